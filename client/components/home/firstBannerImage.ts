type BannerFields = { imageUrl?: unknown; displayOrder?: unknown };

/**
 * The first slide's image in a HomeRouteQuery response body (slides run in ascending display
 * order, as BannerCarousel sorts them), the home page's largest paint: client/boot.ts preloads it
 * while the app downloads. Anything unexpected yields null.
 */
export function firstBannerImage(response: unknown): string | null {
  const banners = (response as { data?: { banners?: unknown } } | null)?.data?.banners;
  if (!Array.isArray(banners)) return null;
  let first: { imageUrl: string; displayOrder: number } | null = null;
  for (const banner of banners as BannerFields[]) {
    if (typeof banner?.imageUrl !== "string" || typeof banner.displayOrder !== "number") continue;
    if (!first || banner.displayOrder < first.displayOrder) first = { imageUrl: banner.imageUrl, displayOrder: banner.displayOrder };
  }
  return first?.imageUrl || null;
}
