import { RestRouter } from "./rest/router";
import { registerCardRoutes } from "./modules/cards/cards.rest";
import { registerAdminCardRoutes } from "./modules/cards/adminCards.rest";
import { registerBannerRoutes } from "./modules/banners/banners.rest";
import { registerVisitorRoutes } from "./modules/visitors/visitors.rest";
import { registerNotificationRoutes, registerNotificationSettingRoutes } from "./modules/notifications/notifications.rest";
import { registerWatchlistRoutes } from "./modules/watchlist/watchlist.rest";
import { registerAuthRoutes } from "./modules/users/auth.rest";
import { registerUserRoutes } from "./modules/users/users.rest";
import { registerReviewRoutes } from "./modules/reviews/reviews.rest";
import { registerCommunityRoutes } from "./modules/community/community.rest";
import { registerDraftRoutes } from "./modules/community/drafts.rest";
import { registerAdminPostRoutes } from "./modules/community/adminPosts.rest";
import { registerFormationRoutes } from "./modules/formations/formations.rest";
import { registerAdminRoutes } from "./modules/admin/admin.rest";
import { registerUploadRoutes } from "./modules/uploads/uploads.rest";
import { registerToolRoutes } from "./modules/tools/tools.rest";
import { registerMediaMigrationRoutes } from "./modules/migration/mediaMigration.rest";
import { registerModerationRoutes } from "./modules/moderation/moderation.rest";
import { registerSquadRoutes } from "./modules/squads/squads.rest";

/** Every documented /api/... endpoint, registered by its domain module. */
export function createRestRouter() {
  const router = new RestRouter();
  registerFormationRoutes(router);
  registerAdminRoutes(router);
  registerCardRoutes(router);
  registerAdminCardRoutes(router);
  registerBannerRoutes(router);
  registerVisitorRoutes(router);
  registerNotificationRoutes(router);
  registerNotificationSettingRoutes(router);
  registerWatchlistRoutes(router);
  registerAuthRoutes(router);
  registerUserRoutes(router);
  registerReviewRoutes(router);
  registerDraftRoutes(router);
  registerCommunityRoutes(router);
  registerAdminPostRoutes(router);
  registerUploadRoutes(router);
  registerToolRoutes(router);
  registerMediaMigrationRoutes(router);
  registerModerationRoutes(router);
  registerSquadRoutes(router);
  return router;
}
