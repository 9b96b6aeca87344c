import type { RestRouter } from "../../rest/router";
import { idParam } from "../../rest/router";
import { COMMENT_NOT_FOUND, POST_NOT_FOUND, deleteComment, deletePost } from "./community.service";

export function registerCommunityRoutes(router: RestRouter) {
  router.delete("/api/posts/:id", async ({ ctx, params }) => {
    await deletePost(ctx, idParam(params.id, POST_NOT_FOUND));
    return { message: "게시글이 삭제되었습니다." };
  });
  router.delete("/api/comments/:id", async ({ ctx, params }) => {
    await deleteComment(ctx, idParam(params.id, COMMENT_NOT_FOUND));
    return { message: "댓글이 삭제되었습니다." };
  });
}
