import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";
import { restClient } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;
const link = (u: U, name = u.user.nickname) => `<a href="/users/${u.user.id}" data-mention="${u.user.id}" rel="noopener nofollow">@${name}</a>`;

describe.each(BACKENDS)("mentions (@닉네임) on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let author: U, bob: U, carol: U, blocker: U, quiet: U;
  let postId: number;

  const mentionNotes = (u: U) => t.db.prisma.notification.findMany({ where: { userId: u.user.id, type: { in: ["mention", "comment_mention"] } }, orderBy: { id: "asc" } });
  const comment = (u: U, content: string) => rest(`/api/posts/${postId}/comments`, u.token, "POST", { content });

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    author = await createUser(t.db.prisma, { nickname: "글쓴이" });
    bob = await createUser(t.db.prisma, { nickname: "박지성" });
    carol = await createUser(t.db.prisma, { nickname: "박 지" });
    blocker = await createUser(t.db.prisma, { nickname: "차단러" });
    quiet = await createUser(t.db.prisma, { nickname: "조용한" });
    postId = (await rest("/api/posts", author.token, "POST", { title: "언급 테스트 글", content: "<p>본문</p>", type: "free" })).body.id;
  });
  afterAll(() => t.close());

  it("a comment notifies each mentioned member once, never oneself; a second mention or an edit adds nothing", async () => {
    const c = await comment(author, "@박지성 님 보세요, 다시 @박지성! 나는 @글쓴이 그리고 메일 me@박지성");
    expect(c.status).toBe(201);
    const [note] = await mentionNotes(bob);
    expect(note).toMatchObject({ message: "글쓴이님이 게시글 「언급 테스트 글」의 댓글에서 회원님을 언급했습니다.", postId, contentId: c.body.id, sourceUserId: author.user.id });
    expect(await mentionNotes(bob)).toHaveLength(1);
    expect(await mentionNotes(author)).toEqual([]);
    const list = (await rest("/api/notifications?limit=5", bob.token)).body.notifications;
    expect(list[0]).toMatchObject({ kind: "mention", link: `/posts/${postId}#comment-${c.body.id}` });

    expect((await rest(`/api/comments/${c.body.id}`, author.token, "PUT", { content: "고침: @박지성 또 봐요" })).status).toBe(200);
    expect(await mentionNotes(bob)).toHaveLength(1);
    // The comment's mentions come back for the client to draw as links.
    const gql = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Comment { mentions { user { databaseId displayName } } } } }`, { id: btoa(`Comment:${c.body.id}`) });
    expect(gql.data.node.mentions).toEqual([{ user: { databaseId: author.user.id, displayName: "글쓴이" } }, { user: { databaseId: bob.user.id, displayName: "박지성" } }]);
  });

  it("reads the longest nickname after @ (names with spaces too) and leaves unknown names as text", async () => {
    const c = await comment(bob, "@박 지 안녕하세요 @없는사람 @ 그리고 @@");
    expect(c.status).toBe(201);
    expect((await t.db.prisma.comment.findUniqueOrThrow({ where: { id: c.body.id } })).content).toBe("@박 지 안녕하세요 @없는사람 @ 그리고 @@");
    expect(await mentionNotes(carol)).toHaveLength(1);
    expect(await t.db.prisma.commentMention.findMany({ where: { commentId: c.body.id }, select: { userId: true } })).toEqual([{ userId: carol.user.id }]);
  });

  it("the commented member is told once (the comment notification), not a second time for the mention", async () => {
    const before = (await t.db.prisma.notification.findMany({ where: { userId: author.user.id } })).length;
    expect((await comment(bob, "@글쓴이 님 글 잘 봤어요")).status).toBe(201);
    const notes = await t.db.prisma.notification.findMany({ where: { userId: author.user.id }, orderBy: { id: "asc" } });
    expect(notes.slice(before).map((n) => n.type)).toEqual(["post_comment"]);
  });

  it("no notification when the mentioned member blocked the author, or switched mentions off", async () => {
    expect((await rest(`/api/users/${author.user.id}/block`, blocker.token, "POST")).status).toBe(200);
    expect((await rest("/api/users/me/notification-settings", quiet.token, "PUT", { mention: false })).status).toBe(200);
    expect((await comment(author, "@차단러 @조용한 보세요")).status).toBe(201);
    expect(await mentionNotes(blocker)).toEqual([]);
    expect(await mentionNotes(quiet)).toEqual([]);
  });

  it("more than 10 members in one item is a Korean 400; 100 mentions of unknown names are plain text", async () => {
    const many = await Promise.all(Array.from({ length: 100 }, (_, i) => createUser(t.db.prisma, { nickname: `다수${i}번` })));
    const tooMany = await comment(author, many.map((u) => `@${u.user.nickname}`).join(" "));
    expect(tooMany).toMatchObject({ status: 400, body: { message: "한 글이나 댓글에서 최대 10명까지 언급할 수 있습니다." } });
    expect(await t.db.prisma.notification.count({ where: { userId: { in: many.map((u) => u.user.id) } } })).toBe(0);
    const ten = await comment(author, many.slice(0, 10).map((u) => `@${u.user.nickname}`).join(" "));
    expect(ten.status).toBe(201);
    expect((await comment(author, Array.from({ length: 100 }, (_, i) => `@모르는이름${i}`).join(" "))).status).toBe(201);
    const post = await rest("/api/posts", author.token, "POST", { title: "많이", content: `<p>${many.slice(0, 11).map((u) => link(u)).join(" ")}</p>`, type: "free" });
    expect(post).toMatchObject({ status: 400, body: { message: "한 글이나 댓글에서 최대 10명까지 언급할 수 있습니다." } });
  }, 60_000);

  it("a post's mention links: checked, renamed to the member's name, unknown ones unwrapped, notified once across edits", async () => {
    const content = `<p>${link(bob, "가짜이름")} 그리고 ${link(bob)} <a href="/users/999999" data-mention="999999">@유령</a>
      <a href="https://evil.example" data-mention="x" onclick="alert(1)">링크</a></p>`;
    const created = await rest("/api/posts", author.token, "POST", { title: "언급 글", content, type: "free" });
    expect(created.status).toBe(201);
    expect(created.body.content).toBe(`<p>${link(bob)} 그리고 ${link(bob)} @유령\n      <a href="https://evil.example" rel="noopener nofollow">링크</a></p>`);
    const notes = await mentionNotes(bob);
    expect(notes.at(-1)).toMatchObject({ message: "글쓴이님이 게시글 「언급 글」에서 회원님을 언급했습니다.", postId: created.body.id, contentId: created.body.id });
    const count = notes.length;
    const edited = await rest(`/api/posts/${created.body.id}`, author.token, "PUT", { title: "언급 글", content: `<p>${link(bob)} ${link(carol)}</p>`, type: "free" });
    expect(edited.status).toBe(200);
    expect(await mentionNotes(bob)).toHaveLength(count);
    expect((await mentionNotes(carol)).at(-1)).toMatchObject({ contentId: created.body.id });
  });

  it("suggests members by nickname or 초성, members only, never oneself, in one statement, over GraphQL too (its rows carry the User type's own columns)", async () => {
    const names = async (q: string, u: U = author) => (await rest(`/api/users/suggest?q=${encodeURIComponent(q)}`, u.token)).body.users.map((x: { nickname: string }) => x.nickname);
    expect(await names("박")).toEqual(["박 지", "박지성"]);
    expect(await names("ㅂㅈㅅ")).toEqual(["박지성"]);
    expect(await names("박ㅈ")).toEqual(["박 지", "박지성"]);
    expect(await names("지성")).toEqual(["박지성"]);
    expect(await names("박지", bob)).toEqual(["박 지"]);
    expect(await names("")).toEqual([]);
    expect((await rest("/api/users/suggest?q=박")).status).toBe(401);
    expect((await rest(`/api/users/suggest?q=${"가".repeat(21)}`, author.token)).status).toBe(400);
    const { queries } = await t.countQueries(() => rest("/api/users/suggest?q=ㅂ", author.token));
    expect(queries.filter((q) => !/"Session"/.test(q))).toHaveLength(1);
    const { result: gql, queries: gqlQueries } = await t.countQueries(() =>
      t.gql(`{ mentionSuggestions(query: "ㅂㅈ") { __typename ... on QueryMentionSuggestionsSuccess { data { databaseId displayName currentLevel } } } }`, {}, author.token));
    // GraphQL: the match, then Pothos loads the User nodes' fields for the members found, batched.
    expect(gqlQueries.filter((q) => !/"Session"/.test(q))).toHaveLength(1);
    expect(gql.data.mentionSuggestions.data.map((u: { displayName: string }) => u.displayName)).toEqual(["박 지", "박지성"]);
    expect((await t.gql(`{ mentionSuggestions(query: "ㅂ") { __typename } }`)).data.mentionSuggestions.__typename).toBe("UnauthorizedError");
  });
});
