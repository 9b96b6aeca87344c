import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";

const SUBSCRIPTION = `subscription ($after: ID, $fromStart: Boolean) { notificationReceived(after: $after, fromStart: $fromStart) { id databaseId } }`;
const gid = (id: number) => encodeGlobalID("Notification", id);

type Event = { id: string; databaseId: number };

/** A subscriber that records every event; `until` resolves once an event with that row id arrived. */
function subscriber(url: string, token: string, after?: string, fromStart?: boolean) {
  const client: Client = createClient({
    url: url.replace(/^http/, "ws") + "/graphql",
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: true,
  });
  const events: Event[] = [];
  const errors: unknown[] = [];
  const waiters: { id: number; resolve: () => void }[] = [];
  let closed = false;
  client.subscribe({ query: SUBSCRIPTION, variables: { ...(after ? { after } : {}), ...(fromStart ? { fromStart } : {}) } }, {
    next: (value) => {
      // What reaches a socket being torn down never reaches the user.
      if (closed) return;
      if (value.errors) errors.push(value.errors);
      const event = (value.data as { notificationReceived?: Event } | undefined)?.notificationReceived;
      if (!event) return;
      events.push(event);
      for (const w of waiters) if (w.id === event.databaseId) w.resolve();
    },
    error: (error) => errors.push(error),
    complete: () => {},
  });
  return {
    events,
    errors,
    ids: () => events.map((e) => e.databaseId),
    until: (id: number) =>
      events.some((e) => e.databaseId === id) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ id, resolve })),
    close: () => {
      closed = true;
      return client.dispose();
    },
  };
}

describe.each(BACKENDS)("notificationReceived resuming after a disconnect (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Stores a notification and publishes it, as every notifying write does. */
  async function notify(userId: number, message = "새 댓글") {
    const row = await t.db.prisma.notification.create({ data: { userId, type: "post_comment", message } });
    t.app.services.events.pubsub.publish("notification:created", userId, { notificationId: row.id });
    return row.id;
  }

  it("delivers what was created during the gap exactly once, oldest first, then goes live", async () => {
    const me = await createUser(t.db.prisma);
    const other = await createUser(t.db.prisma);
    const seen = await notify(me.user.id);
    const first = subscriber(t.url, me.token, gid(seen));
    const live = await notify(me.user.id);
    await first.until(live);
    await first.close();

    // While disconnected: three of mine and one of another member's.
    const gap = [await notify(me.user.id), await notify(other.user.id), await notify(me.user.id), await notify(me.user.id)];
    const mine = [gap[0], gap[2], gap[3]];

    const second = subscriber(t.url, me.token, first.events.at(-1)?.id);
    await second.until(mine[2]);
    // A live duplicate of a replayed id is not delivered again; the next live one is.
    t.app.services.events.pubsub.publish("notification:created", me.user.id, { notificationId: mine[0] });
    const after = await notify(me.user.id);
    await second.until(after);
    expect(second.ids()).toEqual([...mine, after]);
    expect(second.errors).toEqual([]);
    await second.close();
  });

  it("loses none of 25 notifications when the subscriber drops in the middle of them", async () => {
    const me = await createUser(t.db.prisma);
    const start = await notify(me.user.id);
    const first = subscriber(t.url, me.token, gid(start));
    const sent: number[] = [];
    for (let i = 0; i < 10; i++) sent.push(await notify(me.user.id));
    await first.until(sent[9]);
    await first.close();
    for (let i = 0; i < 15; i++) sent.push(await notify(me.user.id));
    const second = subscriber(t.url, me.token, first.events.at(-1)?.id);
    await second.until(sent[24]);
    const received = [...first.ids(), ...second.ids()];
    expect({ delivered: new Set(received).size, lost: sent.filter((id) => !received.includes(id)).length, twice: received.length - new Set(received).size })
      .toEqual({ delivered: 25, lost: 0, twice: 0 });
    await second.close();
  });

  it("replays only the viewer's own notifications, whatever id is given", async () => {
    const me = await createUser(t.db.prisma);
    const other = await createUser(t.db.prisma);
    const theirs = await notify(other.user.id, "남의 알림");
    const mineA = await notify(me.user.id);
    const theirsLater = await notify(other.user.id, "남의 알림");
    const mineB = await notify(me.user.id);
    // Another member's id is only a position: what follows it is still only mine.
    const s = subscriber(t.url, me.token, gid(theirs));
    await s.until(mineB);
    const marker = await notify(me.user.id);
    await s.until(marker);
    expect(s.ids()).toEqual([mineA, mineB, marker]);
    expect(s.ids()).not.toContain(theirsLater);
    await s.close();
  });

  it("without after, a resubscription starts from now as before", async () => {
    const me = await createUser(t.db.prisma);
    await notify(me.user.id);
    const missed = await notify(me.user.id);
    const s = subscriber(t.url, me.token);
    // Nothing to wait on without a replay: poll a fresh live notification until the stream is up.
    let marker = 0;
    await expect
      .poll(async () => {
        marker = await notify(me.user.id);
        return s.ids().length;
      }, { timeout: 10_000, interval: 50 })
      .toBeGreaterThan(0);
    await s.until(marker);
    expect(s.ids()).not.toContain(missed);
    expect(Math.min(...s.ids())).toBeGreaterThan(missed);
    await s.close();
  });

  it("with fromStart (the page loaded none), a first notification stored before the subscribe arrived is delivered, then live ones", async () => {
    const me = await createUser(t.db.prisma);
    // Created after the page loaded an empty list, before its subscribe reached the server.
    const early = await notify(me.user.id);
    const s = subscriber(t.url, me.token, undefined, true);
    await s.until(early);
    const live = await notify(me.user.id);
    await s.until(live);
    expect(s.ids()).toEqual([early, live]);
    await s.close();
  });

  it("answers an id of another type with a validation error, not an unexpected error", async () => {
    const me = await createUser(t.db.prisma);
    const s = subscriber(t.url, me.token, encodeGlobalID("Post", 1));
    await expect.poll(() => s.errors.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(JSON.stringify(s.errors)).not.toMatch(/Unexpected error/);
    await s.close();
  });
});
