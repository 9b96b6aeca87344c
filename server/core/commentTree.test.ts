import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createCards, createUser } from "../../test/server/factories";
import { commentSubtreeIds } from "./commentTree";

describe.each(BACKENDS)("comment subtrees on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("collects a post comment and its replies at every depth, not its siblings", async () => {
    const { user } = await createUser(t.db.prisma);
    const post = await t.db.prisma.post.create({ data: { userId: user.id, title: "제목", content: "<p>본문</p>", type: "FREE" } });
    const add = (parentId: number | null) => t.db.prisma.comment.create({ data: { postId: post.id, userId: user.id, parentId, content: "댓글" } });
    const root = await add(null);
    const sibling = await add(null);
    const child = await add(root.id);
    const grandchild = await add(child.id);
    await add(sibling.id);
    const ids = await t.db.prisma.$transaction((tx) => commentSubtreeIds(tx, "comment", root.id));
    expect(ids).toEqual([root.id, child.id, grandchild.id]);
  });

  it("collects a review reply thread the same way", async () => {
    const { user } = await createUser(t.db.prisma);
    const [card] = await createCards(t.db.prisma, 1);
    const review = await t.db.prisma.review.create({
      data: {
        cardId: card.id, userId: user.id, reviewText: "리뷰", formation: "4-3-3", overallRating: 8,
        paceRating: 8, shootingRating: 8, passingRating: 8, agilityRating: 8, defenseRating: 8, physicalRating: 8,
      },
    });
    const add = (parentReplyId: number | null) => t.db.prisma.reviewReply.create({ data: { reviewId: review.id, userId: user.id, parentReplyId, content: "답글" } });
    const root = await add(null);
    const child = await add(root.id);
    const other = await add(null);
    const grandchild = await add(child.id);
    const ids = await t.db.prisma.$transaction((tx) => commentSubtreeIds(tx, "reviewReply", child.id));
    expect(ids).toEqual([child.id, grandchild.id]);
    expect(ids).not.toContain(other.id);
  });
});
