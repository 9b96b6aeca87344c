import { auditServer } from "graphql-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/server/harness";

describe("GraphQL over HTTP spec audit (graphql-http) with the response cache on", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { RESPONSE_CACHE_TTL_MS: "30000" });
  });
  afterAll(() => t.close());

  it("passes every audit: no error, no warning", async () => {
    // Twice: the second run meets answers the first one left in the cache.
    for (let run = 0; run < 2; run++) {
      const results = await auditServer({ url: `${t.url}/graphql` });
      // "notice" marks a MAY of the spec; errors (MUST) and warnings (SHOULD) must not happen.
      const failed = results.filter((r) => r.status === "error" || r.status === "warn").map((r) => `${r.status} ${r.id} ${r.name}: ${"reason" in r ? r.reason : ""}`);
      expect(failed, `run ${run + 1}`).toEqual([]);
      expect(results.length).toBeGreaterThan(50);
    }
    expect(t.app.services.responses.stats().entries).toBeGreaterThan(0);
  });
});
