import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import { voteReview } from "./reactions.service";
import { cardCounters, payload, points, restClient, reviewGid } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;

describe.each(BACKENDS)("review likes, votes and replies on %s", (backend) => {
  let t: TestApp;
  let author: U, bob: U, admin: U;
  let cardId: number;
  let reviewId: number;
  let rest: ReturnType<typeof restClient>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [author, bob, admin] = [await createUser(t.db.prisma, { nickname: "작성자" }), await createUser(t.db.prisma, { nickname: "밥" }), await createUser(t.db.prisma, { isAdmin: true })];
    cardId = (await createCards(t.db.prisma, 1))[0].id;
    reviewId = (await rest("/api/reviews", author.token, "POST", { cardId, ...payload() })).body.id;
  });
  afterAll(() => t.close());

  it("toggles a like: counts, messages, +1/-1 point for the author, card hearts", async () => {
    expect((await rest(`/api/reviews/${reviewId}/like`, undefined, "POST")).status).toBe(401);
    const liked = await rest(`/api/reviews/${reviewId}/like`, bob.token, "POST");
    expect(liked.body).toMatchObject({ isLiked: true, likeCount: 1, message: "추천을 완료했습니다" });
    expect((await rest(`/api/reviews/${reviewId}/like-status`, bob.token)).body).toEqual({ likeCount: 1, isLikedByCurrentUser: true });
    expect((await rest(`/api/reviews/${reviewId}/like-status`)).body).toEqual({ likeCount: 1, isLikedByCurrentUser: false });
    expect(await points(t, author.user.id)).toBe(4);
    expect((await cardCounters(t, cardId)).heartCount).toBe(1);
    const { data } = await t.gql(`mutation ($id: ID!) { toggleReviewLike(reviewId: $id) { __typename ... on MutationToggleReviewLikeSuccess { data { isLiked likeCount review { likeStatus { likeCount isLikedByCurrentUser } } } } } }`, { id: reviewGid(reviewId) }, bob.token);
    expect(data.toggleReviewLike.data).toEqual({ isLiked: false, likeCount: 0, review: { likeStatus: { likeCount: 0, isLikedByCurrentUser: false } } });
    expect(await points(t, author.user.id)).toBe(3);
    expect((await cardCounters(t, cardId)).heartCount).toBe(0);
    expect((await rest(`/api/reviews/999999/like`, bob.token, "POST")).body).toEqual({ message: "리뷰를 찾을 수 없습니다." });
  });

  it("refuses a like on one's own review (REST 400 and GraphQL ValidationError), changing nothing", async () => {
    const before = { points: await points(t, author.user.id), hearts: (await cardCounters(t, cardId)).heartCount };
    expect(await rest(`/api/reviews/${reviewId}/like`, author.token, "POST")).toMatchObject({ status: 400, body: { message: "본인이 작성한 리뷰는 추천할 수 없습니다." } });
    const { data } = await t.gql(`mutation ($id: ID!) { toggleReviewLike(reviewId: $id) { __typename ... on Error { message } } }`, { id: reviewGid(reviewId) }, author.token);
    expect(data.toggleReviewLike).toEqual({ __typename: "ValidationError", message: "본인이 작성한 리뷰는 추천할 수 없습니다." });
    expect(await t.db.prisma.reviewLike.count({ where: { reviewId, userId: author.user.id } })).toBe(0);
    expect({ points: await points(t, author.user.id), hearts: (await cardCounters(t, cardId)).heartCount }).toEqual(before);
  });

  it("votes once per 24 hours: second vote is 429 with a Korean message, then canVote false", async () => {
    expect((await rest(`/api/reviews/${reviewId}/vote-status`, bob.token)).body).toEqual({ voteCount: { up: 0, down: 0 }, userVote: null, canVote: true });
    const first = await rest(`/api/reviews/${reviewId}/vote`, bob.token, "POST", { type: "up" });
    expect(first).toEqual({ status: 200, body: { voteCount: { up: 1, down: 0 }, voteType: "up", canVote: false } });
    const second = await rest(`/api/reviews/${reviewId}/vote`, bob.token, "POST", { type: "down" });
    expect(second).toEqual({ status: 429, body: { message: "이미 24시간 이내에 투표하셨습니다. 24시간 후에 다시 투표할 수 있습니다." } });
    expect((await rest(`/api/reviews/${reviewId}/vote`, bob.token, "POST", { type: "sideways" })).status).toBe(400);
    expect((await rest(`/api/reviews/${reviewId}/vote-status`, bob.token)).body).toEqual({ voteCount: { up: 1, down: 0 }, userVote: "up", canVote: false });
    const gql = await t.gql(`mutation ($id: ID!) { voteReview(reviewId: $id, type: down) { __typename ... on Error { message } } }`, { id: reviewGid(reviewId) }, bob.token);
    expect(gql.data.voteReview.__typename).toBe("RateLimitedError");
    // a day later the same user may vote again
    const ctx = { prisma: t.db.prisma, viewer: { id: bob.user.id, isAdmin: false, sessionId: 0 } } as Parameters<typeof voteReview>[0];
    const later = await voteReview(ctx, reviewId, "down", new Date(Date.now() + 24 * 3600 * 1000 + 1000));
    expect(later).toEqual({ voteCount: { up: 1, down: 1 }, userVote: "down", canVote: false });
  });

  it("replies: login and content required, +1 point, replyCount, notification to the author, threads", async () => {
    expect(await rest(`/api/reviews/${reviewId}/replies`, undefined, "POST", { content: "hi" })).toEqual({ status: 401, body: { message: "댓글을 작성하려면 로그인이 필요합니다" } });
    expect((await rest(`/api/reviews/${reviewId}/replies`, bob.token, "POST", { content: "   " })).body.message).toBe("댓글 내용을 입력해주세요");
    const before = await points(t, bob.user.id);
    const reply = await rest(`/api/reviews/${reviewId}/replies`, bob.token, "POST", { content: " 동의합니다 " });
    expect(reply.status).toBe(200);
    expect(reply.body.content).toBe("동의합니다");
    expect(await points(t, bob.user.id)).toBe(before + 1);
    const note = await t.db.prisma.notification.findFirstOrThrow({ where: { userId: author.user.id, type: "review_reply" } });
    const { name } = await t.db.prisma.card.findUniqueOrThrow({ where: { id: cardId } });
    expect(note).toMatchObject({ type: "review_reply", message: `밥님이 회원님의 ${name} 리뷰에 댓글을 남겼습니다.`, cardId, contentId: reviewId, sourceUserId: bob.user.id });
    const child = await t.gql(
      `mutation ($r: ID!, $p: ID!) { createReviewReply(reviewId: $r, parentReplyId: $p, content: "답글") { __typename ... on MutationCreateReviewReplySuccess { data { reply { id parentReplyDatabaseId } review { replyCount replies(first: 10) { totalCount } } } } } }`,
      { r: reviewGid(reviewId), p: Buffer.from(`ReviewReply:${reply.body.id}`).toString("base64") },
      author.token,
    );
    expect(child.data.createReviewReply.data).toMatchObject({ reply: { parentReplyDatabaseId: reply.body.id }, review: { replyCount: 2, replies: { totalCount: 2 } } });
    expect(await t.db.prisma.notification.count({ where: { userId: author.user.id, type: "review_reply" } })).toBe(1);
    const list = await rest(`/api/reviews/${reviewId}/replies`);
    expect(list.body.replies.map((r: { content: string }) => r.content)).toEqual(["동의합니다", "답글"]);
    expect((await rest(`/api/reviews/${reviewId}/comments`)).body).toHaveLength(2);
  });

  it("reply delete: author or admin, sub-thread removed, points and replyCount exact", async () => {
    const top = await t.db.prisma.reviewReply.findFirstOrThrow({ where: { reviewId, parentReplyId: null } });
    expect((await rest(`/api/reviews/replies/${top.id}`, author.token, "DELETE")).status).toBe(403);
    const authorBefore = await points(t, author.user.id);
    const bobBefore = await points(t, bob.user.id);
    expect((await rest(`/api/reviews/replies/${top.id}`, admin.token, "DELETE")).status).toBe(200);
    expect(await t.db.prisma.reviewReply.count({ where: { reviewId } })).toBe(0);
    expect((await t.db.prisma.review.findUniqueOrThrow({ where: { id: reviewId } })).replyCount).toBe(0);
    expect(await points(t, bob.user.id)).toBe(bobBefore - 1);
    expect(await points(t, author.user.id)).toBe(authorBefore - 1);
    expect((await rest(`/api/reviews/replies/${top.id}`, admin.token, "DELETE")).status).toBe(404);
  });

  it("keeps counts exact under 200 parallel likes/unlikes and reviews from many users", async () => {
    const users = await Promise.all(Array.from({ length: 40 }, () => createUser(t.db.prisma)));
    const ops: Promise<unknown>[] = [];
    for (let i = 0; i < 200; i++) {
      const u = users[i % users.length];
      if (i % 5 === 4) ops.push(rest("/api/reviews", u.token, "POST", { cardId, ...payload({ paceRating: 1 + (i % 10) }) }));
      else ops.push(rest(`/api/reviews/${reviewId}/like`, u.token, "POST"));
    }
    const results = (await Promise.all(ops)) as { status: number }[];
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    const likes = await t.db.prisma.reviewLike.count({ where: { reviewId } });
    const review = await t.db.prisma.review.findUniqueOrThrow({ where: { id: reviewId } });
    expect(review.likeCount).toBe(likes);
    const shown = await t.db.prisma.review.findMany({ where: { cardId, isLatest: true } });
    const perUser = new Set(shown.map((r) => r.userId));
    expect(perUser.size).toBe(shown.length);
    const counters = await cardCounters(t, cardId);
    expect(counters.reviewCount).toBe(shown.length);
    expect(counters.heartCount).toBe(shown.reduce((a, r) => a + r.likeCount, 0));
    const avg = shown.reduce((a, r) => a + r.overallRating, 0) / shown.length;
    expect(counters.avgRating).toBeCloseTo(avg, 2);
    expect(await points(t, author.user.id)).toBe(3 + likes);
    // Every like batched into one unread notification of the review's author.
    expect(await t.db.prisma.notification.count({ where: { userId: author.user.id, type: "review_like", contentId: reviewId, isRead: false } })).toBe(1);
  });
});
