import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";
import { visibleWhere } from "../core/visibility";
import { rawCount, rawFindFirst, rawFindMany } from "./rawFind";

// The selections Pothos plans for the card page (visitor and member): every column type the page reads.
const cardSelect = (userId: number) => ({
  id: true, name: true, imageUrl: true, position: true, ovr: true, skillMovesList: true, weakFoot: true, avgRating: true,
  statsUpdatedAt: true, gkPositioning: true, isTwoFooted: true,
  reviews: { where: { userId, isLatest: true }, take: 1, select: { id: true } },
});
const reviewSelect = (userId: number) => ({
  user: { select: { id: true, nickname: true, currentLevel: true } },
  likes: { where: { userId }, take: 1, select: { userId: true } },
  votes: { where: { userId }, orderBy: { createdAt: "desc" }, take: 1, select: { voteType: true, createdAt: true } },
  id: true, overallRating: true, reviewText: true, positionBreak: true, createdAt: true, hiddenAt: true, likeCount: true,
});

describe.each(BACKENDS)("raw reads answer what Prisma answers, on %s", (backend) => {
  let t: TestApp;
  let cardId: number;
  let member: number;
  let admin: { id: number; isAdmin: boolean };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const prisma = t.db.prisma;
    const [card] = await createCards(prisma, 1);
    cardId = card.id;
    await prisma.card.update({ where: { id: cardId }, data: { skillMovesList: ["룰렛", "힐투힐"], avgRating: 7.35 } });
    const users = await Promise.all([{}, { nickname: null }, {}, { isAdmin: true }].map((o) => createUser(prisma, o)));
    member = users[0].user.id;
    admin = { id: users[3].user.id, isAdmin: true };
    for (const [i, { user }] of users.slice(0, 3).entries()) {
      await prisma.review.create({
        data: {
          cardId, userId: user.id, paceRating: 7, shootingRating: 8, passingRating: 8, agilityRating: 8, defenseRating: 8, physicalRating: 8,
          overallRating: 7.8 + i / 10, formation: "4-3-3 홀딩", reviewText: i === 1 ? null : `리뷰 ${i}`, positionBreak: i === 2 ? "CF" : null,
          hiddenAt: i === 2 ? new Date() : null,
        },
      });
    }
    const reviews = await prisma.review.findMany({ where: { cardId } });
    await prisma.reviewLike.create({ data: { reviewId: reviews[1].id, userId: member } });
    await prisma.reviewVote.createMany({
      data: [
        { reviewId: reviews[1].id, userId: member, voteType: "UP", createdAt: new Date(Date.now() - 90_000_000) },
        { reviewId: reviews[1].id, userId: member, voteType: "DOWN" },
      ],
    });
  });
  afterAll(() => t.close());

  it("reads a card with a filtered to-many relation", async () => {
    for (const userId of [member, admin.id]) {
      const args = { select: cardSelect(userId), where: { id: cardId } };
      expect(await rawFindFirst(t.db.prisma, "Card", args)).toStrictEqual(await t.db.prisma.card.findFirst(args));
    }
    expect(await rawFindFirst(t.db.prisma, "Card", { select: { id: true }, where: { id: -1 } })).toBeNull();
  });

  it("reads a page of reviews with authors, likes and votes, as each viewer may see them", async () => {
    for (const viewer of [null, { id: member, isAdmin: false }, admin]) {
      for (const [orderBy, take, skip] of [[[{ overallRating: "desc" }, { id: "desc" }], 2, 0], [{ overallRating: "asc" }, 5, 1]] as const) {
        const where = { cardId, isLatest: true, ...visibleWhere(viewer) };
        const args = { select: reviewSelect(viewer?.id ?? member), where, orderBy, take, skip };
        expect(await rawFindMany(t.db.prisma, "Review", args)).toStrictEqual(await t.db.prisma.review.findMany(args as never));
        expect(await rawCount(t.db.prisma, "Review", where)).toBe(await t.db.prisma.review.count({ where }));
      }
    }
  });

  it("pages a relation by its primary key when no order is given, as Prisma does", async () => {
    const args = { select: { id: true, votes: { where: { userId: member }, take: 1, select: { voteType: true } } }, where: { cardId } };
    expect(await rawFindMany(t.db.prisma, "Review", args)).toStrictEqual(await t.db.prisma.review.findMany(args));
  });

  it("leaves anything outside its subset to Prisma", () => {
    const db = t.db.prisma;
    expect(rawFindMany(db, "Review", { select: { id: true }, cursor: { id: 1 } })).toBeNull();
    expect(rawFindMany(db, "Review", { select: { id: true }, where: { id: { in: [1, 2] } } })).toBeNull();
    expect(rawFindMany(db, "Review", { select: { _count: true } })).toBeNull();
    expect(rawFindMany(db, "Review", { select: { user: true } })).toBeNull();
    expect(rawFindMany(db, "Review", { select: { likes: { select: { userId: true } } } })).toBeNull();
    expect(rawFindMany(db, "FormationStat", { select: { ratingSum: true } })).toBeNull();
    expect(rawFindMany(db, "Card", { select: { boost: { select: { key: true } } } })).toBeNull();
    expect(rawFindMany(db, "Card", { select: { id: true }, where: { skillMovesList: "[]" } })).toBeNull();
    expect(rawCount(db, "Review", { NOT: { hiddenAt: null } })).toBeNull();
  });
});
