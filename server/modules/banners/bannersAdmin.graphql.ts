import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../../errors";
import { BannerRef } from "./banners.graphql";
import { createBanner, deleteBanner, listAllBanners, updateBanner } from "./bannersAdmin.service";

const adminErrors = [UnauthorizedError, ForbiddenError, ValidationError, NotFoundError];
const defined = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));

const BannerInput = builder.inputType("BannerInput", {
  fields: (t) => ({ title: t.string(), imageUrl: t.string(), linkUrl: t.string(), displayOrder: t.int(), isActive: t.boolean() }),
});

const BannerPayload = builder.objectRef<{ id: number }>("BannerPayload").implement({
  fields: (t) => ({ banner: t.prismaField({ type: "Banner", resolve: (q, p, _a, ctx) => ctx.prisma.banner.findUniqueOrThrow({ ...q, where: { id: p.id } }) }) }),
});

const BannerDeletedPayload = builder.objectRef<{ id: number; type: string }>("BannerDeletedPayload").implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (p) => encodeGlobalID(p.type, p.id) }) }),
});

builder.queryFields((t) => ({
  adminBanners: t.prismaField({ type: ["Banner"], authScopes: { admin: true }, description: "Admin. Every banner, active or not.", resolve: (q, _r, _a, ctx) => listAllBanners(ctx, q) }),
}));

builder.mutationFields((t) => ({
  createBanner: t.field({
    type: BannerPayload, authScopes: { admin: true }, errors: { types: adminErrors }, args: { input: t.arg({ type: BannerInput, required: true }) },
    resolve: (_r, args, ctx) => createBanner(ctx, defined(args.input)),
  }),
  updateBanner: t.field({
    type: BannerPayload, authScopes: { admin: true }, errors: { types: adminErrors },
    args: { id: t.arg.globalID({ for: BannerRef, required: true }), input: t.arg({ type: BannerInput, required: true }) },
    resolve: (_r, args, ctx) => updateBanner(ctx, args.id.id, defined(args.input)),
  }),
  deleteBanner: t.field({
    type: BannerDeletedPayload, authScopes: { admin: true }, errors: { types: adminErrors }, args: { id: t.arg.globalID({ for: BannerRef, required: true }) },
    resolve: async (_r, args, ctx) => ({ ...(await deleteBanner(ctx, args.id.id)), type: "Banner" }),
  }),
}));
