import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import { awardPoints } from "../../core/points";

const MUTATION = `mutation { cleanupDuplicateReviews {
  __typename
  ... on MutationCleanupDuplicateReviewsSuccess { data { deletedCount } }
  ... on Error { message }
} }`;

describe.each(BACKENDS)("duplicate review clean-up on %s", (backend) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof createUser>>;
  let replier: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let cardX: number;
  let cardY: number;
  let untouched: number;
  let newestX: number;

  const post = (token?: string) =>
    fetch(`${t.url}/api/reviews/cleanup-duplicates`, { method: "POST", headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.db.prisma;
    [member, replier, admin] = [await createUser(db), await createUser(db), await createUser(db, { isAdmin: true })];
    [cardX, cardY, untouched] = (await createCards(db, 3)).map((c) => c.id);
    // Rows an older client left behind: three reviews of X by one member (the newest shown), and on
    // Y a stale flag pointing at the older review.
    const review = (cardId: number, userId: number, rating: number, day: number, isLatest = false) =>
      db.review.create({
        data: {
          cardId, userId, formation: "4-3-3 홀딩", overallRating: rating, isLatest, likeCount: 1, createdAt: new Date(Date.UTC(2025, 0, day)),
          paceRating: 5, shootingRating: 5, passingRating: 5, agilityRating: 5, defenseRating: 5, physicalRating: 5,
        },
      });
    const x = [await review(cardX, member.user.id, 2, 1), await review(cardX, member.user.id, 4, 2), await review(cardX, member.user.id, 9, 3, true)];
    newestX = x[2].id;
    const y = [await review(cardY, member.user.id, 3, 1, true), await review(cardY, member.user.id, 7, 2)];
    await review(cardY, replier.user.id, 5, 1, true);
    await review(untouched, replier.user.id, 6, 1, true);
    await db.$transaction(async (tx) => {
      for (const r of [...x, ...y]) await awardPoints(tx, member.user.id, 3, "리뷰 작성", "review", r.id);
      await awardPoints(tx, member.user.id, 1, "추천 받음", "reviewLike", x[0].id);
      const reply = await tx.reviewReply.create({ data: { reviewId: x[0].id, userId: replier.user.id, content: "동의합니다" } });
      await awardPoints(tx, replier.user.id, 1, "댓글 작성", "reviewReply", reply.id);
    });
    await db.card.updateMany({ data: { reviewCount: 99, avgRating: 1, heartCount: 99 } });
  });
  afterAll(() => t.close());

  it("is for admins only", async () => {
    const anonymous = await post();
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toBe("로그인이 필요합니다.");
    const forbidden = await post(member.token);
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).message).toBe("관리자만 사용할 수 있습니다.");
    const gql = await t.gql(MUTATION, {}, member.token);
    expect(gql.data?.cleanupDuplicateReviews.__typename ?? gql.errors?.[0].message).toMatch(/ForbiddenError|권한/);
    expect(await t.db.prisma.review.count()).toBe(7);
  });

  it("keeps the newest review per user per card, takes back points and recomputes counters in one transaction", async () => {
    const { result: res, queries } = await t.countQueries(() => post(admin.token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deletedCount: 3 });
    // session 1 (joined to its user) + duplicates 1 + replies 1 + delete 1 + re-flag 1 + one counter update per
    // affected card (2) + the revocations at once (sum, delete, 2 user updates) + 1 level change
    expect(queries.filter((q) => !/COMMIT/.test(q))).toHaveLength(12);

    const db = t.db.prisma;
    const left = await db.review.findMany({ orderBy: { id: "asc" }, select: { id: true, cardId: true, userId: true, overallRating: true, isLatest: true } });
    expect(left.filter((r) => r.cardId === cardX)).toEqual([{ id: newestX, cardId: cardX, userId: member.user.id, overallRating: 9, isLatest: true }]);
    expect(left.filter((r) => r.cardId === cardY).map((r) => [r.overallRating, r.isLatest])).toEqual([[7, true], [5, true]]);
    const cards = new Map((await db.card.findMany()).map((c) => [c.id, c]));
    expect(cards.get(cardX)).toMatchObject({ reviewCount: 1, avgRating: 9, heartCount: 1 });
    expect(cards.get(cardY)).toMatchObject({ reviewCount: 2, avgRating: 6, heartCount: 2 });
    expect(cards.get(untouched)).toMatchObject({ reviewCount: 99 }); // not affected, not rewritten
    const points = async (id: number) => (await db.user.findUniqueOrThrow({ where: { id } })).points;
    expect(await points(member.user.id)).toBe(6); // the two kept reviews, 3 each
    expect(await points(replier.user.id)).toBe(0); // the reply went with the deleted review
    expect(await db.reviewReply.count()).toBe(0);
  });

  it("does nothing when there are no duplicates", async () => {
    const gql = await t.gql(MUTATION, {}, admin.token);
    expect(gql.data.cleanupDuplicateReviews).toEqual({ __typename: "MutationCleanupDuplicateReviewsSuccess", data: { deletedCount: 0 } });
  });
});
