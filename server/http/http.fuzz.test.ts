import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";
import { seeded } from "../../test/server/fuzzInputs";
import { fuzzRequest, isFailure, stubClientDir } from "../../test/server/fuzzRequests";
import { createRestRouter } from "../routes";

const REQUESTS_PER_BACKEND = 1000;
const CONCURRENCY = 8;

describe.each(BACKENDS)("HTTP fuzz on %s", (backend) => {
  let t: TestApp;
  let ids: number[];
  let tokens: (string | undefined)[];

  beforeAll(async () => {
    // A site that can send mail (a development mailbox), so hostile requests reach the mail handlers, not only the 503 of a mail-less site.
    t = await startTestApp(backend, { DEV_MAILBOX: "1", CLIENT_DIR: stubClientDir() });
    const cards = await createCards(t.db.prisma, 8);
    const member = await createUser(t.db.prisma);
    const admin = await createUser(t.db.prisma, { isAdmin: true });
    ids = [...cards.slice(0, 4).map((c) => c.id), member.user.id, 1, 2];
    tokens = [undefined, member.token, admin.token, "not-a-token"];
  });
  afterAll(() => t.close());

  it(`sends ${REQUESTS_PER_BACKEND} seeded hostile requests to every REST route and GraphQL: no 5xx, no stack, no SQL, no masked error`, async () => {
    const rng = seeded(backend === "pglite" ? 20261124 : 20261125);
    const routes = createRestRouter().routes;
    const failures: string[] = [];
    const statuses = new Map<number, number>();

    const requests = Array.from({ length: REQUESTS_PER_BACKEND }, (_, i) => fuzzRequest(rng, i, { routes, ids, tokens }));
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const { path, init } = requests[next++];
        const response = await fetch(t.url + path, init);
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (isFailure(response.status, text)) {
          failures.push(`${init.method} ${path} ${String(init.body).slice(0, 120)} → ${response.status} ${text.slice(0, 200)}`);
        }
      }
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    } finally {
      logged.mockRestore();
    }

    expect(failures).toEqual([]);
    const unexpected = logged.mock.calls.filter(([first]) => /unexpected error/.test(String(first)));
    expect(unexpected.map((call) => String(call[1]).slice(0, 200))).toEqual([]);
    // The run must have reached handlers, not only bounced off validation.
    expect(statuses.get(200)).toBeGreaterThan(REQUESTS_PER_BACKEND / 10);
  });
});
