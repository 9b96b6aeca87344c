import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { parseConfig } from "../config";
import { buildApp, type App } from "../app";
import { startTestApp, type TestApp } from "../../test/server/harness";
import { createMember, rest } from "../../test/server/accounts";
import { createSession } from "../core/session";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const SUBSCRIPTION = `subscription { notificationReceived { message } }`;

/** A graphql-ws client with an open notification subscription; `closed` resolves with the close code. */
async function subscribed(url: string, token: string) {
  let onClosed: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  const events: unknown[] = [];
  let onEvent: () => void = () => {};
  const client: Client = createClient({
    url: url.replace(/^http/, "ws") + "/graphql",
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: { closed: (event) => onClosed((event as { code: number }).code) },
  });
  await new Promise<void>((resolve) => client.on("connected", () => resolve()));
  client.subscribe({ query: SUBSCRIPTION }, { next: (v) => (events.push(v), onEvent()), error: () => {}, complete: () => {} });
  const nextEvent = () => new Promise<void>((resolve) => (onEvent = resolve));
  return { client, closed, events, nextEvent };
}

describe("a session's sockets close with 4403 when the session ends (PGlite, one instance)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());

  it("on logout", async () => {
    const { token } = await createMember(t);
    const ws = await subscribed(t.url, token);
    expect((await rest(t, "POST", "/api/auth/logout", {}, token)).body).toEqual({ success: true });
    expect(await ws.closed).toBe(4403);
  });

  it("on a password change: the other session's socket closes, the changing session's stays", async () => {
    const { user, token, password } = await createMember(t);
    const other = (await rest(t, "POST", "/api/auth/login", { username: user.username, password })).body.token as string;
    const doomed = await subscribed(t.url, other);
    const kept = await subscribed(t.url, token);
    const body = { currentPassword: password, newPassword: "changed-pass-2", confirmPassword: "changed-pass-2" };
    expect((await rest(t, "PUT", "/api/auth/change-password", body, token)).status).toBe(200);
    expect(await doomed.closed).toBe(4403);
    // The kept socket still receives events after the other one was closed.
    const n = await t.db.prisma.notification.create({ data: { userId: user.id, type: "post_comment", message: "아직 연결됨" } });
    const event = kept.nextEvent();
    t.app.services.events.pubsub.publish("notification:created", user.id, { notificationId: n.id });
    await event;
    expect(kept.events).toEqual([{ data: { notificationReceived: { message: "아직 연결됨" } } }]);
    await kept.client.dispose();
  });

  it("when the session expires", async () => {
    const { user } = await createMember(t);
    const token = await createSession(t.db.prisma, user.id, 1);
    await t.db.prisma.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() + 1500) } });
    const ws = await subscribed(t.url, token);
    expect(await ws.closed).toBe(4403);
  });
});

describe("across two instances on one Redis and PostgreSQL", () => {
  let a: TestApp;
  let b: App;
  let bUrl: string;
  beforeAll(async () => {
    a = await startTestApp("postgres", { REDIS_URL });
    b = await buildApp(parseConfig({ NODE_ENV: "test", DATABASE_URL: a.databaseUrl, REDIS_URL, SEED: "none" }));
    bUrl = await b.start(0, "127.0.0.1");
  });
  afterAll(async () => {
    await b.stop();
    await a.close();
  });

  it("a logout on instance B closes the session's socket on instance A", async () => {
    const { token } = await createMember(a);
    const ws = await subscribed(a.url, token);
    const out = await fetch(`${bUrl}/api/auth/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(await out.json()).toEqual({ success: true });
    expect(await ws.closed).toBe(4403);
  });
});
