import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import { payload } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;
const AGENT = "activity-log-test/1.0";

describe.each(BACKENDS)("activity logs written by the review and post services on %s", (backend) => {
  let t: TestApp;
  let member: U, admin: U;
  let cardId: number;

  const send = (path: string, token: string, body: unknown) =>
    fetch(`${t.url}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "user-agent": AGENT },
      body: JSON.stringify(body),
    });
  const logs = (action: string) => t.db.prisma.activityLog.findMany({ where: { action }, orderBy: { id: "asc" } });

  beforeAll(async () => {
    t = await startTestApp(backend);
    [member, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
    [{ id: cardId }] = await createCards(t.db.prisma, 1);
  });
  afterAll(() => t.close());

  it("logs review_create with the actor, IP and user agent; a refused review logs nothing", async () => {
    expect((await send("/api/reviews", member.token, { cardId, ...payload({ formation: "" }) })).status).toBe(400);
    expect(await logs("review_create")).toEqual([]);
    const res = await send("/api/reviews", member.token, { cardId, ...payload() });
    expect(res.status).toBe(200);
    const review = await res.json();
    const card = await t.db.prisma.card.findUniqueOrThrow({ where: { id: cardId } });
    expect(await logs("review_create")).toEqual([
      expect.objectContaining({ userId: member.user.id, description: `리뷰 작성: ${card.name}`, metadata: { cardId, reviewId: review.id }, userAgent: AGENT, ipAddress: expect.stringMatching(/127\.0\.0\.1/) }),
    ]);
  });

  it("logs post_create in the post's transaction, and the admin list shows both", async () => {
    const res = await send("/api/posts", member.token, { title: "활동 로그 글", content: "<p>내용</p>", type: "free" });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(await logs("post_create")).toEqual([
      expect.objectContaining({ userId: member.user.id, description: "게시글 작성: 활동 로그 글", metadata: { postId: id, type: "free" }, userAgent: AGENT }),
    ]);
    const list = await fetch(`${t.url}/api/stats/activity-logs?limit=10`, { headers: { authorization: `Bearer ${admin.token}` } });
    const actions = (await list.json()).map((l: { action: string }) => l.action);
    expect(actions.slice(0, 2)).toEqual(["post_create", "review_create"]);
  });
});
