// Writes a new migration from the difference between the schema the last migration produced
// (prisma/migrations/schema.snapshot.prisma) and prisma/schema.prisma, then moves the snapshot on.
// Usage: npm run db:diff -- <name>
//
// Prisma 7's CLI only runs `migrate diff` on its native schema engine, which it would download;
// Prisma's WASM build of the same engine (@prisma/schema-engine-wasm) runs here instead, offline,
// over an in-memory PGlite (a datamodel-to-datamodel diff reads no database).
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { PGlite } from "@electric-sql/pglite";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as engineBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import { PrismaPGlite } from "pglite-prisma-adapter";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:diff -- <snake_case_name>");
  process.exit(1);
}
const schemaPath = path.join("prisma", "schema.prisma");
const snapshotPath = path.join("prisma", "migrations", "schema.snapshot.prisma");

/** The engine's module is built for bundlers (`import … from "./x.wasm"`): instantiate it by hand. */
async function loadSchemaEngine() {
  const bindingsFile = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const bytes = fs.readFileSync(path.join(path.dirname(bindingsFile), "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": engineBindings });
  engineBindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return engineBindings.SchemaEngine;
}

const schema = fs.readFileSync(schemaPath, "utf8");
const snapshot = fs.readFileSync(snapshotPath, "utf8");
const pglite = new PGlite();
const SchemaEngine = await loadSchemaEngine();
const engine = await SchemaEngine.new(
  { datamodels: [[schemaPath, schema]] },
  (log: string) => void log,
  // Unbound, the factory's methods lose `this` inside the engine.
  bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(pglite)),
);
const { stdout } = await engine.diff({
  from: { tag: "schemaDatamodel", files: [{ path: snapshotPath, content: snapshot }] },
  to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: schema }] },
  script: true,
  exitCode: null,
  filters: { externalTables: [], externalEnums: [] },
});
engine.free();
await pglite.close();

const sql = stdout ?? "";
if (!/^\s*(CREATE|ALTER|DROP)/m.test(sql)) {
  console.log("schema unchanged: no migration written");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join("prisma", "migrations", `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "migration.sql"), sql);
fs.copyFileSync(schemaPath, snapshotPath);
console.log(`wrote ${dir}/migration.sql`);
