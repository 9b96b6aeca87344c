import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";
import { CREATE, cardGid, payload, points, restClient } from "../../test/server/reviewsKit";
import { logger } from "./logger";
import { TRANSACTION_ATTEMPTS, TRANSACTION_CONFLICT, transaction } from "./transaction";

type U = Awaited<ReturnType<typeof createUser>>;

/** Makes every Review insert fail with a real SQLSTATE while the sequence is below `failures` (sequences ignore rollbacks, so they count attempts). */
async function failReviewInserts(t: TestApp, sqlstate: string, failures: number) {
  await t.db.execScript(`
    DROP TRIGGER IF EXISTS inject_conflict ON "Review";
    DROP SEQUENCE IF EXISTS inject_attempts;
    CREATE SEQUENCE inject_attempts;
    CREATE OR REPLACE FUNCTION inject_conflict() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF nextval('inject_attempts') <= ${failures} THEN RAISE EXCEPTION 'injected' USING ERRCODE = '${sqlstate}'; END IF;
      RETURN NEW;
    END $fn$;
    CREATE TRIGGER inject_conflict BEFORE INSERT ON "Review" FOR EACH ROW EXECUTE FUNCTION inject_conflict();`);
}

async function attempts(t: TestApp) {
  const [row] = await t.db.prisma.$queryRawUnsafe<{ last_value: bigint; is_called: boolean }[]>(`SELECT last_value, is_called FROM inject_attempts`);
  return row.is_called ? Number(row.last_value) : 0;
}

describe.each(BACKENDS)("transaction retries on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let member: U;
  let cardIds: number[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    member = await createUser(t.db.prisma);
    cardIds = (await createCards(t.db.prisma, 3)).map((c) => c.id);
  });
  afterAll(() => t.close());

  it("retries a deadlock and a serialization failure: the review is stored once, points once", async () => {
    await failReviewInserts(t, "40P01", 2);
    const first = await rest("/api/reviews", member.token, "POST", { cardId: cardIds[0], ...payload() });
    expect(first.status).toBe(200);
    expect(await attempts(t)).toBe(3);
    await failReviewInserts(t, "40001", 1);
    const second = await rest("/api/reviews", member.token, "POST", { cardId: cardIds[1], ...payload() });
    expect(second.status).toBe(200);
    expect(await attempts(t)).toBe(2);
    expect(await t.db.prisma.review.count({ where: { userId: member.user.id } })).toBe(2);
    expect(await points(t, member.user.id)).toBe(6);
  });

  it("gives up after a bounded number of attempts with a Korean 409 on REST and a typed error on GraphQL", async () => {
    await failReviewInserts(t, "40P01", 1_000);
    const r = await rest("/api/reviews", member.token, "POST", { cardId: cardIds[2], ...payload() });
    expect(r).toEqual({ status: 409, body: { message: TRANSACTION_CONFLICT } });
    expect(await attempts(t)).toBe(TRANSACTION_ATTEMPTS);
    const g = await t.gql(CREATE, { cardId: cardGid(cardIds[2]), input: payload() }, member.token);
    expect(JSON.stringify(g)).not.toContain("Unexpected error");
    const message = g.data?.createReview?.message ?? g.errors?.[0]?.message;
    expect(message).toBe(TRANSACTION_CONFLICT);
    expect(await attempts(t)).toBe(2 * TRANSACTION_ATTEMPTS);
    expect(await t.db.prisma.review.count({ where: { cardId: cardIds[2] } })).toBe(0);
    await t.db.execScript(`DROP TRIGGER inject_conflict ON "Review"`);
  });

  // PostgreSQL only: PGlite serves one session at a time, so two transactions never hold locks at once there.
  it.runIf(backend === "postgres")("two transactions locking two rows in opposite orders both commit: the deadlock victim is retried", async () => {
    await t.db.execScript(`CREATE TABLE lock_pair (id int PRIMARY KEY, v int NOT NULL); INSERT INTO lock_pair VALUES (1, 0), (2, 0);`);
    let runs = 0;
    let arrived = 0;
    let release!: () => void;
    const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
    const bump = (first: number, second: number) =>
      transaction(t.db.prisma, async (tx) => {
        runs++;
        await tx.$executeRawUnsafe(`UPDATE lock_pair SET v = v + 1 WHERE id = ${first}`);
        if (++arrived === 2) release();
        await bothHoldOne;
        await tx.$executeRawUnsafe(`UPDATE lock_pair SET v = v + 1 WHERE id = ${second}`);
      });
    await Promise.all([bump(1, 2), bump(2, 1)]);
    // Usually 3: one victim, retried once. On a loaded machine the retry can take the row its
    // rival was woken for before that rival runs again, and deadlock once more; it is retried too.
    expect(runs).toBeGreaterThanOrEqual(3);
    const rows = await t.db.prisma.$queryRawUnsafe<{ v: number }[]>(`SELECT v FROM lock_pair ORDER BY id`);
    expect(rows.map((r) => r.v)).toEqual([2, 2]);
  });

  // PostgreSQL only, as above: concurrency needs more than one session.
  it.runIf(backend === "postgres")("re-reviews swapping formations and likes of the same reviews run concurrently without a single deadlock", async () => {
    const retries = vi.spyOn(logger, "info");
    const [a, b, liker] = [await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma)];
    const cards = (await createCards(t.db.prisma, 2)).slice(0, 2).map((c) => c.id);
    const X = "4-3-3 홀딩";
    const Y = "4-3-3 공격";
    const review = async (u: U, cardId: number, formation: string) => {
      const r = await rest("/api/reviews", u.token, "POST", { cardId, ...payload({ formation }) });
      expect(r.status).toBe(200);
      return r.body.id as number;
    };
    let ra = await review(a, cards[0], X);
    let rb = await review(b, cards[1], Y);
    for (let round = 0; round < 15; round++) {
      const [fa, fb] = round % 2 === 0 ? [Y, X] : [X, Y];
      const [na, nb, la, lb] = await Promise.all([
        review(a, cards[0], fa),
        review(b, cards[1], fb),
        rest(`/api/reviews/${ra}/like`, liker.token, "POST"),
        rest(`/api/reviews/${rb}/like`, liker.token, "POST"),
      ]);
      expect([la.status, lb.status]).toEqual([200, 200]);
      [ra, rb] = [na, nb];
    }
    const deadlocks = retries.mock.calls.filter((c) => c[1] === "transaction: retrying after a deadlock or serialization failure").length;
    retries.mockRestore();
    expect(deadlocks).toBe(0);
    const stats = await t.db.prisma.formationStat.findMany({ where: { formation: { in: [X, Y] } } });
    const shown = await t.db.prisma.review.count({ where: { formation: { in: [X, Y] }, isLatest: true } });
    expect(stats.reduce((n, s) => n + s.reviewCount, 0)).toBe(shown);
  });
});
