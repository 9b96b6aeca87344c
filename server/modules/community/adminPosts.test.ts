import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";

type U = Awaited<ReturnType<typeof createUser>>;
const CREATE = `mutation ($input: AnnouncementInput!) { createAnnouncement(input: $input) {
  __typename ... on Error { message } ... on MutationCreateAnnouncementSuccess { data { post { databaseId title type } } }
} }`;

describe.each(BACKENDS)("admin posts and announcements on %s", (backend) => {
  let t: TestApp;
  let member: U, admin: U;

  const rest = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    [member, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
  });
  afterAll(() => t.close());

  it("is for admins only: visitors 401, members 403 (REST and GraphQL), nothing written", async () => {
    const body = { title: "공지", content: "<p>내용</p>" };
    expect((await rest("POST", "/api/admin/announcements", undefined, body)).status).toBe(401);
    expect(await rest("POST", "/api/admin/announcements", member.token, body)).toEqual({ status: 403, body: { message: "관리자만 사용할 수 있습니다." } });
    expect((await rest("GET", "/api/admin/posts", member.token)).status).toBe(403);
    expect((await t.gql(CREATE, { input: body }, member.token)).errors?.[0].message).toBe("권한이 없습니다.");
    expect(await t.db.prisma.post.count()).toBe(0);
  });

  it("posts an announcement as type announcement; title and content are required with the spec's message", async () => {
    for (const bad of [{ title: " ", content: "<p>내용</p>" }, { title: "제목", content: "<p> </p>" }, { title: "제목" }]) {
      expect(await rest("POST", "/api/admin/announcements", admin.token, bad)).toMatchObject({ status: 400, body: { message: "제목과 내용을 모두 입력해주세요." } });
    }
    const created = await rest("POST", "/api/admin/announcements", admin.token, { title: "점검 안내", content: "<p>내일 점검합니다</p>", type: "free" });
    expect(created).toMatchObject({ status: 201, body: { title: "점검 안내", type: "announcement", userId: admin.user.id } });
    const gql = await t.gql(CREATE, { input: { title: "이벤트 안내", content: "<p>이벤트</p>" } }, admin.token);
    expect(gql.data.createAnnouncement.data.post).toMatchObject({ title: "이벤트 안내", type: "ANNOUNCEMENT" });
    // The board's 공지 tab lists them; the activity log has them.
    const notices = await rest("GET", "/api/posts?type=notice");
    expect(notices.body.posts.map((p: { title: string }) => p.title)).toEqual(["이벤트 안내", "점검 안내"]);
    expect(await t.db.prisma.activityLog.count({ where: { action: "post_create", userId: admin.user.id } })).toBe(2);
  });

  it("lists every post 20 a page with search, and deletes any post", async () => {
    for (let i = 0; i < 21; i++) await t.db.prisma.post.create({ data: { userId: member.user.id, title: `회원 글 ${i}`, content: "<p>x</p>", type: "FREE", searchKey: `회원글${i}` } });
    const page1 = await rest("GET", "/api/admin/posts", admin.token);
    expect(page1.body).toMatchObject({ total: 23, totalPages: 2 });
    expect(page1.body.posts).toHaveLength(20);
    expect((await rest("GET", "/api/admin/posts?offset=20", admin.token)).body.posts).toHaveLength(3);
    const found = await rest("GET", `/api/admin/posts?search=${encodeURIComponent("회원글20")}`, admin.token);
    expect(found.body.posts.map((p: { title: string }) => p.title)).toEqual(["회원 글 20"]);
    expect((await rest("GET", "/api/admin/posts?offset=-1", admin.token)).status).toBe(400);

    const id = found.body.posts[0].id;
    expect((await rest("DELETE", `/api/admin/posts/${id}`, member.token)).status).toBe(403);
    expect(await rest("DELETE", `/api/admin/posts/${id}`, admin.token)).toEqual({ status: 200, body: { success: true } });
    expect(await t.db.prisma.post.findUnique({ where: { id } })).toBeNull();
    expect((await rest("DELETE", `/api/admin/posts/${id}`, admin.token)).status).toBe(404);
  });
});
