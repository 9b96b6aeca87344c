import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createBanner, createCards, createUser } from "../../../test/server/factories";

describe.each(BACKENDS)("admin writes on %s", (backend) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let otherAdmin: Awaited<ReturnType<typeof createUser>>;
  let member: Awaited<ReturnType<typeof createUser>>;
  const call = async (method: string, path: string, body?: unknown, token = admin.token) => {
    const res = await fetch(`${t.url}${path}`, {
      method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    [admin, otherAdmin, member] = [await createUser(t.db.prisma, { isAdmin: true }), await createUser(t.db.prisma, { isAdmin: true }), await createUser(t.db.prisma)];
    await createCards(t.db.prisma, 1);
    await createBanner(t.db.prisma, { title: "첫 배너", displayOrder: 3 });
  });
  afterAll(() => t.close());

  it("creates a card with the editor's defaults, applies the two-footed rule and logs card_create", async () => {
    const res = await call("POST", "/api/cards", { name: "손흥민", position: "lw", ovr: 110, isTwoFooted: true, footPreference: "오른발", weakFoot: 4, skillMovesList: "룰렛, 룰렛,힐투힐" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "손흥민", position: "LW", ovr: 110, height: 180, weight: 80, skillMoves: 3, pace: 75, jumping: 75, staminaRating: 5, workRateAtt: "보통", footPreference: null, weakFoot: null, skillMovesList: ["룰렛", "힐투힐"] });
    const search = await fetch(`${t.url}/api/cards?search=ㅅㅎㅁ&sortBy=latest`).then((r) => r.json());
    expect(search.cards.map((c: { name: string }) => c.name)).toEqual(["손흥민"]);
    const log = await t.db.prisma.activityLog.findFirstOrThrow({ where: { action: "card_create" } });
    expect(log).toMatchObject({ userId: admin.user.id, ipAddress: "127.0.0.1" });
  });

  it.each([
    [{ position: "ST", ovr: 80 }, "이름, 포지션, OVR은 필수입니다."],
    [{ name: "A", position: "ST" }, "이름, 포지션, OVR은 필수입니다."],
    [{ name: "A", position: "XX", ovr: 80 }, "이름, 포지션, OVR은 필수입니다."],
    [{ name: "A", position: "ST", ovr: 1000 }, "OVR은(는) 999 이하여야 합니다."],
    [{ name: "A", position: "ST", ovr: 80, pace: 0 }, "속력은(는) 1 이상이어야 합니다."],
    [{ name: "A", position: "ST", ovr: 80, height: 211 }, "키은(는) 210 이하여야 합니다."],
    [{ name: "A", position: "ST", ovr: 80, weight: 49 }, "몸무게은(는) 50 이상이어야 합니다."],
    [{ name: "A", position: "ST", ovr: 80, staminaRating: 11 }, "스태미너 등급은(는) 10 이하여야 합니다."],
    [{ name: "A", position: "ST", ovr: 80, skillMoves: 6 }, "개인기은(는) 5 이하여야 합니다."],
    [{ name: "A", position: "ST", ovr: 80, weakFoot: 5 }, "약발은(는) 4 이하여야 합니다."],
    [{ name: "A", position: "ST", ovr: 80, skillBoost: "없는부스트" }, "스킬 부스트 값이 올바르지 않습니다."],
  ])("refuses a bad card %j with 400 naming the field", async (body, message) => {
    const before = await t.db.prisma.card.count();
    const res = await call("POST", "/api/cards", body);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await t.db.prisma.card.count()).toBe(before);
  });

  it("patches a card (partial body), moves its last-updated time and answers 404 for an unknown id", async () => {
    const card = await t.db.prisma.card.findFirstOrThrow({ where: { name: "손흥민" } });
    const res = await call("PATCH", `/api/cards/${card.id}`, { imageUrl: "/uploads/son.png", isNew: true, skillMovesList: JSON.stringify(["레인보우"]) });
    expect(res.body).toMatchObject({ name: "손흥민", imageUrl: "/uploads/son.png", isNew: true, skillMovesList: ["레인보우"] });
    expect(new Date(res.body.statsUpdatedAt).getTime()).toBeGreaterThan(card.statsUpdatedAt.getTime());
    expect((await call("PATCH", "/api/cards/999999", { ovr: 90 })).status).toBe(404);
    expect((await call("DELETE", "/api/cards/999999")).status).toBe(404);
    const cleared = await call("POST", "/api/cards/clear-new");
    expect(cleared.body.clearedCount).toBeGreaterThanOrEqual(1);
    expect(await t.db.prisma.card.count({ where: { isNew: true } })).toBe(0);
    expect((await call("DELETE", `/api/cards/${card.id}`)).status).toBe(200);
    expect(await t.db.prisma.card.findUnique({ where: { id: card.id } })).toBeNull();
  });

  it("keeps banners between 1 and 10, orders new ones last and validates the title and order", async () => {
    expect(await call("POST", "/api/banners", { imageUrl: "/b.png" })).toMatchObject({ status: 400, body: { message: "배너 제목을 입력해주세요." } });
    expect(await call("POST", "/api/banners", { title: "x", imageUrl: "/b.png", displayOrder: 0 })).toMatchObject({ status: 400, body: { message: "표시 순서는 1 이상이어야 합니다." } });
    const created = await call("POST", "/api/banners", { title: "두번째", imageUrl: "https://cdn.example/b.png" });
    expect(created.body).toMatchObject({ title: "두번째", displayOrder: 4, isActive: true, linkUrl: null });
    for (let i = 0; i < 8; i++) await call("POST", "/api/banners", { title: `배너${i}`, imageUrl: "/b.png" });
    expect(await call("POST", "/api/banners", { title: "열한번째", imageUrl: "/b.png" })).toMatchObject({ status: 400, body: { message: "배너는 최대 10개까지 등록할 수 있습니다." } });
    expect((await call("PUT", `/api/banners/${created.body.id}`, { displayOrder: 1 })).body).toMatchObject({ title: "두번째", displayOrder: 1 });
    const home = await fetch(`${t.url}/api/banners`).then((r) => r.json());
    expect(home[0].title).toBe("두번째");
    const all = await t.db.prisma.banner.findMany({ select: { id: true } });
    for (const b of all.slice(1)) expect((await call("DELETE", `/api/banners/${b.id}`)).status).toBe(200);
    expect(await call("DELETE", `/api/banners/${all[0].id}`)).toMatchObject({ status: 400, body: { message: "최소 1개의 배너는 있어야 하므로 삭제할 수 없습니다." } });
    expect((await call("PUT", "/api/banners/99999", { title: "x" })).status).toBe(404);
  });

  it("soft-deletes a member (their session ends at once), protects admins and restores", async () => {
    const me = () => fetch(`${t.url}/api/auth/me`, { headers: { authorization: `Bearer ${member.token}` } });
    expect((await me()).status).toBe(200);
    expect(await call("DELETE", `/api/users/${otherAdmin.user.id}`)).toMatchObject({ status: 403, body: { message: "관리자 계정은 삭제할 수 없습니다." } });
    expect((await call("DELETE", `/api/users/${member.user.id}`)).status).toBe(200);
    expect((await me()).status).toBe(401);
    const list = await call("GET", `/api/users?search=${member.user.username}`);
    expect(list.body).toMatchObject({ total: 1, hasMore: false, users: [{ id: member.user.id, isDeleted: true, receivedHearts: 0, isAdmin: false }] });
    expect((await call("PUT", `/api/users/${member.user.id}/restore`)).status).toBe(200);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: member.user.id } })).isDeleted).toBe(false);
    expect((await call("DELETE", "/api/users/999999")).status).toBe(404);
  });

  it("answers visitor stats by period with the spec's bounds, totals and activity logs", async () => {
    await fetch(`${t.url}/api/visitors/track`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ sessionId: "visitor-session-1", page: "/" }) });
    const daily = await call("GET", "/api/stats/daily-visitors?period=daily");
    expect(daily.body).toHaveLength(7);
    expect(daily.body[6]).toMatchObject({ visitors: 1, pageViews: 1 });
    expect((await call("GET", "/api/stats/daily-visitors?period=weekly&days=12")).body).toHaveLength(12);
    expect((await call("GET", "/api/stats/daily-visitors?period=monthly")).body).toHaveLength(6);
    expect(await call("GET", "/api/stats/daily-visitors?period=daily&days=31")).toMatchObject({ status: 400, body: { message: "일별 통계는 1~30 범위로 조회할 수 있습니다." } });
    expect((await call("GET", "/api/stats/detailed")).body).toMatchObject({ totalPageViews: 1, uniqueVisitors: 1, bounceRate: 100 });
    const logs = await call("GET", "/api/stats/activity-logs?limit=10");
    expect(logs.body.map((l: { action: string }) => l.action)).toEqual(["card_update", "card_create"]);
  });
});
