import type { Context } from "../../core/context";

/** Active banners in display order: what the home carousel shows. */
export function listActiveBanners(ctx: Pick<Context, "prisma">) {
  return ctx.prisma.banner.findMany({ where: { isActive: true }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] });
}
