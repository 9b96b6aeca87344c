import type { RestRouter } from "../../rest/router";
import { idParam, json as jsonResponse } from "../../rest/router";
import { adminRoutes } from "../../core/guards";
import { POST_NOT_FOUND } from "../../core/contentLocks";
import { createAnnouncement, deletePostAsAdmin, listPostsForAdmin } from "./adminPosts.service";
import { getPost } from "./posts.service";

/** The admin posts and announcements tabs (admin-only: 401 for visitors, 403 for members). */
export function registerAdminPostRoutes(router: RestRouter) {
  const admin = adminRoutes(router);
  // Beyond the spec's table (its admin screen names no paths): the posts and announcements tabs.
  admin.get("/api/admin/posts", ({ ctx, query }) => listPostsForAdmin(ctx, Object.fromEntries(query)));
  admin.post("/api/admin/announcements", async ({ ctx, json }) => jsonResponse(await getPost(ctx, (await createAnnouncement(ctx, await json())).id), 201));
  admin.delete("/api/admin/posts/:id", async ({ ctx, params }) => {
    await deletePostAsAdmin(ctx, idParam(params.id, POST_NOT_FOUND));
    return { success: true };
  });
}
