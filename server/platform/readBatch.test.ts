import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../generated/prisma/client";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createBanner, createCards } from "../../test/server/factories";
import { createReadBatch } from "./readBatch";
import { trackReads } from "./rowTracking";

describe.each(BACKENDS)("read batch on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    await createCards(t.db.prisma, 5, "ST");
    await createCards(t.db.prisma, 3, "CB");
    await createBanner(t.db.prisma, { title: "첫째", displayOrder: 2 });
    await createBanner(t.db.prisma, { title: "둘째", displayOrder: 1 });
  });
  afterAll(() => t.close());

  it("sends the reads queued together as one statement, each with its own parameters and order", async () => {
    const reads = createReadBatch(t.db.prisma);
    const byPosition = (position: string, order: Prisma.Sql) =>
      reads.rows<{ id: number; name: string }>(Prisma.sql`SELECT id, name FROM "Card" WHERE position = ${position} ORDER BY ${order} LIMIT ${2}`, { reads: ["Card"] });
    const { result, queries } = await t.countQueries(() =>
      Promise.all([
        byPosition("ST", Prisma.sql`ovr DESC, id DESC`),
        byPosition("CB", Prisma.sql`id ASC`),
        reads.rows<{ n: number }>(Prisma.sql`SELECT count(*) AS n FROM "Card"`, { reads: ["Card"] }),
        reads.rows(Prisma.sql`SELECT id FROM "Card" WHERE position = ${"GK"}`, { reads: ["Card"] }),
      ]),
    );
    expect(queries).toHaveLength(1);
    const [st, cb, count, none] = result;
    const expected = (position: string, orderBy: Prisma.CardOrderByWithRelationInput[]) =>
      t.db.prisma.card.findMany({ where: { position }, orderBy, take: 2, select: { id: true, name: true } });
    expect(st).toEqual(await expected("ST", [{ ovr: "desc" }, { id: "desc" }]));
    expect(cb).toEqual(await expected("CB", [{ id: "asc" }]));
    expect(count).toEqual([{ n: 8 }]);
    expect(none).toEqual([]);
  });

  it("tells the response cache what each read declared, not that the batch read anything", async () => {
    const reads = createReadBatch(t.db.prisma);
    const { value: rows, tags } = await trackReads(() => reads.rows<{ id: number }>(Prisma.sql`SELECT id FROM "Card" ORDER BY id LIMIT ${2}`, { reads: ["Card"], rowsOf: "Card" }));
    expect([...tags].sort()).toEqual(["Card", ...rows.map((row) => `Card:${row.id}`)].sort());
  });

  it("brings timestamps back as the Dates Prisma reads", async () => {
    const reads = createReadBatch(t.db.prisma);
    const rows = await reads.rows<{ id: number; createdAt: Date; updatedAt: Date }>(
      Prisma.sql`SELECT id, "createdAt", "updatedAt" FROM "Banner" ORDER BY "displayOrder"`,
      { dates: ["createdAt", "updatedAt"], reads: ["Banner"] },
    );
    expect(rows).toEqual(await t.db.prisma.banner.findMany({ select: { id: true, createdAt: true, updatedAt: true }, orderBy: { displayOrder: "asc" } }));
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });

  it("sends a read queued after the batch left in a statement of its own", async () => {
    const reads = createReadBatch(t.db.prisma);
    const { result, queries } = await t.countQueries(async () => {
      const first = await reads.rows<{ n: number }>(Prisma.sql`SELECT 1 AS n`, { reads: [] });
      const second = await reads.rows<{ n: number }>(Prisma.sql`SELECT 2 AS n`, { reads: [] });
      return [first, second];
    });
    expect(result).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(queries).toHaveLength(2);
  });

  it("fails every read of a batch whose statement fails", async () => {
    const reads = createReadBatch(t.db.prisma);
    const results = await Promise.allSettled([
      reads.rows(Prisma.sql`SELECT 1 AS n`, { reads: [] }),
      reads.rows(Prisma.sql`SELECT * FROM "NoSuchTable"`, { reads: [] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  });
});
