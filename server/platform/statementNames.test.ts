import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/server/harness";
import { createCards } from "../../test/server/factories";
import { statementNames } from "./statementNames";

/** The name generator alone. */
const generator = (limit?: number) => statementNames(limit).name;

describe("statementNames", () => {
  /** The name a text gets once it is run again (the first run leaves it unnamed). */
  const named = (name: ReturnType<typeof generator>, sql: string) => {
    expect(name({ sql })).toBe("");
    return name({ sql });
  };

  it("names a text on its second run, and keeps one name per text", () => {
    const name = generator();
    const card = named(name, `SELECT "id" FROM "Card" WHERE "id" = $1`);
    expect(card).not.toBe("");
    expect(name({ sql: `SELECT "id" FROM "Card" WHERE "id" = $1` })).toBe(card);
    const review = named(name, `SELECT "id" FROM "Review" WHERE "id" = $1`);
    expect(review).not.toBe("");
    expect(review).not.toBe(card);
  });

  it("leaves pattern matches unnamed: their plan depends on the pattern", () => {
    const name = generator();
    for (const sql of [`SELECT id FROM "Card" WHERE "searchKey" LIKE $1`, `SELECT id FROM "Post" WHERE "title" ILIKE $1`, `SELECT id FROM "Card" WHERE "searchKey" ~ $1`]) {
      expect([name({ sql }), name({ sql }), name({ sql })]).toEqual(["", "", ""]);
    }
  });

  it("leaves lists of values unnamed: Prisma writes one text per length", () => {
    const name = generator();
    const sql = `SELECT "t0"."id" FROM "public"."Card" AS "t0" WHERE "t0"."id" IN ($1,$2,$3)`;
    expect([name({ sql }), name({ sql })]).toEqual(["", ""]);
    expect(named(name, `SELECT "t0"."id" FROM "public"."Card" AS "t0" WHERE "t0"."id" IN ($1)`)).not.toBe("");
  });

  it("names no more than the limit, so a connection's prepared statements stay bounded", () => {
    const name = generator(2);
    const first = named(name, "SELECT 1");
    const second = named(name, "SELECT 2");
    expect(named(name, "SELECT 3")).toBe("");
    expect([name({ sql: "SELECT 1" }), name({ sql: "SELECT 2" })]).toEqual([first, second]);
    expect(first).not.toBe(second);
  });
});

describe("forgetting the names", () => {
  it("gives every text a name never used before, named again on its second run", () => {
    const names = statementNames();
    const sql = `SELECT "id" FROM "Card" WHERE "id" = $1`;
    names.name({ sql });
    const before = names.name({ sql });
    names.forget();
    expect(names.name({ sql })).toBe("");
    const after = names.name({ sql });
    expect(after).not.toBe("");
    expect(after).not.toBe(before);
  });
});

describe("prepared statements on PostgreSQL", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp("postgres");
    await createCards(t.db.prisma, 2);
  });
  afterAll(() => t?.close());

  it("keeps Prisma's statements prepared on the connection, and searches by text unprepared", async () => {
    const prepared = await t.db.prisma.$transaction(async (tx) => {
      await tx.card.findMany({ where: { ovr: { gte: 1 } }, select: { id: true } });
      await tx.card.findMany({ where: { ovr: { gte: 2 } }, select: { id: true } });
      await tx.card.findMany({ where: { name: { contains: "선수" } }, select: { id: true } });
      return tx.$queryRaw<{ statement: string }[]>`SELECT statement FROM pg_prepared_statements`;
    });
    const statements = prepared.map((p) => p.statement);
    expect(statements.filter((s) => s.includes(`"ovr" >=`))).toHaveLength(1);
    expect(statements.some((s) => s.includes("LIKE"))).toBe(false);
  });

  it("prepares again after a column changes type under it, instead of failing until a restart", async () => {
    const read = () => t.db.prisma.card.findMany({ where: { ovr: { gte: 1 } }, select: { id: true, height: true }, orderBy: { id: "asc" } });
    // Prepared on several of the pool's connections, as under load.
    for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: 6 }, read));
    await t.db.execScript(`ALTER TABLE "Card" ALTER COLUMN height TYPE bigint`);
    const outcomes = [];
    for (let i = 0; i < 12; i++) outcomes.push(await read().then(() => "ok", (error: Error) => error.message));
    expect(outcomes).toEqual(Array(12).fill("ok"));
  });

  it("fails a transaction that met the change once, and prepares afresh for the next", async () => {
    const read = (tx: Pick<TestApp["db"]["prisma"], "card">) => tx.card.findMany({ where: { ovr: { gte: 2 } }, select: { id: true, weight: true } });
    const inTransaction = () => t.db.prisma.$transaction(async (tx) => read(tx)).then(() => "ok", () => "failed");
    for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: 6 }, () => read(t.db.prisma)));
    await t.db.execScript(`ALTER TABLE "Card" ALTER COLUMN weight TYPE bigint`);
    // The first may meet a stale statement (the transaction is then aborted, retry or not); no later one may.
    await inTransaction();
    const later = [];
    for (let i = 0; i < 6; i++) later.push(await inTransaction());
    expect(later).toEqual(Array(6).fill("ok"));
  });
});
