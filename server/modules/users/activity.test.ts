import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import { awardPoints } from "../../core/points";
import { REVIEW_DELETE_FORBIDDEN } from "../reviews/reviews.service";
import { COMMENT_DELETE_FORBIDDEN } from "../community/comments.service";

const ratings = { paceRating: 8, shootingRating: 9, passingRating: 7, agilityRating: 8, defenseRating: 4, physicalRating: 6 };

describe.each(BACKENDS)("levels, my activity and deletes on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const rest = (method: string, path: string, token?: string) =>
    fetch(`${t.url}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));

  /** A review written the way the reviews issue will: row, points (+3) and card counters. */
  async function review(userId: number, cardId: number, overallRating: number, formation: string, createdAt: Date) {
    return t.db.prisma.$transaction(async (tx) => {
      await tx.review.updateMany({ where: { userId, cardId }, data: { isLatest: false } });
      const r = await tx.review.create({ data: { userId, cardId, ...ratings, overallRating, formation, createdAt } });
      await awardPoints(tx, userId, 3, "선수 리뷰 작성", "review", r.id);
      return r;
    });
  }

  it("moves points and level together and reports level, stats and ranking", async () => {
    const { user, token } = await createUser(t.db.prisma);
    await t.db.prisma.$transaction((tx) => awardPoints(tx, user.id, 52, "테스트", "post", 999_999));
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ points: 52, currentLevel: "실버 3" });
    expect((await rest("GET", "/api/user/level", token)).body).toEqual({
      currentLevel: "실버 3", currentScore: 52, nextLevel: "실버 2", pointsNeeded: 18, progress: 10,
    });
    expect((await rest("GET", `/api/user/level/${user.id}`)).body.currentLevel).toBe("실버 3");
    expect((await rest("GET", "/api/user/level/999999")).status).toBe(404);
    expect((await rest("GET", "/api/user/level")).status).toBe(401);
    const stats = (await rest("GET", "/api/user/stats", token)).body;
    expect(stats).toMatchObject({ levelScore: 52, postCount: 0, reviewCount: 0, totalLikes: 0, username: user.username });
    const ranking = await rest("GET", "/api/users/level-ranking?page=1&limit=20");
    expect(ranking.body.users[0]).toMatchObject({ id: user.id, levelRank: 1, levelScore: 52, currentLevel: "실버 3", legendaryIcon: false });
    expect(ranking.body.total).toBeGreaterThanOrEqual(1);
    // GraphQL ranks the same users in the same order, ties included (earlier account first).
    const { user: tied } = await createUser(t.db.prisma);
    await t.db.prisma.$transaction((tx) => awardPoints(tx, tied.id, 52, "테스트", "post", 999_998));
    const restIds = (await rest("GET", "/api/users/level-ranking?page=1&limit=50")).body.users.map((u: { id: number }) => u.id);
    const gql = await t.gql(`{ levelRanking(first: 50) { totalCount edges { node { databaseId } } } }`);
    expect(gql.data.levelRanking.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual(restIds);
    expect(restIds.slice(0, 2)).toEqual([user.id, tied.id]);
  });

  it("deletes a review: author or admin only, points back, the older review goes with it, card counters exact", async () => {
    const { user, token } = await createUser(t.db.prisma);
    const { token: strangerToken } = await createUser(t.db.prisma);
    const [card] = await createCards(t.db.prisma, 1);
    const old = await review(user.id, card.id, 6, "4-3-3", new Date("2025-01-01"));
    const latest = await review(user.id, card.id, 9, "4-4-2", new Date("2025-02-01"));
    await t.db.prisma.$transaction((tx) => tx.$executeRaw`UPDATE "Card" SET "avgRating" = 9, "reviewCount" = 1 WHERE id = ${card.id}`);

    const forbidden = await rest("DELETE", `/api/reviews/${latest.id}`, strangerToken);
    expect(forbidden).toEqual({ status: 403, body: { message: REVIEW_DELETE_FORBIDDEN } });
    expect((await rest("DELETE", `/api/reviews/${latest.id}`)).status).toBe(401);

    const summaryBefore = await t.gql(`{ viewer { reviewSummary { averageRating reviewCount topFormation } level { currentScore } } }`, {}, token);
    expect(summaryBefore.data.viewer).toEqual({ reviewSummary: { averageRating: 9, reviewCount: 1, topFormation: "4-4-2" }, level: { currentScore: 6 } });

    expect((await rest("DELETE", `/api/reviews/${latest.id}`, token)).status).toBe(200);
    expect(await t.db.prisma.review.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await t.db.prisma.card.findUniqueOrThrow({ where: { id: card.id } })).toMatchObject({ avgRating: 0, reviewCount: 0 });
    expect(await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ points: 0 });
    const mine = await rest("GET", "/api/users/me/reviews?offset=0&limit=20", token);
    expect(mine.body.total).toBe(0);
  });

  it("deletes comments (with replies) and posts, keeping commentCount and points exact", async () => {
    const { user: author, token: authorToken } = await createUser(t.db.prisma);
    const { user: commenter, token: commenterToken } = await createUser(t.db.prisma);
    const { token: adminToken } = await createUser(t.db.prisma, { isAdmin: true });
    const post = await t.db.prisma.post.create({ data: { userId: author.id, title: "제목", content: "<p>본문</p>", type: "TIP", commentCount: 3 } });
    const parent = await t.db.prisma.comment.create({ data: { postId: post.id, userId: commenter.id, content: "댓글" } });
    const reply = await t.db.prisma.comment.create({ data: { postId: post.id, userId: commenter.id, parentId: parent.id, content: "답글" } });
    await t.db.prisma.comment.create({ data: { postId: post.id, userId: author.id, content: "작성자 댓글" } });
    await t.db.prisma.$transaction(async (tx) => {
      await awardPoints(tx, author.id, 3, "게시글 작성", "post", post.id);
      await awardPoints(tx, commenter.id, 1, "댓글 작성", "comment", parent.id);
      await awardPoints(tx, commenter.id, 1, "댓글 작성", "comment", reply.id);
    });

    const comments = await rest("GET", "/api/users/me/comments?limit=20", commenterToken);
    expect(comments.body).toMatchObject({ total: 2, totalPages: 1 });
    expect(comments.body.comments[0]).toMatchObject({ postId: post.id, post: { title: "제목" } });
    expect((await rest("DELETE", `/api/comments/${parent.id}`, authorToken)).body.message).toBe(COMMENT_DELETE_FORBIDDEN);
    expect((await rest("DELETE", `/api/comments/${parent.id}`, commenterToken)).status).toBe(200);
    expect(await t.db.prisma.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ commentCount: 1 });
    expect(await t.db.prisma.user.findUniqueOrThrow({ where: { id: commenter.id } })).toMatchObject({ points: 0 });

    const posts = await rest("GET", "/api/users/me/posts", authorToken);
    expect(posts.body).toMatchObject({ total: 1, totalPages: 1, posts: [{ id: post.id, type: "tip" }] });
    expect((await rest("DELETE", `/api/posts/${post.id}`, adminToken)).status).toBe(200);
    expect(await t.db.prisma.user.findUniqueOrThrow({ where: { id: author.id } })).toMatchObject({ points: 0, currentLevel: "브론즈 3" });
    expect((await rest("DELETE", `/api/posts/${post.id}`, adminToken)).status).toBe(404);
  });

  it("pages my reviews in SQL by offset through GraphQL without N+1", async () => {
    const { user, token } = await createUser(t.db.prisma);
    const existing = await t.db.prisma.card.count();
    const cards = (await createCards(t.db.prisma, 25)).sort((a, b) => a.id - b.id).slice(existing);
    for (const [i, card] of cards.entries()) await review(user.id, card.id, 7, "4-2-3-1", new Date(Date.UTC(2025, 0, 1, 0, i)));
    const query = `query ($offset: Int) { viewer { reviews(first: 20, offset: $offset) { totalCount
      edges { node { databaseId formation card { name } } } } } }`;
    const { result, queries } = await t.countQueries(() => t.gql(query, { offset: 20 }, token));
    const page2 = result.data.viewer.reviews;
    expect(page2.totalCount).toBe(25);
    expect(page2.edges).toHaveLength(5);
    // Newest first: the 21st newest review is on the fifth card.
    expect(page2.edges[0].node.card.name).toBe(cards[4].name);
    expect(queries.length).toBeLessThanOrEqual(6);
  });
});
