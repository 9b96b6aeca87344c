import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./db";

describe("the statement log (onQuery)", () => {
  const opened: Database[] = [];
  const open = async (statementLog?: boolean) => {
    const db = await openDatabase({ statementLog });
    opened.push(db);
    return db;
  };
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  it("passes each statement to the listeners when asked for, and stops at unsubscribe", async () => {
    const db = await open(true);
    const seen: string[] = [];
    const off = db.onQuery((entry) => seen.push(entry.query));
    await db.prisma.$queryRaw`SELECT 41 + 1 AS answer`;
    off();
    await db.prisma.$queryRaw`SELECT 2 AS after_off`;
    expect(seen.some((sql) => sql.includes("41 + 1"))).toBe(true);
    expect(seen.some((sql) => sql.includes("after_off"))).toBe(false);
  });

  it("is off by default (production), and a listener then fails loudly instead of hearing nothing", async () => {
    const db = await open();
    expect(() => db.onQuery(() => {})).toThrow(/statementLog: true/);
    expect(await db.prisma.$queryRaw<{ answer: number }[]>`SELECT 41 + 1 AS answer`).toEqual([{ answer: 42 }]);
  });
});
