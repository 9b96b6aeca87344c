import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { kstDay } from "../../../domain/visitorStats";

const TRACK = /* GraphQL */ `
  mutation ($input: TrackVisitInput!) {
    trackVisit(input: $input) {
      __typename
      ... on MutationTrackVisitSuccess { data }
      ... on Error { message }
      ... on ValidationError { issues { path message } }
    }
  }
`;

describe.each(BACKENDS)("visitor tracking on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const today = () => t.db.prisma.dailyVisitorStat.findUnique({ where: { date: kstDay(new Date()) } });

  it("counts a new session, its page views and the day's totals", async () => {
    const first = await t.gql(TRACK, { input: { sessionId: "session-aaaa", page: "/", referrer: "https://search.example/" } });
    expect(first.data.trackVisit).toEqual({ __typename: "MutationTrackVisitSuccess", data: true });
    await t.gql(TRACK, { input: { sessionId: "session-aaaa", page: "/cards" } });
    await t.gql(TRACK, { input: { sessionId: "session-bbbb", page: "/community" } });

    const session = await t.db.prisma.visitorSession.findUniqueOrThrow({ where: { id: "session-aaaa" } });
    expect(session).toMatchObject({ pageViews: 2, landingPage: "/", referrer: "https://search.example/" });
    expect(await today()).toMatchObject({ visitors: 2, uniqueVisitors: 2, pageViews: 3 });
  });

  it("keeps the totals exact under concurrent views of one session", async () => {
    const before = (await today())!;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.gql(TRACK, { input: { sessionId: "session-cccc", page: `/p/${i}` } })),
    );
    const session = await t.db.prisma.visitorSession.findUniqueOrThrow({ where: { id: "session-cccc" } });
    expect(session.pageViews).toBe(10);
    expect(await today()).toMatchObject({ visitors: before.visitors + 1, pageViews: before.pageViews + 10 });
  });

  it("rejects bad input with Korean messages and writes nothing", async () => {
    const before = (await today())!;
    const result = await t.gql(TRACK, { input: { sessionId: "short", page: "cards" } });
    expect(result.data.trackVisit.__typename).toBe("ValidationError");
    expect(result.data.trackVisit.issues).toEqual([
      { path: ["sessionId"], message: "세션 ID는 8자 이상이어야 합니다." },
      { path: ["page"], message: "페이지 경로는 /로 시작해야 합니다." },
    ]);
    expect(await today()).toEqual(before);
  });

  it("serves POST /api/visitors/track with the same rules", async () => {
    const ok = await fetch(`${t.url}/api/visitors/track`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sessionId: "rest-session-1", page: "/new-cards", referrer: null }),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true });

    const bad = await fetch(`${t.url}/api/visitors/track`, { method: "POST", body: "{not json" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("요청 본문이 올바른 JSON이 아닙니다.");

    const invalid = await fetch(`${t.url}/api/visitors/track`, { method: "POST", body: JSON.stringify({ page: "/" }) });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).message).toBe("세션 ID가 필요합니다.");
  });

  it("limits one address to 120 views a minute (HTTP 429 with Retry-After)", async () => {
    const send = () =>
      fetch(`${t.url}/api/visitors/track`, {
        method: "POST",
        body: JSON.stringify({ sessionId: "flood-session", page: "/" }),
      });
    let last = await send();
    for (let i = 0; i < 125 && last.status !== 429; i++) last = await send();
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await last.json()).message).toBe("요청이 너무 많습니다. 잠시 후 다시 시도해주세요.");
  });
});
