import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";

type U = Awaited<ReturnType<typeof createUser>>;
const PAGE = `query ($id: ID!) { node(id: $id) { ... on User {
  displayName joinedAt email
  posts(first: 20) { totalCount edges { node { title } } }
  comments(first: 20) { totalCount edges { node { content } } }
  formationReviews(first: 20) { totalCount edges { node { content } } }
  scraps(first: 5) { totalCount }
  blockedUsers { databaseId }
} } }`;

// The author page (/users/{id}) reads a member through node(id): what each kind of visitor may see.
describe.each(BACKENDS)("a member's public page on %s", (backend) => {
  let t: TestApp;
  let author: U, other: U, admin: U;

  beforeAll(async () => {
    t = await startTestApp(backend);
    [author, other, admin] = [await createUser(t.db.prisma, { nickname: "작성자" }), await createUser(t.db.prisma), await createUser(t.db.prisma, { isAdmin: true })];
    const db = t.db.prisma;
    const shown = await db.post.create({ data: { userId: author.user.id, title: "보이는 글", content: "<p>x</p>" } });
    await db.post.create({ data: { userId: author.user.id, title: "숨긴 글", content: "<p>x</p>", hiddenAt: new Date() } });
    const third = await createUser(db);
    const othersHidden = await db.post.create({ data: { userId: third.user.id, title: "남의 숨긴 글", content: "<p>x</p>", hiddenAt: new Date() } });
    await db.comment.create({ data: { postId: shown.id, userId: author.user.id, content: "보이는 댓글" } });
    await db.comment.create({ data: { postId: shown.id, userId: author.user.id, content: "숨긴 댓글", hiddenAt: new Date() } });
    await db.comment.create({ data: { postId: othersHidden.id, userId: author.user.id, content: "숨은 글의 댓글" } });
    await db.formationReview.create({ data: { userId: author.user.id, formationName: "4-3-3", content: "포메이션 리뷰" } });
    await db.userBlock.create({ data: { blockerId: author.user.id, blockedId: other.user.id } });
    await db.postScrap.create({ data: { userId: author.user.id, postId: shown.id } });
  });
  afterAll(() => t.close());

  const page = async (token?: string) => (await t.gql(PAGE, { id: encodeGlobalID("User", author.user.id) }, token)).data.node;
  const titles = (list: { edges: { node: { title?: string; content?: string } }[] }) => list.edges.map((e) => e.node.title ?? e.node.content);

  it("visitors and other members see the shown content only, and nothing private", async () => {
    for (const token of [undefined, other.token]) {
      const p = await page(token);
      expect(p.displayName).toBe("작성자");
      expect(p.joinedAt).toEqual(expect.any(String));
      expect(p.email).toBeNull();
      expect(titles(p.posts)).toEqual(["보이는 글"]);
      expect(p.posts.totalCount).toBe(1);
      expect(titles(p.comments)).toEqual(["보이는 댓글"]);
      expect(p.comments.totalCount).toBe(1);
      expect(titles(p.formationReviews)).toEqual(["포메이션 리뷰"]);
      expect(p.scraps.totalCount).toBe(0);
      expect(p.blockedUsers).toEqual([]);
    }
  });

  it("the author sees their hidden items and private lists; an admin sees hidden items but not the private lists", async () => {
    const own = await page(author.token);
    expect(titles(own.posts).sort()).toEqual(["보이는 글", "숨긴 글"]);
    // A comment under someone else's hidden post stays hidden with the post, even from its author.
    expect(titles(own.comments).sort()).toEqual(["보이는 댓글", "숨긴 댓글"]);
    expect(own.scraps.totalCount).toBe(1);
    expect(own.blockedUsers).toEqual([{ databaseId: other.user.id }]);
    const byAdmin = await page(admin.token);
    expect(titles(byAdmin.posts).sort()).toEqual(["보이는 글", "숨긴 글"]);
    expect(titles(byAdmin.comments).sort()).toEqual(["보이는 댓글", "숨긴 댓글", "숨은 글의 댓글"]);
    expect(byAdmin.scraps.totalCount).toBe(0);
    expect(byAdmin.blockedUsers).toEqual([]);
  });

  it("a deleted member has no page except for admins", async () => {
    const gone = await createUser(t.db.prisma, { isDeleted: true });
    const id = encodeGlobalID("User", gone.user.id);
    expect((await t.gql(PAGE, { id })).data.node).toBeNull();
    expect((await t.gql(PAGE, { id }, other.token)).data.node).toBeNull();
    expect((await t.gql(PAGE, { id }, admin.token)).data.node).not.toBeNull();
  });
});
