import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createCards, createUser } from "../../../test/server/factories";
import { payload, restClient } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;
type Event = { databaseId: number; message: string; kind: string; link: string };
const SUBSCRIPTION = `subscription ($after: ID) { notificationReceived(after: $after) { databaseId message kind link } }`;

describe.each(BACKENDS)("watchlist alerts through the bell on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let watcher: U, other: U, reviewer: U, second: U, admin: U;

  const notes = (userId: number, type: string) => t.db.prisma.notification.findMany({ where: { userId, type }, orderBy: { id: "asc" } });
  const watch = (u: U, cardId: number) => rest("/api/users/me/watchlist", u.token, "POST", { cardId });
  const review = (u: U, cardId: number) => rest("/api/reviews", u.token, "POST", { cardId, ...payload() });

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [watcher, other, reviewer, second] = await Promise.all(Array.from({ length: 4 }, () => createUser(t.db.prisma)));
    admin = await createUser(t.db.prisma, { isAdmin: true });
  });
  afterAll(() => t.close());

  it("a new review alerts every watcher but its author, batched per card while unread", async () => {
    const [card] = await createCards(t.db.prisma, 1);
    await watch(watcher, card.id);
    await watch(other, card.id);
    await watch(reviewer, card.id);
    expect((await review(reviewer, card.id)).status).toBe(200);
    const label = `${card.name} (${card.position} ${card.ovr})`;
    const [first] = await notes(watcher.user.id, "watch_review");
    expect(first).toMatchObject({ message: `관심 선수 ${label}에 새 리뷰가 달렸습니다.`, cardId: card.id, contentId: card.id, actorCount: 1, sourceUserId: reviewer.user.id });
    expect(await notes(other.user.id, "watch_review")).toHaveLength(1);
    expect(await notes(reviewer.user.id, "watch_review")).toEqual([]);

    await review(second, card.id);
    const rows = await notes(watcher.user.id, "watch_review");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, actorCount: 2, message: `관심 선수 ${label}에 새 리뷰 2개가 달렸습니다.` });
    const list = (await rest("/api/notifications?limit=5", watcher.token)).body.notifications;
    expect(list[0]).toMatchObject({ id: first.id, kind: "watchReview", link: `/cards/${card.id}?tab=reviews` });
  });

  it("a deleted account's watches alert no one", async () => {
    const gone = await createUser(t.db.prisma);
    const [card] = await createCards(t.db.prisma, 1);
    await watch(gone, card.id);
    await t.db.prisma.user.update({ where: { id: gone.user.id }, data: { isDeleted: true, deletedAt: new Date() } });
    await review(reviewer, card.id);
    await rest(`/api/cards/${card.id}`, admin.token, "PATCH", { ovr: card.ovr + 1 });
    expect(await t.db.prisma.notification.count({ where: { userId: gone.user.id } })).toBe(0);
  });

  it("an alert older than an hour stops batching: the next review starts a new one", async () => {
    const [card] = await createCards(t.db.prisma, 1);
    await watch(watcher, card.id);
    await review(reviewer, card.id);
    const [old] = await notes(watcher.user.id, "watch_review").then((r) => r.filter((n) => n.cardId === card.id));
    await t.db.prisma.notification.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 61 * 60_000) } });
    await review(second, card.id);
    const rows = (await notes(watcher.user.id, "watch_review")).filter((n) => n.cardId === card.id);
    expect(rows.map((r) => [r.id === old.id, r.actorCount])).toEqual([[true, null], [false, 1]]);
  });

  it("an admin's stat change alerts watchers with what changed; an edit of other fields does not", async () => {
    const [card] = await createCards(t.db.prisma, 1);
    await watch(watcher, card.id);
    expect((await rest(`/api/cards/${card.id}`, admin.token, "PATCH", { team: "새 팀" })).status).toBe(200);
    expect(await notes(watcher.user.id, "watch_stats")).toEqual([]);
    await rest(`/api/cards/${card.id}`, admin.token, "PATCH", { ovr: card.ovr + 1, shooting: 99, passing: 70, defending: 41 });
    const [note] = await notes(watcher.user.id, "watch_stats");
    expect(note).toMatchObject({
      cardId: card.id,
      message: `관심 선수 ${card.name} (${card.position} ${card.ovr + 1})의 능력치가 변경되었습니다: OVR ${card.ovr}→${card.ovr + 1}, 슛 85→99, 패스 80→70 외 1개`,
    });
    const list = (await rest("/api/notifications?limit=5", watcher.token)).body.notifications;
    expect(list[0]).toMatchObject({ kind: "watchStats", link: `/cards/${card.id}` });
  });

  it("a new card of a watched player alerts its watchers once, from the editor and the importer", async () => {
    const [card, sibling] = await createCards(t.db.prisma, 2);
    await t.db.prisma.card.update({ where: { id: sibling.id }, data: { name: card.name } });
    await watch(watcher, card.id);
    await watch(watcher, sibling.id);
    await watch(other, card.id);
    const created = await rest("/api/cards", admin.token, "POST", { name: card.name, position: "CAM", ovr: 115 });
    expect(created.status).toBe(200);
    const newId = created.body.id as number;
    const mine = (await notes(watcher.user.id, "watch_version")).filter((n) => n.cardId === newId);
    expect(mine).toHaveLength(1);
    expect(mine[0].message).toBe(`관심 선수 ${card.name}의 새 카드가 나왔습니다: ${card.name} (CAM 115)`);
    expect((await notes(other.user.id, "watch_version")).filter((n) => n.cardId === newId)).toHaveLength(1);
    // Another player's new card alerts nobody.
    const unrelated = await rest("/api/cards", admin.token, "POST", { name: "전혀다른선수", position: "ST", ovr: 100 });
    expect((await t.db.prisma.notification.count({ where: { type: "watch_version", cardId: unrelated.body.id } }))).toBe(0);

    const csv = `importKey,name,position,ovr\r\nwatch-import-1,${card.name},LW,117`;
    const imported = await fetch(`${t.url}/api/admin/cards/import?format=csv`, { method: "POST", headers: { "content-type": "text/csv", authorization: `Bearer ${admin.token}` }, body: csv });
    expect(imported.status).toBe(200);
    const importedCard = await t.db.prisma.card.findUniqueOrThrow({ where: { importKey: "watch-import-1" } });
    expect((await notes(watcher.user.id, "watch_version")).filter((n) => n.cardId === importedCard.id)).toHaveLength(1);

    // Versions are one player by playerKey, whatever their names (a Korean and a Latin spelling).
    const keyed = await rest("/api/cards", admin.token, "POST", { name: "손흥민", playerKey: "son-heung-min", position: "LW", ovr: 110 });
    await watch(other, keyed.body.id as number);
    const latin = await rest("/api/cards", admin.token, "POST", { name: "Son Heung-min", playerKey: "son-heung-min", position: "ST", ovr: 112 });
    expect((await notes(other.user.id, "watch_version")).filter((n) => n.cardId === latin.body.id)).toHaveLength(1);
  });

  it("a stat change through the card importer alerts each watcher once per changed card, after the import commits", async () => {
    const importCsv = async (rows: string[]) => {
      const body = ["importKey,name,position,ovr,pace,team", ...rows].join("\r\n");
      const r = await fetch(`${t.url}/api/admin/cards/import?format=csv`, { method: "POST", headers: { "content-type": "text/csv", authorization: `Bearer ${admin.token}` }, body });
      expect(r.status).toBe(200);
    };
    await importCsv(["wi-a,임포트가,ST,100,90,가팀", "wi-b,임포트나,CB,101,70,나팀", "wi-c,임포트다,GK,102,50,다팀"]);
    const [a, b, c] = await Promise.all(["wi-a", "wi-b", "wi-c"].map((importKey) => t.db.prisma.card.findUniqueOrThrow({ where: { importKey } })));
    for (const card of [a, b]) await watch(watcher, card.id);
    await watch(other, a.id);
    await watch(admin, a.id);
    const statNotes = async (userId: number) => (await notes(userId, "watch_stats")).filter((n) => [a.id, b.id, c.id].includes(n.cardId!));

    // a: OVR and pace change; b: only the team (not a watched field); c: unwatched, changed.
    await importCsv(["wi-a,임포트가,ST,103,95,가팀", "wi-b,임포트나,CB,101,70,새팀", "wi-c,임포트다,GK,104,50,다팀"]);
    const mine = await statNotes(watcher.user.id);
    expect(mine.map((n) => [n.cardId, n.message])).toEqual([[a.id, "관심 선수 임포트가 (ST 103)의 능력치가 변경되었습니다: OVR 100→103, 속력 90→95"]]);
    const change = await t.db.prisma.cardStatChange.findFirstOrThrow({ where: { cardId: a.id } });
    expect(mine[0]).toMatchObject({ contentId: change.id, sourceUserId: admin.user.id });
    expect(await statNotes(other.user.id)).toHaveLength(1);
    expect(await statNotes(admin.user.id)).toEqual([]);
    // The unwatched card's change is still recorded (the watchlist's latest change for whoever watches it next).
    expect(await t.db.prisma.cardStatChange.count({ where: { cardId: { in: [b.id, c.id] } } })).toBe(1);
    const list = (await rest("/api/users/me/watchlist", watcher.token)).body;
    expect(JSON.stringify(list)).toContain("103");

    // The same file again changes nothing: no alert, no recorded change.
    await importCsv(["wi-a,임포트가,ST,103,95,가팀", "wi-b,임포트나,CB,101,70,새팀", "wi-c,임포트다,GK,104,50,다팀"]);
    expect(await statNotes(watcher.user.id)).toHaveLength(1);
    expect(await t.db.prisma.cardStatChange.count({ where: { cardId: { in: [a.id, b.id, c.id] } } })).toBe(2);

    // Two watched cards changed in one import: one alert each.
    await importCsv(["wi-a,임포트가,LW,103,95,가팀", "wi-b,임포트나,CB,105,70,새팀"]);
    const after = await statNotes(watcher.user.id);
    expect(after.slice(1).map((n) => [n.cardId, n.message])).toEqual([
      [a.id, "관심 선수 임포트가 (LW 103)의 능력치가 변경되었습니다: 포지션 ST→LW"],
      [b.id, "관심 선수 임포트나 (CB 105)의 능력치가 변경되었습니다: OVR 101→105"],
    ]);
  });

  it("switched-off types produce nothing; the others still arrive", async () => {
    const member = await createUser(t.db.prisma);
    const [card] = await createCards(t.db.prisma, 1);
    await watch(member, card.id);
    const off = await rest("/api/users/me/notification-settings", member.token, "PUT", { watchReview: false, watchStats: false });
    expect(off.body.settings).toMatchObject({ watchReview: false, watchStats: false, watchVersion: true, comment: true });
    await review(reviewer, card.id);
    await rest(`/api/cards/${card.id}`, admin.token, "PATCH", { ovr: card.ovr + 3 });
    await rest("/api/cards", admin.token, "POST", { name: card.name, position: "CF", ovr: 101 });
    const types = (await t.db.prisma.notification.findMany({ where: { userId: member.user.id } })).map((n) => n.type);
    expect(types).toEqual(["watch_version"]);
  });

  it("rings the watcher's bell live, and again as the review batch grows", async () => {
    const [card] = await createCards(t.db.prisma, 1);
    await watch(watcher, card.id);
    const marker = await t.db.prisma.notification.create({ data: { userId: watcher.user.id, type: "other", message: "기준", isRead: true } });
    const events: Event[] = [];
    const client = createClient({ url: t.url.replace(/^http/, "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${watcher.token}` }, retryAttempts: 0, lazy: true });
    client.subscribe({ query: SUBSCRIPTION, variables: { after: encodeGlobalID("Notification", marker.id) } }, {
      next: (value) => void events.push((value.data as { notificationReceived: Event }).notificationReceived),
      error: () => {},
      complete: () => {},
    });
    try {
      await review(reviewer, card.id);
      await expect.poll(() => events.length).toBe(1);
      await review(second, card.id);
      await expect.poll(() => events.length).toBe(2);
      expect(events.map((e) => [e.kind, e.message.endsWith("새 리뷰 2개가 달렸습니다.")])).toEqual([["watchReview", false], ["watchReview", true]]);
      expect(events[1].databaseId).toBe(events[0].databaseId);
    } finally {
      await client.dispose();
    }
  });
});
