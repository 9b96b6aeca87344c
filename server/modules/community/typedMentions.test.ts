import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";
import { restClient } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;
const link = (u: U, name = u.user.nickname) => `<a href="/users/${u.user.id}" data-mention="${u.user.id}" rel="noopener nofollow">@${name}</a>`;

// Issue 32's last mention gaps: `@닉네임` typed in a post without picking a suggestion, the REST
// comment list's mentions, and notifications that open the comment they are about.
describe.each(BACKENDS)("typed post mentions, REST comment mentions and comment links on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let author: U, bob: U, bobby: U, carol: U, blocker: U, quiet: U;

  const mentionNotes = (u: U) => t.db.prisma.notification.findMany({ where: { userId: u.user.id, type: { in: ["mention", "comment_mention"] } }, orderBy: { id: "asc" } });
  const post = (u: U, content: string, title = "글") => rest("/api/posts", u.token, "POST", { title, content, type: "free" });

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    author = await createUser(t.db.prisma, { nickname: "글쓴이" });
    bob = await createUser(t.db.prisma, { nickname: "박지" });
    bobby = await createUser(t.db.prisma, { nickname: "박지성 & <친구>" });
    carol = await createUser(t.db.prisma, { nickname: "캐럴" });
    blocker = await createUser(t.db.prisma, { nickname: "차단러" });
    quiet = await createUser(t.db.prisma, { nickname: "조용한" });
  });
  afterAll(() => t.close());

  it("a typed @닉네임 in a post body becomes the same mention link (longest nickname), once per member, never inside links or code", async () => {
    const content = [
      "<p>@박지성 &amp; &lt;친구&gt; 님과 @박지 님, 다시 @박지! 메일 me@캐럴 그리고 @없는사람</p>",
      `<p><a href="https://example.com">@캐럴 링크</a> <code>@캐럴</code></p><pre><code>@캐럴</code></pre>`,
      `<p>${link(bob)} 나는 @글쓴이</p>`,
    ].join("");
    const created = await post(author, content, "입력 언급");
    expect(created.status).toBe(201);
    expect(created.body.content).toBe(
      [
        `<p>${link(bobby, "박지성 &amp; &lt;친구&gt;")} 님과 ${link(bob)} 님, 다시 ${link(bob)}! 메일 me@캐럴 그리고 @없는사람</p>`,
        `<p><a href="https://example.com" rel="noopener nofollow">@캐럴 링크</a> <code>@캐럴</code></p><pre><code>@캐럴</code></pre>`,
        `<p>${link(bob)} 나는 ${link(author)}</p>`,
      ].join(""),
    );
    expect(await mentionNotes(bob)).toHaveLength(1);
    expect(await mentionNotes(bobby)).toHaveLength(1);
    expect(await mentionNotes(carol)).toEqual([]);
    expect(await mentionNotes(author)).toEqual([]);
    expect(await t.db.prisma.postMention.count({ where: { postId: created.body.id } })).toBe(3);
    // Editing it to mention them again rings no bell.
    expect((await rest(`/api/posts/${created.body.id}`, author.token, "PUT", { title: "입력 언급", content: "<p>@박지 또</p>", type: "free" })).status).toBe(200);
    expect(await mentionNotes(bob)).toHaveLength(1);
    // The notification of a mention in the post itself opens the post.
    const [note] = (await rest("/api/notifications?limit=1", bob.token)).body.notifications;
    expect(note).toMatchObject({ kind: "mention", link: `/posts/${created.body.id}` });
  });

  it("typed mentions follow the same rules: not when blocked or switched off, 10 members at most, plain text without a member", async () => {
    expect((await rest(`/api/users/${author.user.id}/block`, blocker.token, "POST")).status).toBe(200);
    expect((await rest("/api/users/me/notification-settings", quiet.token, "PUT", { mention: false })).status).toBe(200);
    const quietPost = await post(author, "<p>@차단러 @조용한 보세요</p>");
    expect(quietPost.body.content).toBe(`<p>${link(blocker)} ${link(quiet)} 보세요</p>`);
    expect(await mentionNotes(blocker)).toEqual([]);
    expect(await mentionNotes(quiet)).toEqual([]);

    const many = await Promise.all(Array.from({ length: 11 }, (_, i) => createUser(t.db.prisma, { nickname: `입력다수${i}번` })));
    const tooMany = await post(author, `<p>${many.map((u) => `@${u.user.nickname}`).join(" ")}</p>`);
    expect(tooMany).toMatchObject({ status: 400, body: { message: "한 글이나 댓글에서 최대 10명까지 언급할 수 있습니다." } });
    // Typed and picked mentions count together.
    const mixed = await post(author, `<p>${many.slice(0, 10).map((u) => `@${u.user.nickname}`).join(" ")} ${link(carol)}</p>`);
    expect(mixed.status).toBe(400);
    expect((await post(author, `<p>${many.slice(0, 10).map((u) => `@${u.user.nickname}`).join(" ")}</p>`)).status).toBe(201);
    const unknown = await post(author, `<p>${Array.from({ length: 100 }, (_, i) => `@모르는이름${i}`).join(" ")}</p>`);
    expect(unknown.status).toBe(201);
    expect(unknown.body.content).not.toContain("data-mention");
  });

  it("GET /api/posts/{id}/comments answers each comment's mentions as GraphQL does, and comment notifications open the comment", async () => {
    const postId = (await post(author, "<p>본문</p>", "댓글 언급")).body.id;
    const top = await rest(`/api/posts/${postId}/comments`, carol.token, "POST", { content: "@박지 @박지성 & <친구> 봐요 @없는사람" });
    const reply = await rest(`/api/posts/${postId}/comments`, author.token, "POST", { content: "@캐럴 고마워요", parentId: top.body.id });
    const list = (await rest(`/api/posts/${postId}/comments`)).body.comments;
    expect(list[0].mentions).toEqual([{ user: { id: bob.user.id, nickname: "박지" } }, { user: { id: bobby.user.id, nickname: "박지성 & <친구>" } }]);
    // The reply's author is already told of the reply (not twice), but the reply still mentions her.
    expect(list[0].replies[0].mentions).toEqual([{ user: { id: carol.user.id, nickname: "캐럴" } }]);
    const gql = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Comment { mentions { user { databaseId displayName } } } } }`, { id: btoa(`Comment:${top.body.id}`) });
    expect(gql.data.node.mentions.map((m: { user: { databaseId: number } }) => m.user.databaseId)).toEqual(list[0].mentions.map((m: { user: { id: number } }) => m.user.id));

    const links = async (u: U) => (await rest("/api/notifications?limit=1", u.token)).body.notifications[0];
    expect(await links(bob)).toMatchObject({ kind: "mention", link: `/posts/${postId}#comment-${top.body.id}` });
    expect(await links(author)).toMatchObject({ kind: "postComment", link: `/posts/${postId}#comment-${top.body.id}` });
    expect(await links(carol)).toMatchObject({ kind: "postComment", link: `/posts/${postId}#comment-${reply.body.id}` });
    const node = await t.gql(`{ viewer { notifications(first: 1) { edges { node { link } } } } }`, {}, carol.token);
    expect(node.data.viewer.notifications.edges[0].node.link).toBe(`/posts/${postId}#comment-${reply.body.id}`);
  });
});
