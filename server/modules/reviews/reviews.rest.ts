import { displayName } from "../../../domain/users";
import { REVIEW_MESSAGES } from "../../../domain/reviewMessages";
import type { Context } from "../../core/context";
import type { RestRouter } from "../../rest/router";
import { idParam } from "../../rest/router";
import { getLikeStatus, getVoteStatus, parseVoteDirection, toggleReviewLike, voteReview } from "./reactions.service";
import { createReviewReply, deleteReviewReply, listReviewReplies } from "./replies.service";
import { createReview, deleteReview, listCardReviews, updateReview } from "./reviews.service";
import { CARD_NOT_FOUND, REVIEW_NOT_FOUND } from "../../core/contentLocks";

const REST_REVIEW_LIMIT = 100;

type RestUser = { id: number; nickname: string | null };
const withDisplayName = <U extends RestUser>(user: U) => ({ ...user, nickname: displayName(user) });

/** The documented /api review calls, numeric ids, over the same services as GraphQL. */
export function registerReviewRoutes(router: RestRouter) {
  router.get("/api/cards/:id/reviews", async ({ ctx, params, query }) => {
    const sort = query.get("sort") === "asc" ? "RATING_ASC" : "RATING_DESC";
    const reviews = await listCardReviews(ctx, idParam(params.id, CARD_NOT_FOUND), sort, REST_REVIEW_LIMIT);
    return { reviews: reviews.map((r) => ({ ...r, user: withDisplayName(r.user) })) };
  });

  router.post("/api/reviews", async ({ ctx, json }) => {
    const body = await json();
    const cardId = idParam(String(body.cardId ?? ""), CARD_NOT_FOUND);
    return (await createReview(ctx, cardId, body)).review;
  });

  router.put("/api/reviews/:id", async ({ ctx, params, json }) => updateReview(ctx, idParam(params.id, REVIEW_NOT_FOUND), await json()));

  router.delete("/api/reviews/replies/:replyId", async ({ ctx, params }) => {
    await deleteReviewReply(ctx, idParam(params.replyId, REVIEW_MESSAGES.replyNotFound));
    return { message: "댓글이 삭제되었습니다." };
  });

  router.delete("/api/reviews/:id", async ({ ctx, params }) => {
    await deleteReview(ctx, idParam(params.id, REVIEW_NOT_FOUND));
    return { message: "리뷰가 삭제되었습니다." };
  });

  const replies = async (ctx: Context, id: number) =>
    (await listReviewReplies(ctx, id)).map((r) => ({ ...r, user: withDisplayName(r.user) }));

  router.get("/api/reviews/:id/replies", async ({ ctx, params }) => ({ replies: await replies(ctx, idParam(params.id, REVIEW_NOT_FOUND)) }));
  router.get("/api/reviews/:id/comments", async ({ ctx, params }) => replies(ctx, idParam(params.id, REVIEW_NOT_FOUND)));

  router.post("/api/reviews/:id/replies", async ({ ctx, params, json }) => {
    const body = await json();
    const parentReplyId = body.parentReplyId == null ? null : idParam(String(body.parentReplyId), REVIEW_MESSAGES.replyNotFound);
    return createReviewReply(ctx, idParam(params.id, REVIEW_NOT_FOUND), { content: body.content, parentReplyId });
  });

  router.get("/api/reviews/:id/like-status", ({ ctx, params }) =>
    getLikeStatus(ctx, idParam(params.id, REVIEW_NOT_FOUND)),
  );
  router.post("/api/reviews/:id/like", async ({ ctx, params }) => {
    const { isLiked, likeCount } = await toggleReviewLike(ctx, idParam(params.id, REVIEW_NOT_FOUND));
    return { isLiked, likeCount, message: isLiked ? REVIEW_MESSAGES.liked : REVIEW_MESSAGES.unliked };
  });

  router.get("/api/reviews/:id/vote-status", ({ ctx, params }) =>
    getVoteStatus(ctx, idParam(params.id, REVIEW_NOT_FOUND)),
  );
  router.post("/api/reviews/:id/vote", async ({ ctx, params, json }) => {
    const type = parseVoteDirection((await json()).type);
    const status = await voteReview(ctx, idParam(params.id, REVIEW_NOT_FOUND), type);
    return { voteCount: status.voteCount, voteType: type, canVote: status.canVote };
  });
}
