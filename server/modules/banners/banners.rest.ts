import type { RestRouter } from "../../rest/router";
import { listActiveBanners } from "./banners.service";

export function registerBannerRoutes(router: RestRouter) {
  // The spec's client reads the answer as the banner list itself.
  router.get("/api/banners", ({ ctx }) => listActiveBanners(ctx.prisma));
}
