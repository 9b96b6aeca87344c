// Prisma CLI configuration: the WASM schema engine ("js") over a driver adapter, so no native
// engine is ever downloaded. The CLI only *makes* migrations (`npm run db:diff`, which diffs
// datamodels and needs no database) and generates the client; the server applies migrations
// itself at start-up (server/platform/migrate.ts).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  async adapter() {
    const url = process.env.DATABASE_URL;
    if (url?.startsWith("postgres")) return new PrismaPg({ connectionString: url });
    return new PrismaPGlite(new PGlite());
  },
});
