import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/server/harness";
import { persistedOperationNames } from "../graphql/persistedOperations";
import { seeded } from "../../test/server/fuzzInputs";

const NAMES = 1000;

/** The distinct request series (a histogram's buckets, sum and count are one series per label set). */
const requestSeries = (text: string) =>
  new Set(
    text
      .split("\n")
      .filter((line) => /^(http|graphql)_request/.test(line))
      .map((line) => line.replace(/_(bucket|sum|count)\{/, "{").replace(/le="[^"]*",?/, "").replace(/ .*$/, "")),
  ).size;

describe("metric labels stay bounded", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());

  const metrics = async () => (await fetch(t.url + "/metrics")).text();

  it(`adds at most one series for ${NAMES} made-up paths, methods and operation names`, async () => {
    const rng = seeded(20261126);
    const word = () => Math.floor(rng() * 36 ** 8).toString(36);
    // One of each first, so the label every made-up name shares exists before counting.
    for (const method of ["GET", "PATCH"]) await (await fetch(`${t.url}/api/${word()}`, { method })).text();
    await (await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: `query ${"Q" + word()} { __typename }` }) })).text();
    await metrics(); // the scrape itself is a request with its own series
    const before = requestSeries(await metrics());

    for (let i = 0; i < NAMES; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, j) => {
          const response =
            (i + j) % 2 === 0
              ? await fetch(`${t.url}/api/${word()}/${word()}`, { method: (i + j) % 4 === 0 ? "GET" : "PATCH" })
              : await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: `query ${"Q" + word()} { __typename }` }) });
          await response.text();
        }),
      );
    }
    const after = await metrics();
    expect(requestSeries(after) - before).toBeLessThanOrEqual(1);
    expect(after).toMatch(/^http_requests_total\{method="GET",route="other",status="404"\} \d+$/m);
    expect(after).toMatch(/^graphql_requests_total\{operation="other"\} \d+$/m);
  });

  it("labels REST requests by their registered route and the client's operations by name", async () => {
    await (await fetch(`${t.url}/api/cards/12345`)).text();
    const [name] = persistedOperationNames;
    await (await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: `query ${name} { __typename }` }) })).text();
    const text = await metrics();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/cards\/:id",status="404"\} 1$/m);
    expect(text).toContain(`graphql_requests_total{operation="${name}"} 1`);
    expect(persistedOperationNames.size).toBeGreaterThan(50);
  });
});
