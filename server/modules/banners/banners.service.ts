import { Prisma, type Banner } from "../../generated/prisma/client";
import type { Context } from "../../core/context";

/** Which banners a viewer may see: admins every one, everyone else the active ones (the carousel's rule). */
export const visibleBannerWhere = (viewer: { isAdmin: boolean } | null) => (viewer?.isAdmin ? {} : { isActive: true });

/** Active banners in display order: what the home carousel shows, batched with the page's other lists. */
export function listActiveBanners(ctx: Pick<Context, "reads">): Promise<Banner[]> {
  return ctx.reads.rows<Banner>(
    Prisma.sql`SELECT id, title, "imageUrl", "linkUrl", "isActive", "displayOrder", "createdAt", "updatedAt"
      FROM "Banner" WHERE "isActive" ORDER BY "displayOrder" ASC, id ASC`,
    { dates: ["createdAt", "updatedAt"], reads: ["Banner"] },
  );
}
