import fs from "node:fs";
import path from "node:path";
import { parseConfig } from "./config";
import { buildApp } from "./app";
import { isEmpty, seedDatabase } from "../prisma/seed/index";

const config = parseConfig();

if (process.argv.includes("--build-client-if-needed") && !fs.existsSync(path.join(config.clientDir, "index.html"))) {
  console.log("클라이언트 빌드 중… (first start only)");
  const { build } = await import("vite");
  await build({ logLevel: "warn" });
}

const started = Date.now();
const app = await buildApp(config);
const { database } = app.services;
if (config.seed !== "none" && (await isEmpty(database))) {
  const summary = await seedDatabase(database, config.seed);
  console.log(`demo data loaded: ${summary.cards} cards, ${summary.reviews} reviews, ${summary.users} users in ${summary.ms} ms`);
}
const url = await app.start();
console.log(
  `FC 모바일 카드 DB listening on ${url} (${database.kind}, events: ${app.services.events.kind}) in ${Date.now() - started} ms`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(`${signal}: shutting down`);
    app.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
