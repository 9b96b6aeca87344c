import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../generated/prisma/client";
import { openDatabase, type Database } from "./db";
import { writtenTables, type WrittenTables } from "./writeWatch";

const MODELS = Object.values(Prisma.ModelName) as string[];
/** Written by hand besides the models: the migration runner's own bookkeeping. */
const TABLES = [...MODELS, "_prisma_migrations"];

describe("writtenTables", () => {
  it("names the tables of Prisma's and our own writes, and nothing for reads and row locks", () => {
    expect(writtenTables(`INSERT INTO "public"."Review" ("cardId") VALUES ($1)`)).toEqual(["Review"]);
    expect(writtenTables(`UPDATE "public"."Card" SET "name" = $1 WHERE "id" = $2`)).toEqual(["Card"]);
    expect(writtenTables(`DELETE FROM "public"."Post" WHERE "id" = $1`)).toEqual(["Post"]);
    expect(writtenTables(`WITH v AS (INSERT INTO "PostView" ("postId") VALUES (1) ON CONFLICT DO NOTHING RETURNING 1)
      UPDATE "Post" SET views = views + 1 WHERE id = 1`)).toEqual(["PostView", "Post"]);
    expect(writtenTables(`INSERT INTO "VisitorSession" (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET "lastSeen" = now()`)).toEqual(["VisitorSession"]);
    expect(writtenTables(`SELECT id FROM "public"."Review" WHERE id = $1 FOR UPDATE`)).toEqual([]);
    expect(writtenTables(`SELECT "t0"."id", "t0"."updatedAt" FROM "public"."Card" AS "t0"`)).toEqual([]);
    expect(writtenTables(`TRUNCATE TABLE "Banner"`)).toEqual(["Banner"]);
  });

  it("reads every write statement the server writes by hand as a write to one of our tables", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const files = fs.readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.startsWith("generated"));
    const found: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      // SQL keywords are upper case in our code and table names quoted (PostgreSQL folds bare names).
      for (const match of source.matchAll(/(?:INSERT INTO|DELETE FROM|(?<!FOR |DO )UPDATE)\s+"[^\s(]+/g)) {
        const tables = writtenTables(match[0]);
        expect(tables, `${file}: ${match[0]}`).toHaveLength(1);
        expect(TABLES, `${file}: ${match[0]}`).toContain(tables[0]);
        found.push(tables[0]);
      }
    }
    // The raw writes this guards today (post views, counters, summaries…), so the scan is known to look.
    expect(found.length).toBeGreaterThan(5);
  });
});

describe("watchWrites on every table", () => {
  let db: Database;
  const seen: WrittenTables[] = [];
  beforeAll(async () => {
    db = await openDatabase({});
    const { migrate } = await import("./migrate");
    await migrate(db);
    db.onWrite((tables) => seen.push(tables));
  });
  afterAll(() => db.close());

  it("reports a write to each model's table, on its own and inside a transaction", async () => {
    for (const model of MODELS) {
      seen.length = 0;
      const delegate = (db.prisma as unknown as Record<string, { deleteMany(args: object): Promise<unknown> }>)[model[0].toLowerCase() + model.slice(1)];
      await delegate.deleteMany({});
      expect(seen.some((tables) => tables.has(model)), model).toBe(true);
    }
    seen.length = 0;
    await db.prisma.$transaction(async (tx) => {
      await tx.banner.deleteMany({});
      expect(seen).toHaveLength(1);
    });
    // Once more after the commit.
    expect(seen.map((tables) => [...tables])).toEqual([["Banner"], ["Banner"]]);
  });

  it("reports a script run outside Prisma as a write to anything", async () => {
    seen.length = 0;
    await db.execScript(`SELECT 1`);
    expect(seen.map((tables) => [...tables])).toEqual([["*"]]);
  });
});
