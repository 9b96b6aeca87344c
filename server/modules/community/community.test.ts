import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";
import { restClient } from "../../../test/server/reviewsKit";

type U = Awaited<ReturnType<typeof createUser>>;
const post = (over: Record<string, unknown> = {}) => ({ title: "손흥민 후기", content: "<p>좋은 선수입니다</p>", type: "free", tags: ["공격수", " 리뷰 ", ""], attachments: [], ...over });
const points = async (t: TestApp, id: number) => (await t.db.prisma.user.findUniqueOrThrow({ where: { id }, select: { points: true } })).points;

describe.each(BACKENDS)("community posts on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let alice: U, bob: U, admin: U;

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [alice, bob, admin] = [await createUser(t.db.prisma, { nickname: "알리스" }), await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
  });
  afterAll(() => t.close());

  it("creates a post: sanitised content, trimmed tags, points by category, 201 with the post", async () => {
    const r = await rest("/api/posts", alice.token, "POST", post({ content: '<p onclick="x()">안녕<script>alert(1)</script> <a href="javascript:alert(1)">a</a> <a href="https://e.com">b</a><img src="https://evil/x.png"><img src="/uploads/a.png" onerror="x()"></p>' }));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ title: "손흥민 후기", type: "free", tags: ["공격수", "리뷰"], attachments: [], likes: 0, views: 0, commentCount: 0, user: { nickname: "알리스" } });
    expect(r.body.content).toBe('<p>안녕 <a rel="noopener nofollow">a</a> <a href="https://e.com" rel="noopener nofollow">b</a><img src="/uploads/a.png" /></p>');
    expect(await points(t, alice.user.id)).toBe(1);
    const tip = await rest("/api/posts", alice.token, "POST", post({ type: "tip", attachments: ["/uploads/x.png"] }));
    expect(tip.body.attachments).toEqual(["/uploads/x.png"]);
    expect(await points(t, alice.user.id)).toBe(4);
  });

  it("rejects bad input with Korean messages and stores nothing", async () => {
    const before = await t.db.prisma.post.count();
    const cases: [Record<string, unknown>, number, string][] = [
      [post({ title: "   " }), 400, "제목과 내용을 모두 입력해주세요."],
      [post({ content: "<p>  </p>" }), 400, "제목과 내용을 모두 입력해주세요."],
      [post({ content: "<script>x</script>" }), 400, "제목과 내용을 모두 입력해주세요."],
      [post({ title: "가".repeat(101) }), 400, "제목은 100자 이하로 입력해주세요."],
      [post({ content: "a".repeat(50_001) }), 400, "내용은 50,000자 이하로 입력해주세요."],
      [post({ type: "share" }), 400, "게시판 분류를 다시 선택해주세요."],
      [post({ attachments: ["https://evil/x.png"] }), 400, "첨부 파일 주소가 올바르지 않습니다."],
      [post({ attachments: Array.from({ length: 11 }, (_, i) => `/uploads/${i}.png`) }), 400, "첨부 파일은 최대 10개까지 업로드할 수 있습니다."],
      [post({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }), 400, "태그는 10개까지 입력할 수 있습니다."],
      [post({ title: 5 }), 400, "제목과 내용을 모두 입력해주세요."],
      [post({ type: "notice" }), 403, "공지사항은 관리자만 작성할 수 있습니다."],
    ];
    for (const [body, status, message] of cases) {
      expect(await rest("/api/posts", bob.token, "POST", body)).toMatchObject({ status, body: { message } });
    }
    expect((await rest("/api/posts", undefined, "POST", post())).status).toBe(401);
    expect(await t.db.prisma.post.count()).toBe(before);
    expect(await points(t, bob.user.id)).toBe(0);
    expect((await rest("/api/posts", admin.token, "POST", post({ type: "notice" }))).status).toBe(201);
  });

  it("edits: owner and admin yes, others 403, unknown 404; category change moves points", async () => {
    const { body } = await rest("/api/posts", bob.token, "POST", post({ title: "질문있어요", type: "free" }));
    expect(await points(t, bob.user.id)).toBe(1);
    expect(await rest(`/api/posts/${body.id}`, alice.token, "PUT", post())).toMatchObject({ status: 403, body: { message: "수정 권한이 없습니다." } });
    const edited = await rest(`/api/posts/${body.id}`, bob.token, "PUT", post({ title: "수정됨", type: "question", tags: "a, b ,,a" }));
    expect(edited.body).toMatchObject({ title: "수정됨", type: "question", tags: ["a", "b"] });
    expect(await points(t, bob.user.id)).toBe(3);
    expect((await rest(`/api/posts/${body.id}`, admin.token, "PUT", post({ title: "관리자 수정" }))).status).toBe(200);
    expect((await rest(`/api/posts/${body.id}`, bob.token, "PUT", post({ type: "notice" }))).status).toBe(403);
    expect((await rest("/api/posts/999999", bob.token, "PUT", post())).status).toBe(404);
    expect((await rest("/api/posts/abc")).status).toBe(404);
    expect((await rest("/api/posts/99999999999")).status).toBe(404);
  });

  it("lists 10 a page with total, filters by category, searches title, text, author and initials", async () => {
    for (let i = 0; i < 11; i++) await t.db.prisma.post.create({ data: { userId: bob.user.id, title: `목록 ${i}`, content: "<p>x</p>", type: "TIP", searchKey: `목록${i}` } });
    const page = await rest("/api/posts?type=tip&limit=10&offset=10");
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(12);
    expect(page.body.posts).toHaveLength(2);
    expect(page.body.totalPages).toBe(2);
    for (const q of ["손흥민", "ㅅㅎㅁ", "좋은선수", "알리스"]) {
      const found = await rest(`/api/posts?search=${encodeURIComponent(q)}`);
      expect(found.body.posts.map((p: { title: string }) => p.title)).toContain("손흥민 후기");
    }
    expect((await rest("/api/posts?search=%25")).body.total).toBe(0);
    expect((await rest("/api/posts?type=bogus")).status).toBe(400);
    expect((await rest("/api/posts?limit=500")).status).toBe(400);
    const gql = await t.gql(`{ posts(first: 10, offset: 10, type: TIP) { totalCount edges { node { title } } } }`);
    expect(gql.data.posts.totalCount).toBe(12);
    expect(gql.data.posts.edges).toHaveLength(2);
    const notices = await t.gql(`{ posts(first: 3, type: NOTICE) { totalCount } }`);
    expect(notices.data.posts.totalCount).toBe(1);
  });

  it("a list page costs the same SQL statements for 2 or 10 posts", async () => {
    const q = `query ($n: Int!) { posts(first: $n) { totalCount edges { node { id title tags commentCount likes views author { nickname currentLevel } } } } }`;
    const small = await t.countQueries(() => t.gql(q, { n: 2 }));
    const large = await t.countQueries(() => t.gql(q, { n: 10 }));
    expect(large.queries.length).toBe(small.queries.length);
    expect(large.queries.length).toBeLessThanOrEqual(5);
  });

  it("likes toggle with points for the author (refused on one's own post) and the spec's answer", async () => {
    const { body } = await rest("/api/posts", alice.token, "POST", post());
    const base = await points(t, alice.user.id);
    expect(await rest(`/api/posts/${body.id}/like-toggle`, bob.token, "POST")).toEqual({ status: 200, body: { isLiked: true, likeCount: 1 } });
    expect((await rest(`/api/posts/${body.id}/like-status`, bob.token)).body).toEqual({ isLiked: true, likeCount: 1 });
    expect((await rest(`/api/posts/${body.id}/like-status`)).body).toEqual({ isLiked: false, likeCount: 1 });
    expect(await points(t, alice.user.id)).toBe(base + 1);
    expect((await rest(`/api/posts/${body.id}/like-toggle`, alice.token, "POST")).status).toBe(403);
    expect(await points(t, alice.user.id)).toBe(base + 1);
    expect((await rest(`/api/posts/${body.id}/like-toggle`, bob.token, "POST")).body).toEqual({ isLiked: false, likeCount: 0 });
    expect(await points(t, alice.user.id)).toBe(base);
    expect((await rest(`/api/posts/${body.id}/like-toggle`, undefined, "POST")).status).toBe(401);
    expect((await rest(`/api/posts/999999/like-toggle`, bob.token, "POST")).status).toBe(404);
  });

  it("counts a view once per visitor session", async () => {
    const { body } = await rest("/api/posts", alice.token, "POST", post());
    for (let i = 0; i < 5; i++) await rest(`/api/posts/${body.id}/view`, undefined, "POST");
    await rest(`/api/posts/${body.id}/view`, bob.token, "POST");
    await rest(`/api/posts/${body.id}/view`, bob.token, "POST");
    expect((await rest(`/api/posts/${body.id}`)).body.views).toBe(2);
    expect((await rest(`/api/posts/999999/view`, undefined, "POST")).status).toBe(404);
  });

  it("pins notices and announcements above ordinary posts on the board, each newest first; other lists stay newest first", async () => {
    const notice = await rest("/api/posts", admin.token, "POST", post({ title: "공지 고정", type: "notice" }));
    const later = await rest("/api/posts", bob.token, "POST", post({ title: "나중 자유글" }));
    const announcement = await t.db.prisma.post.create({ data: { userId: admin.user.id, title: "관리자 안내", content: "<p>안내</p>", type: "ANNOUNCEMENT" } });
    // The newest post of all is an ordinary one: it still comes after every pinned post.
    await t.db.prisma.post.update({ where: { id: later.body.id }, data: { createdAt: new Date(Date.now() + 60_000) } });
    const board = (await rest("/api/posts?pinNotices=1&limit=50")).body as { posts: { id: number; type: string }[] };
    const kinds = board.posts.map((p) => (p.type === "notice" || p.type === "announcement" ? "pin" : "post"));
    expect(kinds.indexOf("post")).toBe(kinds.lastIndexOf("pin") + 1);
    expect(board.posts.slice(0, 2).map((p) => p.id)).toEqual([announcement.id, notice.body.id]);
    const plain = (await rest("/api/posts?limit=1")).body as { posts: { id: number }[] };
    expect(plain.posts[0].id).toBe(later.body.id);
    const gql = await t.gql<{ posts: { edges: { node: { title: string } }[] } }>("{ posts(first: 2, pinNotices: true) { edges { node { title } } } }");
    expect(gql.data?.posts.edges.map((e) => e.node.title)).toEqual(["관리자 안내", "공지 고정"]);
    await t.db.prisma.post.update({ where: { id: notice.body.id }, data: { type: "FREE" } });
    expect((await t.db.prisma.post.findUniqueOrThrow({ where: { id: notice.body.id } })).pinned).toBe(false);
  });
});
