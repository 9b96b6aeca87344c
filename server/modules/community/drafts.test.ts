import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";
import { restClient } from "../../../test/server/reviewsKit";
import { DRAFT_LIMIT } from "../../../domain/postDrafts";

type U = Awaited<ReturnType<typeof createUser>>;
const draft = (over: Record<string, unknown> = {}) => ({ title: "작성 중", content: "<p>반쯤 쓴 글</p>", type: "tip", tags: "공격수, ", ...over });
const SAVE = `mutation ($id: ID, $post: ID, $input: PostDraftInput!) { savePostDraft(id: $id, post: $post, input: $input) {
  __typename ... on Error { message } ... on MutationSavePostDraftSuccess { data { draft { id databaseId title content } } }
} }`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on PostDraft { title } } }`;
const DELETE = `mutation ($id: ID!) { deletePostDraft(id: $id) { __typename ... on Error { message } } }`;
const CREATE_POST = `mutation ($input: PostInput!) { createPost(input: $input) { __typename ... on Error { message } ... on MutationCreatePostSuccess { data { post { databaseId } } } } }`;

describe.each(BACKENDS)("post drafts (임시저장) on %s", (backend) => {
  let t: TestApp;
  let rest: ReturnType<typeof restClient>;
  let alice: U, bob: U, admin: U;

  beforeAll(async () => {
    t = await startTestApp(backend);
    rest = restClient(t);
    [alice, bob, admin] = [await createUser(t.db.prisma), await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
  });
  afterAll(() => t.close());

  it("saves, lists, reads and overwrites a member's draft (sanitised, empty fields allowed)", async () => {
    const created = await rest("/api/posts/drafts", alice.token, "POST", draft({ content: '<p onclick="x()">글<script>alert(1)</script></p>' }));
    expect(created).toMatchObject({ status: 201, body: { title: "작성 중", type: "tip", tags: "공격수, ", content: "<p>글</p>", postId: null, attachments: [] } });
    const id = created.body.id;
    expect((await rest(`/api/posts/drafts/${id}`, alice.token, "PUT", { title: "", content: "" })).body).toMatchObject({ id, title: "", content: "", type: "free" });
    expect((await rest("/api/posts/drafts", alice.token)).body.drafts.map((d: { id: number }) => d.id)).toEqual([id]);
    expect((await rest(`/api/posts/drafts/${id}`, alice.token)).status).toBe(200);
    expect((await rest("/api/posts/drafts", undefined)).status).toBe(401);
    await rest(`/api/posts/drafts/${id}`, alice.token, "DELETE");
  });

  it("is the owner's only: others get 404 on REST and GraphQL, and node(id) is null for them", async () => {
    const id = (await rest("/api/posts/drafts", alice.token, "POST", draft())).body.id;
    const gid = encodeGlobalID("PostDraft", id);
    expect(await rest(`/api/posts/drafts/${id}`, bob.token)).toMatchObject({ status: 404, body: { message: "임시저장된 글을 찾을 수 없습니다." } });
    expect((await rest(`/api/posts/drafts/${id}`, bob.token, "PUT", draft({ title: "가로채기" }))).status).toBe(404);
    expect((await rest(`/api/posts/drafts/${id}`, bob.token, "DELETE")).status).toBe(404);
    expect((await rest(`/api/posts/drafts/${id}`, admin.token)).status).toBe(404);
    expect((await rest("/api/posts/drafts", bob.token)).body.drafts).toEqual([]);
    expect((await t.gql(NODE, { id: gid }, bob.token)).data.node).toBeNull();
    expect((await t.gql(NODE, { id: gid }, alice.token)).data.node).toEqual({ __typename: "PostDraft", title: "작성 중" });
    expect((await t.gql(SAVE, { id: gid, input: { title: "가로채기" } }, bob.token)).data.savePostDraft.message).toBe("임시저장된 글을 찾을 수 없습니다.");
    expect((await t.gql(DELETE, { id: gid }, bob.token)).data.deletePostDraft.message).toBe("임시저장된 글을 찾을 수 없습니다.");
    const others = await t.gql(`query ($id: ID!) { node(id: $id) { ... on User { postDrafts { id } } } }`, { id: encodeGlobalID("User", alice.user.id) }, bob.token);
    expect(others.errors?.[0].message).toBeTruthy();
    expect((await t.db.prisma.postDraft.findUniqueOrThrow({ where: { id } })).title).toBe("작성 중");
    await rest(`/api/posts/drafts/${id}`, alice.token, "DELETE");
  });

  it(`keeps at most ${DRAFT_LIMIT} drafts a member, and refuses oversize drafts with Korean 4xx`, async () => {
    for (let i = 0; i < DRAFT_LIMIT; i++) expect((await rest("/api/posts/drafts", bob.token, "POST", draft({ title: `초안 ${i}` }))).status).toBe(201);
    expect(await rest("/api/posts/drafts", bob.token, "POST", draft())).toMatchObject({ status: 400, body: { message: `임시저장은 ${DRAFT_LIMIT}개까지 할 수 있습니다. 임시저장 목록에서 필요 없는 글을 삭제해주세요.` } });
    expect((await t.gql(SAVE, { input: draft() }, bob.token)).data.savePostDraft.message).toContain(`${DRAFT_LIMIT}개까지`);
    expect(await t.db.prisma.postDraft.count({ where: { userId: bob.user.id } })).toBe(DRAFT_LIMIT);
    await t.db.prisma.postDraft.deleteMany({ where: { userId: bob.user.id } });

    const megabyte = await rest("/api/posts/drafts", alice.token, "POST", draft({ content: `<p>${"가".repeat(1024 * 1024)}</p>` }));
    expect(megabyte).toMatchObject({ status: 413, body: { message: "요청 본문이 너무 큽니다. 1MB 이하로 보내주세요." } });
    const long = await rest("/api/posts/drafts", alice.token, "POST", draft({ content: "a".repeat(50_001) }));
    expect(long).toMatchObject({ status: 400, body: { message: "내용은 50,000자 이하로 입력해주세요." } });
    expect((await rest("/api/posts/drafts", alice.token, "POST", draft({ attachments: ["https://evil/x.png"] }))).body.message).toBe("첨부 파일 주소가 올바르지 않습니다.");
    expect((await rest("/api/posts/drafts", alice.token, "POST", draft({ type: "share" }))).body.message).toBe("게시판 분류를 다시 선택해주세요.");
    const overGraphql = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${alice.token}` },
      body: JSON.stringify({ query: SAVE, variables: { input: draft({ content: "가".repeat(1024 * 1024) }) } }),
    });
    expect(overGraphql.status).toBe(413);
    expect(JSON.stringify(await overGraphql.json())).toContain("요청 본문이 너무 큽니다. 1MB 이하로 보내주세요.");
    expect(await t.db.prisma.postDraft.count({ where: { userId: alice.user.id } })).toBe(0);
  });

  it(`holds the limit under parallel saves: ${DRAFT_LIMIT + 10} at once leave exactly ${DRAFT_LIMIT}`, async () => {
    const carol = await createUser(t.db.prisma);
    const answers = await Promise.all(Array.from({ length: DRAFT_LIMIT + 10 }, (_, i) => rest("/api/posts/drafts", carol.token, "POST", draft({ title: `동시 ${i}` }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(DRAFT_LIMIT);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(10);
    expect(await t.db.prisma.postDraft.count({ where: { userId: carol.user.id } })).toBe(DRAFT_LIMIT);
  });

  it("is deleted when published, in the publishing transaction (REST and GraphQL); a failed publish keeps it", async () => {
    const first = (await rest("/api/posts/drafts", alice.token, "POST", draft())).body.id;
    const second = (await rest("/api/posts/drafts", alice.token, "POST", draft())).body.id;
    const bobs = (await rest("/api/posts/drafts", bob.token, "POST", draft())).body.id;
    // Invalid post: nothing written, the draft stays.
    expect((await rest("/api/posts", alice.token, "POST", { title: "", content: "<p>x</p>", type: "free", draftId: first })).status).toBe(400);
    // Someone else's draft id changes nothing.
    const published = await rest("/api/posts", alice.token, "POST", { title: "완성", content: "<p>완성된 글</p>", type: "free", draftId: bobs });
    expect(published.status).toBe(201);
    expect(await t.db.prisma.postDraft.findUnique({ where: { id: bobs } })).not.toBeNull();
    expect((await rest("/api/posts", alice.token, "POST", { title: "완성", content: "<p>글</p>", type: "free", draftId: first })).status).toBe(201);
    const gql = await t.gql(CREATE_POST, { input: { title: "완성", content: "<p>글</p>", type: "free", draftId: encodeGlobalID("PostDraft", second) } }, alice.token);
    expect(gql.data.createPost.__typename).toBe("MutationCreatePostSuccess");
    expect((await rest("/api/posts/drafts", alice.token)).body.drafts).toEqual([]);

    // The draft of an edit: one per member and post, only for who may edit it, gone when the edit is saved.
    const postId = published.body.id;
    expect((await rest("/api/posts/drafts", bob.token, "POST", draft({ postId }))).status).toBe(403);
    const edit = await rest("/api/posts/drafts", alice.token, "POST", draft({ postId, title: "수정 중" }));
    expect(edit).toMatchObject({ status: 201, body: { postId, title: "수정 중" } });
    const again = await rest("/api/posts/drafts", alice.token, "POST", draft({ postId, title: "수정 중 2" }));
    expect(again.body.id).toBe(edit.body.id);
    const gqlEdit = await t.gql(SAVE, { post: encodeGlobalID("Post", postId), input: { title: "수정 중 3" } }, alice.token);
    expect(gqlEdit.data.savePostDraft.data.draft.databaseId).toBe(edit.body.id);
    expect((await rest("/api/posts/drafts", alice.token, "POST", draft({ postId: 999_999 }))).status).toBe(404);
    expect((await rest(`/api/posts/${postId}`, alice.token, "PUT", { title: "수정 완료", content: "<p>고친 글</p>", type: "free" })).status).toBe(200);
    expect((await rest("/api/posts/drafts", alice.token)).body.drafts).toEqual([]);
  });
});
