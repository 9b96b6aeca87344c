import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase, killServer, spawnServer, type ServerProcess } from "../../test/server/processes";
import { BACKENDS } from "../../test/server/harness";
import { openDatabase, type Database } from "./db";
import { MigrationChecksumError, migrate } from "./migrate";

const INIT = "20261122000000_init";
const initSql = fs.readFileSync(path.resolve(import.meta.dirname, `../../prisma/migrations/${INIT}/migration.sql`), "utf8");
const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

/** A database on the engine, reopenable by a server process: a scratch PostgreSQL database or a PGlite directory. */
async function scratch(backend: (typeof BACKENDS)[number]): Promise<{ env: Record<string, string>; open(): Promise<Database>; drop(): Promise<void> }> {
  if (backend === "postgres") {
    const pg = await createScratchDatabase();
    return { env: { DATABASE_URL: pg.url }, open: () => openDatabase({ databaseUrl: pg.url }), drop: pg.drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-migrate-"));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    open: () => openDatabase({ pgliteDir: path.join(dataDir, "pglite") }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

const setChecksum = (db: Database, checksum: string) =>
  db.prisma.$executeRawUnsafe(`UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2`, checksum, INIT);

describe.each(BACKENDS)("migrations on %s", (backend) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("records Prisma's checksum, accepts a CRLF checkout of the same file and refuses an edited one; the server will not start on it", { timeout: 180_000 }, async () => {
    const database = await scratch(backend);
    cleanups.push(database.drop);
    const db = await database.open();
    let dbOpen = true;
    cleanups.push(async () => dbOpen && db.close());

    expect(await migrate(db)).toContain(INIT);
    const [row] = await db.prisma.$queryRawUnsafe<{ checksum: string }[]>(`SELECT checksum FROM "_prisma_migrations" WHERE migration_name = $1`, INIT);
    expect(row.checksum).toBe(sha256(initSql));
    expect(await migrate(db)).toEqual([]);

    // Applied from a Windows checkout (CRLF): the same migration, as Prisma treats it.
    await setChecksum(db, sha256(initSql.replace(/\n/g, "\r\n")));
    expect(await migrate(db)).toEqual([]);

    // Applied from a file that has since been edited.
    await setChecksum(db, sha256(`${initSql}\n-- edited`));
    const error = await migrate(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationChecksumError);
    expect((error as Error).message).toContain(INIT);
    await db.close();
    dbOpen = false;

    const server: ServerProcess = spawnServer({ ...database.env, SEED: "none" });
    cleanups.push(() => killServer(server));
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const fatal = server.lines.filter((l) => l.level === 60);
    expect(fatal).toHaveLength(1);
    expect(fatal[0].msg).toMatch(new RegExp(`^migration ${INIT} was edited after it was applied .*put the change in a new migration$`));
    expect(server.lines.filter((l) => l.level === 50)).toEqual([]);
  });
});
