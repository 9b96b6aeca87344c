import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORMATION_NAMES } from "../../../domain/formations";
import { POSITION_BREAK_OPTIONS } from "../../../domain/positions";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";

// A seeded generator, so a failure replays the same writes.
function rng(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

const SUMMARY = `SELECT formation, "reviewCount"::int AS n, "ratingSum"::float8 AS total FROM "FormationStat" WHERE "reviewCount" <> 0 ORDER BY 1`;
const RECOUNT = `SELECT formation, count(*)::int AS n, sum("overallRating"::numeric)::float8 AS total FROM "Review" WHERE "isLatest" AND "hiddenAt" IS NULL GROUP BY 1 ORDER BY 1`;
const CARD_SUMMARY = `SELECT formation, "cardId", "positionBreak", position, "reviewCount"::int AS n, "ratingSum"::float8 AS total
  FROM "FormationCardStat" WHERE "reviewCount" <> 0 ORDER BY 1, 2, 3`;
const CARD_RECOUNT = `SELECT r.formation, r."cardId", COALESCE(r."positionBreak", '') AS "positionBreak", COALESCE(NULLIF(r."positionBreak", ''), c.position) AS position,
  count(*)::int AS n, sum(r."overallRating"::numeric)::float8 AS total
  FROM "Review" r JOIN "Card" c ON c.id = r."cardId" WHERE r."isLatest" AND r."hiddenAt" IS NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3`;

describe.each(BACKENDS)("formation summaries against a full recount on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("stay exact after random writes, edits, replacements, deletes, hides, unhides and card position changes", async () => {
    const db = t.db.prisma;
    const random = rng(backend === "pglite" ? 7 : 11);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const cards = await createCards(db, 6);
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser(db)));
    const admin = await createUser(db, { isAdmin: true });
    const formations = FORMATION_NAMES.slice(0, 4);
    const send = (method: string, path: string, token: string, body?: unknown) =>
      fetch(`${t.url}${path}`, { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
    const payload = () => ({
      formation: pick(formations),
      positionBreak: random() < 0.4 ? pick(POSITION_BREAK_OPTIONS) : null,
      ...Object.fromEntries(["paceRating", "shootingRating", "passingRating", "agilityRating", "defenseRating", "physicalRating"].map((k) => [k, 1 + Math.floor(random() * 10)])),
    });
    // Moderation: a hidden review leaves the summaries like a deleted one and comes back when shown again.
    const hide = async (reviewId: number) => {
      const review = await db.review.findUniqueOrThrow({ where: { id: reviewId }, select: { userId: true } });
      const reporter = users.find((u) => u.user.id !== review.userId)!;
      await send("POST", "/api/reports", reporter.token, { targetType: "REVIEW", targetId: reviewId, reason: "SPAM" });
      const report = await db.report.findFirstOrThrow({ where: { targetType: "REVIEW", targetId: reviewId } });
      expect((await send("POST", `/api/admin/reports/${report.id}/hide`, admin.token)).status).toBe(200);
    };
    const unhide = async (reviewId: number) => {
      const res = await t.gql(`mutation ($id: ID!) { unhideContent(targetId: $id) { __typename } }`, { id: Buffer.from(`Review:${reviewId}`).toString("base64") }, admin.token);
      expect(res.data.unhideContent.__typename).toBe("MutationUnhideContentSuccess");
    };
    for (let step = 0; step < 70; step++) {
      const user = pick(users);
      const roll = random();
      const mine = await db.review.findMany({ where: { userId: user.user.id }, select: { id: true } });
      if (roll < 0.5 || mine.length === 0) {
        // Creating again for the same card replaces the user's shown review.
        expect((await send("POST", "/api/reviews", user.token, { cardId: pick(cards).id, ...payload() })).status).toBe(200);
      } else if (roll < 0.75) {
        expect((await send("PUT", `/api/reviews/${pick(mine).id}`, user.token, payload())).status).toBe(200);
      } else if (roll < 0.85) {
        expect((await send("DELETE", `/api/reviews/${pick(mine).id}`, user.token)).status).toBe(200);
      } else if (roll < 0.92) {
        await hide(pick(mine).id);
      } else if (roll < 0.95) {
        const hidden = await db.review.findMany({ where: { hiddenAt: { not: null } }, select: { id: true } });
        if (hidden.length > 0) await unhide(pick(hidden).id);
      } else {
        await db.card.update({ where: { id: pick(cards).id }, data: { position: pick(["ST", "CM", "CB", "LW"]) } });
      }
    }
    await hide((await db.review.findFirstOrThrow({ where: { isLatest: true, hiddenAt: null } })).id);
    expect(await db.review.count({ where: { isLatest: true } })).toBeGreaterThan(5);
    expect(await db.review.count({ where: { isLatest: true, hiddenAt: { not: null } } })).toBeGreaterThan(0);
    expect(await db.$queryRawUnsafe(SUMMARY)).toEqual(await db.$queryRawUnsafe(RECOUNT));
    expect(await db.$queryRawUnsafe(CARD_SUMMARY)).toEqual(await db.$queryRawUnsafe(CARD_RECOUNT));
  });
});
