import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { seedDatabase } from "../../prisma/seed/index";

// The home page as the browser asks for it: the persisted HomeRouteQuery on the demo data.
const artifact = fs.readFileSync(new URL("../../client/__generated__/HomeRouteQuery.graphql.ts", import.meta.url), "utf8");
const HOME_QUERY_ID = /"id": "([0-9a-f]{64})"/.exec(artifact)![1];
/**
 * The answer recorded from the one-statement-per-read resolvers (10 statements) before they were
 * batched; the demo data is deterministic, so any difference is a changed answer.
 */
const RECORDED_ANSWER = JSON.parse(fs.readFileSync(new URL("./homeRouteQuery.answer.json", import.meta.url), "utf8")) as unknown;

describe.each(BACKENDS)("the home page query on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // No response cache: every request below is a cache miss.
    t = await startTestApp(backend, { RESPONSE_CACHE_TTL_MS: "0" });
    await seedDatabase(t.db, "demo");
  });
  afterAll(() => t.close());

  const home = async () => {
    const response = await t.app.yoga.fetch("http://test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ operationName: "HomeRouteQuery", extensions: { persistedQuery: { version: 1, sha256Hash: HOME_QUERY_ID } } }),
    });
    return response.json() as Promise<unknown>;
  };

  it("answers what the unbatched resolvers answered, in at most 4 SQL statements", async () => {
    const { result, queries } = await t.countQueries(home);
    expect(result).toEqual(RECORDED_ANSWER);
    expect(queries.length).toBeLessThanOrEqual(4);
  });
});
