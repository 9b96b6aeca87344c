import type { Db } from "../../platform/db";

/** Which banners a viewer may see: admins every one, everyone else the active ones (the carousel's rule). */
export const visibleBannerWhere = (viewer: { isAdmin: boolean } | null) => (viewer?.isAdmin ? {} : { isActive: true });

/** Active banners in display order: what the home carousel shows. */
export function listActiveBanners(db: Db) {
  return db.banner.findMany({ where: visibleBannerWhere(null), orderBy: [{ displayOrder: "asc" }, { id: "asc" }] });
}
