import { builder } from "../../graphql/builder";
import { listActiveBanners } from "./banners.service";
import { withRowIds } from "../../graphql/nodeId";

export const BannerRef = withRowIds(builder.prismaNode("Banner", {
  id: { field: "id" },
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
    resolve: (_query, _root, _args, ctx) => listActiveBanners(ctx),
  }),
);
