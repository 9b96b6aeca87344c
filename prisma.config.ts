// Prisma CLI configuration. The CLI only generates the client here (`npm run db:generate`):
// migrations are made by scripts/migration-diff.ts on the WASM schema engine and applied by the
// server at start-up (server/platform/migrate.ts), so the 7.x CLI's native schema engine is never
// needed (nor downloaded: scripts/prisma-env.mjs points it at a placeholder).
import path from "node:path";
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
});
