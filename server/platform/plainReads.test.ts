import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/server/harness";
import { createCards } from "../../test/server/factories";
import type { Tags } from "./rowTags";
import { trackReads } from "./rowTracking";

// The client's model reads skip Prisma's extension chain (./plainReads.ts); these hold them to what
// the extension did for them, and the rest of the client to the extended one.
describe.each(["pglite", "postgres"] as const)("model reads without extensions (%s)", (backend) => {
  let t: TestApp;
  let cardIds: number[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    cardIds = (await createCards(t.db.prisma, 2)).map((card) => card.id);
  });
  afterAll(() => t?.close());

  it("notes what a read read for the response cache, as the extension does", async () => {
    const [id] = cardIds;
    const { value, tags } = await trackReads(() => t.db.prisma.card.findUnique({ where: { id }, select: { id: true, reviews: { select: { id: true } } } }));
    expect(value).toEqual({ id, reviews: [] });
    expect([...tags].sort()).toEqual([`Card:${id}`, `Card:${id}/Review`]);
    const list = await trackReads(() => t.db.prisma.card.count());
    expect(list.value).toBe(2);
    expect([...list.tags]).toEqual(["Card"]);
  });

  it("answers outside a tracked request, and reads of several cards in one tick alike", async () => {
    const rows = await Promise.all(cardIds.map((id) => t.db.prisma.card.findUniqueOrThrow({ where: { id }, select: { id: true } })));
    expect(rows).toEqual(cardIds.map((id) => ({ id })));
    await expect(t.db.prisma.card.findUniqueOrThrow({ where: { id: -1 } })).rejects.toMatchObject({ code: "P2025" });
  });

  it("still reports every write, in and out of a transaction, and runs raw statements", async () => {
    const seen: Tags[] = [];
    const stop = t.db.onWrite((tags) => seen.push(tags));
    try {
      const [id] = cardIds;
      await t.db.prisma.card.update({ where: { id }, data: { name: "갱신" } });
      await t.db.prisma.$transaction(async (tx) => {
        await tx.card.update({ where: { id }, data: { name: "다시" } });
        expect(await tx.card.count()).toBe(2);
      });
      expect(seen.map((tags) => [...tags].filter((tag) => tag === `Card:${id}`))).toEqual([[`Card:${id}`], [`Card:${id}`]]);
      const [row] = await t.db.prisma.$queryRaw<{ name: string }[]>`SELECT name FROM "Card" WHERE id = ${id}`;
      expect(row?.name).toBe("다시");
    } finally {
      stop();
    }
  });
});
