import { z } from "zod";
import { VOTE_MESSAGES, parseVoteKind } from "../../../domain/boardVotes";
import { ValidationError, parseInput } from "../../errors";
import type { RestRouter } from "../../rest/router";
import { idParam } from "../../rest/router";
import { POST_NOT_FOUND } from "../../core/contentLocks";
import { COMMENT_NOT_FOUND } from "./comments.service";
import { voteComment } from "./commentVotes.service";
import { votePost } from "./postReactions.service";
import { listMyScraps, togglePostScrap } from "./scraps.service";

const pageQuery = z.object({
  limit: z.coerce.number({ error: "limit은 1에서 50 사이의 정수여야 합니다." }).int().min(1).max(50).default(20),
  offset: z.coerce.number({ error: "offset은 0 이상의 정수여야 합니다." }).int().min(0).max(1_000_000).default(0),
});

function voteKindOf(body: unknown) {
  const kind = parseVoteKind((body as { kind?: unknown } | null)?.kind);
  if (!kind) throw new ValidationError([{ path: ["kind"], message: VOTE_MESSAGES.kindInvalid }]);
  return kind;
}

/** 추천/비추천 (`{ kind: "up" | "down" }`) and 스크랩: beside the GraphQL mutations, over the same services. */
export function registerBoardReactionRoutes(router: RestRouter) {
  router.post("/api/posts/:id/vote", async ({ ctx, params, json }) => {
    const postId = idParam(params.id, POST_NOT_FOUND);
    return votePost(ctx, postId, voteKindOf(await json()));
  });
  router.post("/api/comments/:id/vote", async ({ ctx, params, json }) => {
    const commentId = idParam(params.id, COMMENT_NOT_FOUND);
    return voteComment(ctx, commentId, voteKindOf(await json()));
  });
  router.post("/api/posts/:id/scrap-toggle", ({ ctx, params }) => togglePostScrap(ctx, idParam(params.id, POST_NOT_FOUND)));
  router.get("/api/users/me/scraps", ({ ctx, query }) =>
    listMyScraps(ctx, parseInput(pageQuery, Object.fromEntries([...query].filter(([k]) => k === "limit" || k === "offset")))),
  );
}
