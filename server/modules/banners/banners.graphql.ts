import { builder } from "../../graphql/builder";
import { nodeId, withRowIds } from "../../graphql/nodeId";
import { listActiveBanners, visibleBannerWhere } from "./banners.service";

export const BannerRef = withRowIds(builder.prismaNode("Banner", {
  id: { field: "id" },
  // node(id) follows the carousel's rule: an inactive banner is the admins' only.
  findUnique: (id, ctx) => ({ id: nodeId(id), ...visibleBannerWhere(ctx.viewer) }),
  nullable: true,
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    title: t.exposeString("title"),
    imageUrl: t.exposeString("imageUrl"),
    linkUrl: t.exposeString("linkUrl", { nullable: true }),
    displayOrder: t.exposeInt("displayOrder"),
    isActive: t.exposeBoolean("isActive"),
  }),
}));

builder.queryField("banners", (t) =>
  t.prismaField({
    type: ["Banner"],
    description: "Active banners in display order (the home carousel).",
    resolve: (_query, _root, _args, ctx) => listActiveBanners(ctx.prisma),
  }),
);
