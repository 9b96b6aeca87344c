// Writes a new migration from the difference between the schema the last migration produced
// (prisma/migrations/schema.snapshot.prisma) and prisma/schema.prisma, then moves the snapshot on.
// Usage: npm run db:diff -- <name>
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:diff -- <snake_case_name>");
  process.exit(1);
}
const snapshot = path.join("prisma", "migrations", "schema.snapshot.prisma");
const sql = execFileSync(
  "prisma",
  ["migrate", "diff", "--from-schema-datamodel", snapshot, "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
  { encoding: "utf8" },
);
if (!/^\s*(CREATE|ALTER|DROP)/m.test(sql)) {
  console.log("schema unchanged: no migration written");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join("prisma", "migrations", `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "migration.sql"), sql);
fs.copyFileSync(path.join("prisma", "schema.prisma"), snapshot);
console.log(`wrote ${dir}/migration.sql`);
