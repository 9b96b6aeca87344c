import { RestRouter } from "./router";
import { registerCardRoutes } from "../modules/cards/cards.rest";
import { registerBannerRoutes } from "../modules/banners/banners.rest";
import { registerVisitorRoutes } from "../modules/visitors/visitors.rest";

/** Every documented /api/... endpoint, registered by its domain module. */
export function createRestRouter() {
  const router = new RestRouter();
  registerCardRoutes(router);
  registerBannerRoutes(router);
  registerVisitorRoutes(router);
  return router;
}
