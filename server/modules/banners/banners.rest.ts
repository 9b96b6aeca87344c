import type { RestRouter } from "../../rest/router";
import { idParam } from "../../rest/router";
import { adminRoutes } from "../../core/guards";
import { listActiveBanners } from "./banners.service";
import { createBanner, deleteBanner, updateBanner } from "./bannersAdmin.service";

const BANNER_NOT_FOUND = "배너를 찾을 수 없습니다.";

export function registerBannerRoutes(router: RestRouter) {
  // The spec's client reads the answer as the banner list itself.
  router.get("/api/banners", ({ ctx }) => listActiveBanners(ctx.prisma));
  const admin = adminRoutes(router);
  admin.post("/api/banners", ({ ctx, json }) => json().then((body) => createBanner(ctx, body)));
  admin.put("/api/banners/:id", async ({ ctx, params, json }) => updateBanner(ctx, idParam(params.id, BANNER_NOT_FOUND), await json()));
  admin.delete("/api/banners/:id", async ({ ctx, params }) => {
    await deleteBanner(ctx, idParam(params.id, BANNER_NOT_FOUND));
    return { success: true };
  });
}
