import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchKey } from "../../../domain/hangul";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/server/harness";
import { createUser } from "../../../test/server/factories";

const F = "4-3-3 홀딩";
type User = Awaited<ReturnType<typeof createUser>>;
const FORMATION = `query ($name: String!, $position: String!, $after: String) {
  formation(name: $name) {
    __typename
    ... on NotFoundError { message }
    ... on Formation {
      id name englishName positions { position x y }
      topPlayers(position: $position, first: 2, after: $after) { pageInfo { hasNextPage endCursor } edges { node { rank reviewCount card { name } } } }
      reviews(first: 10) { totalCount edges { node { id content likes dislikes commentCount viewerReaction viewerCanEdit author { displayName } } } }
    }
  }
}`;
const COMMENTS = `query ($id: ID!) { node(id: $id) { ... on FormationReview {
  comments(first: 10) { totalCount edges { node { content viewerCanDelete author { displayName } replies { content parentDatabaseId author { displayName } } } } } } } }`;
const payload = (name: string, fields = "data { review { id content likes dislikes viewerReaction commentCount } }") =>
  `__typename ... on Error { message } ... on ${name} { ${fields} }`;

describe.each(BACKENDS)("formation GraphQL on %s", (backend) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  beforeAll(async () => {
    t = await startTestApp(backend);
    [alice, bob] = [await createUser(t.db.prisma), await createUser(t.db.prisma)];
    const db = t.db.prisma;
    await db.card.createMany({ data: ["가", "나", "다"].map((name, i) => ({ name, searchKey: searchKey(name), position: "ST", ovr: 90 - i })) });
    const cards = await db.card.findMany({ orderBy: { ovr: "desc" } });
    await db.review.createMany({
      data: cards.map((c, i) => ({
        cardId: c.id, userId: alice.user.id, formation: F, overallRating: 9 - i,
        paceRating: 5, shootingRating: 5, passingRating: 5, agilityRating: 5, defenseRating: 5, physicalRating: 5,
      })),
    });
  });
  afterAll(() => t.close());

  it("answers a formation by English name with its positions and pages its top players; unknown names are NotFoundError", async () => {
    const { data } = await t.gql(FORMATION, { name: "4-3-3 (holding)", position: "st" });
    expect(data.formation).toMatchObject({ __typename: "Formation", name: F, englishName: "4-3-3 (holding)" });
    expect(data.formation.positions).toHaveLength(11);
    expect(data.formation.positions[0]).toEqual({ position: "GK", x: 50, y: 92 });
    const top = data.formation.topPlayers;
    expect(top.edges.map((e: { node: { rank: number; card: { name: string } } }) => [e.node.rank, e.node.card.name])).toEqual([[1, "가"], [2, "나"]]);
    expect(top.pageInfo.hasNextPage).toBe(true);
    const next = await t.gql(FORMATION, { name: F, position: "ST", after: top.pageInfo.endCursor });
    expect(next.data.formation.topPlayers.edges.map((e: { node: { rank: number } }) => e.node.rank)).toEqual([3]);
    expect((await t.gql(FORMATION, { name: "9-9-9", position: "ST" })).data.formation).toEqual({ __typename: "NotFoundError", message: "알 수 없는 포메이션입니다." });
    const badPosition = await t.gql(FORMATION, { name: F, position: "XX" });
    expect(badPosition.errors?.[0]).toMatchObject({ message: "알 수 없는 포지션입니다.", extensions: { code: "NotFoundError" } });
  });

  it("ranks formations by share with their rating", async () => {
    const { data } = await t.gql(`{ formations { rank percentage reviewCount avgRating formation { name positions { position } } } }`);
    expect(data.formations).toEqual([{ rank: 1, percentage: 100, reviewCount: 3, avgRating: 8, formation: { name: F, positions: expect.any(Array) } }]);
  });

  it("runs the six mutations with typed errors and exact counters", async () => {
    const create = `mutation ($f: String!, $c: String!) { createFormationReview(formation: $f, content: $c) { ${payload("MutationCreateFormationReviewSuccess")} } }`;
    expect((await t.gql(create, { f: F, c: "글" })).data.createFormationReview).toEqual({ __typename: "UnauthorizedError", message: "포메이션 리뷰를 작성하려면 로그인이 필요합니다." });
    expect((await t.gql(create, { f: F, c: " " }, alice.token)).data.createFormationReview.__typename).toBe("ValidationError");
    expect((await t.gql(create, { f: "nope", c: "글" }, alice.token)).data.createFormationReview.__typename).toBe("NotFoundError");
    const created = (await t.gql(create, { f: F, c: " 좋은 포메이션 " }, alice.token)).data.createFormationReview.data.review;
    expect(created).toMatchObject({ content: "좋은 포메이션", likes: 0, viewerReaction: null, commentCount: 0 });

    const update = `mutation ($id: ID!, $c: String!) { updateFormationReview(id: $id, content: $c) { ${payload("MutationUpdateFormationReviewSuccess")} } }`;
    expect((await t.gql(update, { id: created.id, c: "남의 수정" }, bob.token)).data.updateFormationReview.__typename).toBe("ForbiddenError");
    expect((await t.gql(update, { id: created.id, c: "수정됨" }, alice.token)).data.updateFormationReview.data.review.content).toBe("수정됨");

    const react = `mutation ($id: ID!, $r: FormationReaction!) { reactToFormationReview(id: $id, reaction: $r) { ${payload("MutationReactToFormationReviewSuccess")} } }`;
    expect((await t.gql(react, { id: created.id, r: "LIKE" }, bob.token)).data.reactToFormationReview.data.review).toMatchObject({ likes: 1, dislikes: 0, viewerReaction: "LIKE" });
    expect((await t.gql(react, { id: created.id, r: "DISLIKE" }, bob.token)).data.reactToFormationReview.data.review).toMatchObject({ likes: 0, dislikes: 1, viewerReaction: "DISLIKE" });

    const comment = `mutation ($id: ID!, $p: ID, $c: String!) { createFormationReviewComment(reviewId: $id, parentId: $p, content: $c) {
      ${payload("MutationCreateFormationReviewCommentSuccess", "data { comment { id databaseId content } review { commentCount } }")} } }`;
    const root = (await t.gql(comment, { id: created.id, c: "댓글" }, bob.token)).data.createFormationReviewComment.data;
    expect(root).toMatchObject({ comment: { content: "댓글" }, review: { commentCount: 1 } });
    const reply = (await t.gql(comment, { id: created.id, p: root.comment.id, c: "답글" }, alice.token)).data.createFormationReviewComment.data;
    expect(reply.review.commentCount).toBe(2);

    const { data } = await t.gql(FORMATION, { name: F, position: "ST" }, bob.token);
    const node = data.formation.reviews.edges[0].node;
    expect(node).toMatchObject({ content: "수정됨", viewerReaction: "DISLIKE", viewerCanEdit: false, commentCount: 2 });
    const { comments } = (await t.gql(COMMENTS, { id: node.id }, bob.token)).data.node;
    expect(comments).toEqual({
      totalCount: 1,
      edges: [{ node: { content: "댓글", viewerCanDelete: true, author: { displayName: bob.user.nickname }, replies: [{ content: "답글", parentDatabaseId: root.comment.databaseId, author: { displayName: alice.user.nickname } }] } }],
    });

    const delComment = `mutation ($id: ID!) { deleteFormationReviewComment(id: $id) { ${payload("MutationDeleteFormationReviewCommentSuccess", "data { deletedIds review { commentCount } }")} } }`;
    expect((await t.gql(delComment, { id: root.comment.id }, alice.token)).data.deleteFormationReviewComment.__typename).toBe("ForbiddenError");
    const deleted = (await t.gql(delComment, { id: root.comment.id }, bob.token)).data.deleteFormationReviewComment.data;
    expect(deleted.deletedIds).toHaveLength(2);
    expect(deleted.review.commentCount).toBe(0);

    const del = `mutation ($id: ID!) { deleteFormationReview(id: $id) { ${payload("MutationDeleteFormationReviewSuccess", "data { deletedId formation { reviews(first: 1) { totalCount } } }")} } }`;
    expect((await t.gql(del, { id: created.id }, bob.token)).data.deleteFormationReview.__typename).toBe("ForbiddenError");
    const gone = (await t.gql(del, { id: created.id }, alice.token)).data.deleteFormationReview.data;
    expect(gone).toEqual({ deletedId: created.id, formation: { reviews: { totalCount: 0 } } });
  });

  it("reads a page of reviews with authors, reactions and comments in a flat number of statements", async () => {
    const db = t.db.prisma;
    const addReviews = async (n: number) => {
      const rows = await Promise.all(Array.from({ length: n }, (_, i) => db.formationReview.create({ data: { formationName: F, userId: i % 2 ? alice.user.id : bob.user.id, content: `글${i}` } })));
      await db.formationReviewComment.createMany({ data: rows.map((r) => ({ formationReviewId: r.id, userId: alice.user.id, content: "댓글" })) });
    };
    const read = () => t.countQueries(() => t.gql(FORMATION, { name: F, position: "ST" }, bob.token));
    await t.gql("{ __typename }", {}, bob.token); // bob's session is then cached: both reads below skip its statement
    await addReviews(3);
    const small = await read();
    await addReviews(7);
    const large = await read();
    expect(small.result.data.formation.reviews.edges).toHaveLength(3);
    expect(large.result.data.formation.reviews.edges).toHaveLength(10);
    expect(large.queries.length).toBe(small.queries.length);
    const comments = (id: string) => t.countQueries(() => t.gql(COMMENTS, { id }, bob.token));
    const one = await comments(large.result.data.formation.reviews.edges[0].node.id);
    await db.formationReviewComment.createMany({ data: [1, 2, 3].map(() => ({ formationReviewId: Number(Buffer.from(large.result.data.formation.reviews.edges[0].node.id, "base64").toString().split(":")[1]), userId: bob.user.id, content: "더" })) });
    const four = await comments(large.result.data.formation.reviews.edges[0].node.id);
    expect(four.result.data.node.comments.totalCount).toBe(one.result.data.node.comments.totalCount + 3);
    expect(four.queries.length).toBe(one.queries.length);
  });
});
