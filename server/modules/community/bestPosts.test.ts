import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";
import { send as sendTo } from "../../../test/server/publicWrites";
import { BEST_POST_RULE } from "../../../domain/bestPosts";

type U = Awaited<ReturnType<typeof createUser>>;
const DAY = 86_400_000;
const { minScore, windowDays } = BEST_POST_RULE;

describe.each(BACKENDS)("인기글 (best posts) on %s", (backend) => {
  let t: TestApp;
  let author: U, admin: U;
  let voters: U[];
  const send = (path: string, init?: Parameters<typeof sendTo>[2]) => sendTo(t.url, path, init);
  const run = Date.now().toString(36);
  const ids = (body: { posts: { id: number }[] }) => body.posts.map((p) => p.id);

  /** A post by `author`; its counters and age set directly (votes from members are tested below). */
  async function post(title: string, data: { likes?: number; dislikes?: number; views?: number; commentCount?: number; daysOld?: number; hidden?: boolean } = {}) {
    const { daysOld = 0, hidden = false, ...counters } = data;
    return t.db.prisma.post.create({
      data: { userId: author.user.id, title: `${run} ${title}`, content: "<p>x</p>", searchKey: `${run} ${title}`, createdAt: new Date(Date.now() - daysOld * DAY), hiddenAt: hidden ? new Date() : null, ...counters },
      select: { id: true, score: true },
    });
  }
  const best = (query = "", token?: string) => send(`/api/posts?best=1&limit=50&search=${run}${query}`, { token });

  beforeAll(async () => {
    t = await startTestApp(backend);
    [author, admin] = [await createUser(t.db.prisma, { nickname: "인기작가" }), await createUser(t.db.prisma, { isAdmin: true })];
    voters = [];
    for (let i = 0; i < minScore + 2; i++) voters.push(await createUser(t.db.prisma));
  });
  afterAll(() => t.close());

  it("lists a post by the rule: score at the threshold within the window; not under it, not older, never hidden or deleted", async () => {
    const qualifies = await post("기준 충족", { likes: minScore + 2, dislikes: 2 });
    const under = await post("기준 미달", { likes: minScore + 1, dislikes: 2 });
    const old = await post("오래된 글", { likes: minScore + 10, daysOld: windowDays + 1 });
    const hidden = await post("숨김 글", { likes: minScore + 10, hidden: true });
    const deleted = await post("삭제될 글", { likes: minScore + 10 });
    expect([qualifies.score, under.score]).toEqual([minScore, minScore - 1]);
    expect((await send(`/api/posts/${deleted.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    // Hidden posts are never 인기, even for their author and admins (who see them on the plain board).
    for (const token of [undefined, author.token, admin.token]) expect(ids((await best("", token)).body)).toEqual([qualifies.id]);
    const plain = (await send(`/api/posts?limit=50&search=${run}`, { token: admin.token })).body.posts as { id: number; isBest: boolean }[];
    expect(plain.filter((p) => p.isBest).map((p) => p.id)).toEqual([qualifies.id]);
    expect(plain.map((p) => p.id)).toEqual(expect.arrayContaining([under.id, old.id, hidden.id]));
    const gql = await t.gql(`query ($s: String) { posts(first: 50, best: true, search: $s) { totalCount edges { node { databaseId isBest } } } }`, { s: run });
    expect(gql.data.posts).toEqual({ totalCount: 1, edges: [{ node: { databaseId: qualifies.id, isBest: true } }] });
    await t.db.prisma.post.deleteMany({ where: { id: { in: [qualifies.id, under.id, old.id, hidden.id] } } });
  });

  it("sorts by likes, views and comments within 오늘, 이번 주 and 이번 달, the same through REST and GraphQL", async () => {
    const a = await post("A", { likes: minScore + 3, views: 10, commentCount: 1, daysOld: 0.5 });
    const b = await post("B", { likes: minScore + 1, views: 30, commentCount: 5, daysOld: 3 });
    const c = await post("C", { likes: minScore + 2, views: 20, commentCount: 9, daysOld: 12 });
    const cases: [string, number[]][] = [
      ["", [a.id, c.id, b.id]],
      ["&sort=likes&period=month", [a.id, c.id, b.id]],
      ["&sort=views&period=month", [b.id, c.id, a.id]],
      ["&sort=comments&period=month", [c.id, b.id, a.id]],
      ["&sort=views&period=week", [b.id, a.id]],
      ["&sort=comments&period=today", [a.id]],
      ["&sort=latest", [a.id, b.id, c.id]],
    ];
    for (const [query, expected] of cases) expect(ids((await best(query)).body), query).toEqual(expected);
    const gql = await t.gql(`query ($s: String) { posts(first: 10, best: true, sort: VIEWS, period: WEEK, search: $s) { edges { node { databaseId } } } }`, { s: run });
    expect(gql.data.posts.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual([b.id, a.id]);
    // Sorts and periods apply to the plain board too: B is under the threshold nowhere here, but any post counts.
    expect(ids((await send(`/api/posts?sort=views&period=week&search=${run}`)).body)).toEqual([b.id, a.id]);
    await t.db.prisma.post.deleteMany({ where: { id: { in: [a.id, b.id, c.id] } } });
  });

  it("rejects unknown parameters with Korean messages", async () => {
    expect(await send("/api/posts?sort=hot")).toMatchObject({ status: 400, body: { message: "정렬 기준은 latest, likes, views, comments 중 하나여야 합니다." } });
    expect(await send("/api/posts?period=year")).toMatchObject({ status: 400, body: { message: "기간은 today, week, month 중 하나여야 합니다." } });
    expect((await send("/api/posts?best=yes")).status).toBe(400);
  });

  it("a blocked author's 인기 post stays listed, marked for folding as on the plain board", async () => {
    const p = await post("차단 작가의 인기글", { likes: minScore });
    const reader = voters[0];
    expect((await send(`/api/users/${author.user.id}/block`, { method: "POST", token: reader.token })).status).toBe(200);
    const q = `query ($s: String) { posts(first: 10, best: true, search: $s) { edges { node { databaseId author { isBlockedByViewer } } } } }`;
    expect((await t.gql(q, { s: run }, reader.token)).data.posts.edges).toEqual([{ node: { databaseId: p.id, author: { isBlockedByViewer: true } } }]);
    expect((await send(`/api/users/${author.user.id}/block`, { method: "DELETE", token: reader.token })).status).toBe(200);
    await t.db.prisma.post.delete({ where: { id: p.id } });
  });

  it("members' votes move a post into and out of the cached 인기 lists at once, whatever their sort", async () => {
    const p = await post("투표로 인기");
    const vote = (u: U, kind: "up" | "down") => send(`/api/posts/${p.id}/vote`, { body: { kind }, token: u.token });
    // By likes, and by views: a list that does not sort by likes still filters by them (Post.score).
    const lists = [() => best(), () => best("&sort=views&period=week")];
    for (const u of voters.slice(0, minScore)) expect((await vote(u, "up")).status).toBe(200);
    expect((await vote(voters[minScore], "down")).status).toBe(200);
    // Score minScore - 1: not listed; the anonymous answers are now cached.
    for (const list of lists) {
      expect(ids((await list()).body)).toEqual([]);
      expect((await list()).cache).toBe("hit");
    }
    // One more 추천 lifts the score to the threshold: the cached lists are dropped and show the post.
    expect((await vote(voters[minScore + 1], "up")).status).toBe(200);
    for (const list of lists) {
      const after = await list();
      expect(after.cache).toBe("miss");
      expect(ids(after.body)).toEqual([p.id]);
      expect(after.body.posts[0]).toMatchObject({ likes: minScore + 1, dislikes: 1, isBest: true });
      expect((await list()).cache).toBe("hit");
    }
    // A 추천 moved to 비추천 takes the score back under it: out again at once.
    expect((await vote(voters[0], "down")).status).toBe(200);
    for (const list of lists) expect(ids((await list()).body)).toEqual([]);
    // Measured: the same member's vote flips the post in and out ten times; every cached list read after each is right.
    let right = 0, reads = 0;
    for (let round = 0; round < 10; round++) {
      const kind = round % 2 === 0 ? "up" : "down";
      expect((await vote(voters[0], kind)).status).toBe(200);
      for (const list of lists) {
        await list(); // cached again before the next vote
        reads += 1;
        if (JSON.stringify(ids((await list()).body)) === JSON.stringify(kind === "up" ? [p.id] : [])) right += 1;
      }
    }
    console.log(`cached 인기 lists right after a vote (${backend}): ${right}/${reads}`);
    expect(right).toBe(reads);
    await t.db.prisma.post.delete({ where: { id: p.id } });
  });

  it("a 인기 page costs the same SQL statements for 2 or 10 posts", async () => {
    const made = [];
    for (let i = 0; i < 10; i++) made.push(await post(`쿼리 ${i}`, { likes: minScore + i }));
    const q = `query ($n: Int!, $s: String) { posts(first: $n, best: true, sort: LIKES, period: WEEK, search: $s) { totalCount edges { node { id title tags commentCount likes views isBest type createdAt author { nickname currentLevel isBlockedByViewer } } } } }`;
    const small = await t.countQueries(() => t.gql(q, { n: 2, s: run }));
    const large = await t.countQueries(() => t.gql(q, { n: 10, s: run }));
    expect(large.result.data.posts.edges).toHaveLength(10);
    expect(large.queries.length).toBe(small.queries.length);
    const lists = large.queries.filter((sql) => /FROM "public"."Post"/.test(sql) && /"score" >= /.test(sql));
    // One statement for the page's rows, one for the total.
    expect(lists).toHaveLength(2);
    console.log(`statements per 인기 page (GraphQL, 10 posts): ${large.queries.length}; REST:`, (await t.countQueries(() => best())).queries.length);
    await t.db.prisma.post.deleteMany({ where: { id: { in: made.map((m) => m.id) } } });
  });
});
