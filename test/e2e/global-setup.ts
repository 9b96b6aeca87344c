import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { build } from "vite";
import { parseConfig } from "../../server/config";
import { buildApp } from "../../server/app";
import { DEMO_ACCOUNTS, seedDatabase } from "../../prisma/seed/index";
import { createSession } from "../../server/core/session";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** A live session of the demo member, for signed-in pages. */
    demoToken: string;
  }
}

/**
 * Builds the client and its server renderer as shipped, then serves it with the real server on in-memory PGlite
 * loaded with the demo data set, exactly what `npm start` serves.
 */
export default async function setup(project: TestProject) {
  const outDir = path.resolve("dist", "client");
  // Vitest sets NODE_ENV=test, which Vite's build would keep: React's development build, whose
  // timing (and StrictMode's double renders) is not what a visitor gets.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    if (process.env.E2E_SKIP_BUILD !== "1" || !fs.existsSync(path.join(outDir, "index.html"))) {
      await build({ logLevel: "warn" });
    }
    // The server renderer (vite.config.ts's SSR build): pages are served rendered, as by `npm start`.
    if (process.env.E2E_SKIP_BUILD !== "1" || !fs.existsSync(path.resolve("dist", "ssr", "entryServer.mjs"))) {
      await build({ logLevel: "warn", build: { ssr: true } });
    }
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  const config = parseConfig({ ...process.env, NODE_ENV: "test", DATABASE_URL: "memory://", REDIS_URL: "", SEED: "none", PORT: "0", DEV_MAILBOX: "1", TRUST_PROXY: "1" });
  const app = await buildApp({ ...config, redisUrl: undefined });
  await seedDatabase(app.services.database, "demo");
  const url = await app.start(0, "127.0.0.1");
  const prisma = app.services.database.prisma;
  const demo = await prisma.user.findUniqueOrThrow({ where: { username: DEMO_ACCOUNTS.member.username } });
  project.provide("baseUrl", url);
  project.provide("demoToken", await createSession(prisma, demo.id, 1));
  return async () => {
    await app.stop();
  };
}
