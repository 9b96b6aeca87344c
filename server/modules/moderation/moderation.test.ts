import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import { payload, restClient } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;

const CARD = `query ($id: ID!) { node(id: $id) { ... on Card { reviewCount avgRating reviewSummary { reviewCount }
  reviews(first: 10) { totalCount edges { node { databaseId isHidden replies(first: 10) { totalCount edges { node { databaseId isHidden } } } } } } } } }`;
const POST = `query ($id: ID!) { post(id: $id) { databaseId isHidden commentCount comments(first: 10) { totalCount edges { node { databaseId isHidden } } } } }`;
const REPORT = `mutation ($input: ReportContentInput!) { reportContent(input: $input) { __typename ... on Error { message } ... on MutationReportContentSuccess { data { report { databaseId status } } } } }`;

describe.each(BACKENDS)("moderation reports on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let alice: U, bob: U, carol: U, admin: U;
  let cardId: number, reviewId: number, otherReviewId: number, postId: number, commentId: number, replyId: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [alice, bob, carol, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
    [{ id: cardId }] = await createCards(t.db.prisma, 1);
    reviewId = (await rest("/api/reviews", alice.token, "POST", { cardId, ...payload({ paceRating: 2 }) })).body.id;
    otherReviewId = (await rest("/api/reviews", carol.token, "POST", { cardId, ...payload({ shootingRating: 3 }) })).body.id;
    await rest(`/api/reviews/${reviewId}/replies`, bob.token, "POST", { content: "동의합니다" });
    postId = (await rest("/api/posts", alice.token, "POST", { title: "광고글", content: "<p>광고</p>", type: "free", tags: [], attachments: [] })).body.id;
    commentId = (await rest(`/api/posts/${postId}/comments`, alice.token, "POST", { content: "부모 댓글" })).body.id;
    replyId = (await rest(`/api/posts/${postId}/comments`, bob.token, "POST", { content: "답글", parentId: commentId })).body.id;
  });
  afterAll(() => t.close());

  const card = async (token?: string) => (await t.gql(CARD, { id: encodeGlobalID("Card", cardId) }, token)).data.node;
  const reviewIds = async (token?: string) => (await card(token)).reviews.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId);

  it("takes a member's report once; refuses own content, unknown items and visitors in Korean", async () => {
    expect(await rest("/api/reports", bob.token, "POST", { targetType: "review", targetId: reviewId, reason: "SPAM", detail: "광고 링크" })).toMatchObject({ status: 201, body: { message: "신고가 접수되었습니다." } });
    expect(await rest("/api/reports", bob.token, "POST", { targetType: "REVIEW", targetId: reviewId, reason: "ABUSE" })).toMatchObject({ status: 409, body: { message: "이미 신고한 항목입니다." } });
    expect(await rest("/api/reports", alice.token, "POST", { targetType: "REVIEW", targetId: reviewId, reason: "SPAM" })).toMatchObject({ status: 400, body: { message: "본인이 작성한 글은 신고할 수 없습니다." } });
    expect(await rest("/api/reports", bob.token, "POST", { targetType: "POST", targetId: 999_999, reason: "SPAM" })).toMatchObject({ status: 404, body: { message: "신고할 항목을 찾을 수 없습니다." } });
    expect(await rest("/api/reports", bob.token, "POST", { targetType: "POST", targetId: postId, reason: "BORING" })).toMatchObject({ status: 400, body: { message: "신고 사유를 선택해주세요." } });
    expect(await rest("/api/reports", bob.token, "POST", { targetType: "POST", targetId: postId, reason: "SPAM", detail: "가".repeat(501) })).toMatchObject({ status: 400 });
    expect(await rest("/api/reports", undefined, "POST", { targetType: "POST", targetId: postId, reason: "SPAM" })).toMatchObject({ status: 401, body: { message: "신고하려면 로그인이 필요합니다." } });
    // GraphQL reports by global id; a second report of the same item is a ConflictError.
    const input = { targetId: encodeGlobalID("Review", reviewId), reason: "WRONG_INFO" };
    const first = await t.gql(REPORT, { input }, carol.token);
    expect(first.data.reportContent).toMatchObject({ __typename: "MutationReportContentSuccess", data: { report: { status: "OPEN" } } });
    expect((await t.gql(REPORT, { input }, carol.token)).data.reportContent).toEqual({ __typename: "ConflictError", message: "이미 신고한 항목입니다." });
    expect((await t.gql(REPORT, { input: { ...input, targetId: encodeGlobalID("Card", cardId) } }, carol.token)).data.reportContent.__typename).toBe("ValidationError");
    expect(await t.db.prisma.report.count()).toBe(2);
  });

  it("lists the queue to admins only, with the item's preview, link and open count", async () => {
    expect((await rest("/api/admin/reports", bob.token)).status).toBe(403);
    const { body } = await rest("/api/admin/reports", admin.token);
    expect(body.total).toBe(2);
    expect(body.reports[0]).toMatchObject({ targetType: "REVIEW", targetId: reviewId, reason: "SPAM", detail: "광고 링크", openReportCount: 2, target: { url: `/cards/${cardId}`, isHidden: false } });
    expect(body.reports[0]).not.toHaveProperty("resolvedById");
    const gql = await t.gql(`{ adminReports(first: 5) { totalCount edges { node { reason openReportCount target { excerpt url } } } } }`, {}, admin.token);
    expect(gql.data.adminReports).toMatchObject({ totalCount: 2, edges: [{ node: { reason: "SPAM", openReportCount: 2 } }, { node: { reason: "WRONG_INFO" } }] });
    expect((await t.gql(`{ adminReports(first: 5) { totalCount } }`, {}, bob.token)).errors?.[0]?.message).toBe("권한이 없습니다.");
  });

  it("hides a review for visitors and other members, lists and counters alike; its author and admins still see it", async () => {
    const before = await card();
    expect(before).toMatchObject({ reviewCount: 2, reviewSummary: { reviewCount: 2 } });
    const report = await t.db.prisma.report.findFirstOrThrow({ where: { reporterId: bob.user.id } });
    expect((await rest(`/api/admin/reports/${report.id}/hide`, bob.token, "POST")).status).toBe(403);
    expect(await rest(`/api/admin/reports/${report.id}/hide`, admin.token, "POST")).toMatchObject({ status: 200, body: { message: "숨김 처리되었습니다." } });
    expect(await t.db.prisma.report.count({ where: { status: "HIDDEN", resolvedById: admin.user.id } })).toBe(2);

    for (const token of [undefined, bob.token]) {
      expect(await reviewIds(token)).toEqual([otherReviewId]);
      expect(await card(token)).toMatchObject({ reviewCount: 1, reviewSummary: { reviewCount: 1 }, reviews: { totalCount: 1 } });
      expect((await rest(`/api/cards/${cardId}/reviews`, token)).body.reviews.map((r: { id: number }) => r.id)).toEqual([otherReviewId]);
      expect((await rest(`/api/reviews/${reviewId}/replies`, token)).status).toBe(404);
      const node = await t.gql(`query ($id: ID!) { node(id: $id) { id } review(id: $id) { id } }`, { id: encodeGlobalID("Review", reviewId) }, token);
      expect(node.data).toEqual({ node: null, review: null });
    }
    const carded = await t.db.prisma.card.findUniqueOrThrow({ where: { id: cardId } });
    const shown = await t.db.prisma.review.findUniqueOrThrow({ where: { id: otherReviewId } });
    expect([carded.reviewCount, carded.avgRating]).toEqual([1, shown.overallRating]);
    for (const token of [alice.token, admin.token]) {
      const own = await card(token);
      expect(own.reviews.edges.find((e: { node: { databaseId: number } }) => e.node.databaseId === reviewId).node.isHidden).toBe(true);
    }
    // Nor like, vote on or reply to it; the author still can reply.
    expect((await rest(`/api/reviews/${reviewId}/like`, bob.token, "POST")).status).toBe(404);
    expect((await rest(`/api/reviews/${reviewId}/vote`, bob.token, "POST", { type: "up" })).status).toBe(404);
    expect((await rest(`/api/reviews/${reviewId}/replies`, carol.token, "POST", { content: "보이나요" })).status).toBe(404);
    expect((await rest(`/api/reviews/${reviewId}/replies`, alice.token, "POST", { content: "작성자 댓글" })).status).toBe(200);
    // A member cannot report what they can no longer see.
    expect((await rest("/api/reports", carol.token, "POST", { targetType: "REVIEW", targetId: reviewId, reason: "OTHER" })).status).toBe(404);
  });

  it("hides a comment with its replies and recounts the post's comments; dismiss keeps the content", async () => {
    const reported = await rest("/api/reports", carol.token, "POST", { targetType: "COMMENT", targetId: commentId, reason: "ABUSE" });
    expect((await t.gql(POST, { id: encodeGlobalID("Post", postId) })).data.post.commentCount).toBe(2);
    expect((await rest(`/api/admin/reports/${reported.body.id}/hide`, admin.token, "POST")).status).toBe(200);
    for (const token of [undefined, carol.token]) {
      const post = (await t.gql(POST, { id: encodeGlobalID("Post", postId) }, token)).data.post;
      expect(post).toMatchObject({ commentCount: 0, comments: { totalCount: 0 } });
      expect((await rest(`/api/posts/${postId}/comments`, token)).body.comments).toEqual([]);
    }
    // bob wrote the reply beneath: he sees his own reply marked, not alice's comment.
    const bobs = (await t.gql(POST, { id: encodeGlobalID("Post", postId) }, bob.token)).data.post.comments.edges.map((e: { node: unknown }) => e.node);
    expect(bobs).toEqual([{ databaseId: replyId, isHidden: true }]);
    expect((await rest(`/api/posts/${postId}/comments`, admin.token)).body.comments[0]).toMatchObject({ id: commentId, hiddenAt: expect.any(String) });

    const postReport = await rest("/api/reports", bob.token, "POST", { targetType: "POST", targetId: postId, reason: "SPAM" });
    expect(await rest(`/api/admin/reports/${postReport.body.id}/dismiss`, admin.token, "POST")).toMatchObject({ status: 200, body: { message: "신고가 기각되었습니다." } });
    expect((await rest(`/api/posts/${postId}`)).status).toBe(200);
    expect((await rest("/api/admin/reports", admin.token)).body.total).toBe(0);
    expect((await rest("/api/admin/reports?status=dismissed", admin.token)).body.reports).toHaveLength(1);
  });

  it("hides a post from the board for everyone but its author and admins", async () => {
    const reported = await rest("/api/reports", carol.token, "POST", { targetType: "POST", targetId: postId, reason: "SPAM" });
    await rest(`/api/admin/reports/${reported.body.id}/hide`, admin.token, "POST");
    const ids = async (token?: string) => (await rest("/api/posts", token)).body.posts.map((p: { id: number }) => p.id);
    expect(await ids()).not.toContain(postId);
    expect(await ids(bob.token)).not.toContain(postId);
    expect(await ids(alice.token)).toContain(postId);
    expect((await rest(`/api/posts/${postId}`, bob.token)).status).toBe(404);
    expect((await rest(`/api/posts/${postId}/like-toggle`, bob.token, "POST")).status).toBe(404);
    expect((await rest(`/api/posts/${postId}/comments`, bob.token, "POST", { content: "보이나요" })).status).toBe(404);
    expect((await t.gql(POST, { id: encodeGlobalID("Post", postId) }, alice.token)).data.post.isHidden).toBe(true);
    expect((await t.gql(`{ posts(first: 10) { totalCount } }`)).data.posts.totalCount).toBe(0);
    expect((await rest(`/api/admin/reports/999999/hide`, admin.token, "POST")).status).toBe(404);
  });

  it("takes 20 reports an hour from one member, then answers 429 in Korean", async () => {
    const spammer = await createUser(t.db.prisma);
    const posts = await Promise.all(Array.from({ length: 21 }, (_, i) => t.db.prisma.post.create({ data: { userId: alice.user.id, title: `글 ${i}`, content: "<p>내용</p>", type: "FREE" } })));
    for (const post of posts.slice(0, 20)) {
      expect((await rest("/api/reports", spammer.token, "POST", { targetType: "POST", targetId: post.id, reason: "SPAM" })).status).toBe(201);
    }
    expect(await rest("/api/reports", spammer.token, "POST", { targetType: "POST", targetId: posts[20].id, reason: "SPAM" })).toMatchObject({
      status: 429,
      body: { message: "신고가 너무 많습니다. 잠시 후 다시 시도해주세요." },
    });
    const overGraphql = await t.gql(REPORT, { input: { targetId: encodeGlobalID("Post", posts[20].id), reason: "SPAM" } }, spammer.token);
    expect(overGraphql.data.reportContent).toMatchObject({ __typename: "RateLimitedError", message: "신고가 너무 많습니다. 잠시 후 다시 시도해주세요." });
    expect(await t.db.prisma.report.count({ where: { reporterId: spammer.user.id } })).toBe(20);
  });
});
