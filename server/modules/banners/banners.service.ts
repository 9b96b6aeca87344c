import type { Db } from "../../platform/db";

/** Active banners in display order: what the home carousel shows. */
export function listActiveBanners(db: Db) {
  return db.banner.findMany({ where: { isActive: true }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] });
}
