import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../test/server/harness";
import { createBanner, createCards, createUser } from "../../test/server/factories";
import type { Db } from "../platform/db";

type Fixture = { visibility: "public" | "private"; create(db: Db, ownerId: number): Promise<number> };

/**
 * Every type implementing Node, classified. The test introspects the schema and fails when a new
 * Node type is missing here, so each new type gets its ownership decided and tested.
 */
const FIXTURES: Record<string, Fixture> = {
  Banner: { visibility: "public", create: async (db) => (await createBanner(db, { title: "배너", displayOrder: 1 })).id },
  Card: { visibility: "public", create: async (db) => (await createCards(db, 1))[0].id },
  User: { visibility: "public", create: async (_db, ownerId) => ownerId },
  Post: { visibility: "public", create: async (db, userId) => (await post(db, userId)).id },
  Comment: {
    visibility: "public",
    create: async (db, userId) => (await db.comment.create({ data: { postId: (await post(db, userId)).id, userId, content: "댓글" } })).id,
  },
  Review: { visibility: "public", create: async (db, userId) => (await review(db, userId)).id },
  ReviewReply: {
    visibility: "public",
    create: async (db, userId) => (await db.reviewReply.create({ data: { reviewId: (await review(db, userId)).id, userId, content: "답글" } })).id,
  },
  // Formations are the catalogue (domain/formations.ts): id n is the n-th formation, no row needed.
  Formation: { visibility: "public", create: async () => 3 },
  FormationReview: { visibility: "public", create: async (db, userId) => (await formationReview(db, userId)).id },
  FormationReviewComment: {
    visibility: "public",
    create: async (db, userId) =>
      (await db.formationReviewComment.create({ data: { formationReviewId: (await formationReview(db, userId)).id, userId, content: "댓글" } })).id,
  },
  Squad: { visibility: "public", create: async (db, userId) => (await squad(db, userId)).id },
  SquadComment: { visibility: "public", create: async (db, userId) => (await db.squadComment.create({ data: { squadId: (await squad(db, userId)).id, userId, content: "댓글" } })).id },
  // The reporter's and the admins' only (the admin queue); no one else learns who reported what.
  Report: {
    visibility: "private",
    create: async (db, reporterId) => (await db.report.create({ data: { reporterId, targetType: "POST", targetId: (await post(db, reporterId)).id, reason: "SPAM" } })).id,
  },
  Notification: {
    visibility: "private",
    create: async (db, userId) => (await db.notification.create({ data: { userId, type: "review_reply", message: "비공개 알림" } })).id,
  },
  // 임시저장: the writer's alone (admins included: a draft is not published content).
  PostDraft: { visibility: "private", create: async (db, userId) => (await db.postDraft.create({ data: { userId, title: "임시", content: "<p>초안</p>" } })).id },
  // A member's watchlist (관심 선수) is theirs alone.
  CardWatch: {
    visibility: "private",
    create: async (db, userId) => (await db.cardWatch.create({ data: { userId, cardId: (await createCards(db, 1))[0].id } })).id,
  },
};

type Viewer = "owner" | "admin" | "other" | "visitor";
type HiddenFixture = { name: string; seenBy: Viewer[]; create(db: Db, ownerId: number): Promise<number> };
const hiddenAt = new Date();

/**
 * Every Node type's not-public state, loaded by node(id) with the same rule as its list: [] when
 * the type has none (the catalogue, cards, formation reviews) or is private as a whole (above).
 */
const HIDDEN: Record<string, HiddenFixture[]> = {
  Banner: [{ name: "inactive", seenBy: ["admin"], create: async (db) => (await createBanner(db, { title: "꺼진 배너", displayOrder: 2, isActive: false })).id }],
  Card: [],
  User: [{ name: "deleted account", seenBy: ["admin"], create: async (db) => (await createUser(db, { isDeleted: true })).user.id }],
  Post: [{ name: "hidden by an admin", seenBy: ["owner", "admin"], create: async (db, userId) => (await post(db, userId, hiddenAt)).id }],
  Comment: [
    { name: "hidden by an admin", seenBy: ["owner", "admin"], create: async (db, userId) => (await db.comment.create({ data: { postId: (await post(db, userId)).id, userId, content: "댓글", hiddenAt } })).id },
    { name: "under a hidden post", seenBy: ["owner", "admin"], create: async (db, userId) => (await db.comment.create({ data: { postId: (await post(db, userId, hiddenAt)).id, userId, content: "댓글" } })).id },
  ],
  Review: [{ name: "hidden by an admin", seenBy: ["owner", "admin"], create: async (db, userId) => (await review(db, userId, hiddenAt)).id }],
  ReviewReply: [
    { name: "hidden by an admin", seenBy: ["owner", "admin"], create: async (db, userId) => (await db.reviewReply.create({ data: { reviewId: (await review(db, userId)).id, userId, content: "답글", hiddenAt } })).id },
    { name: "under a hidden review", seenBy: ["owner", "admin"], create: async (db, userId) => (await db.reviewReply.create({ data: { reviewId: (await review(db, userId, hiddenAt)).id, userId, content: "답글" } })).id },
  ],
  Formation: [],
  FormationReview: [],
  FormationReviewComment: [],
  Report: [],
  Notification: [],
  CardWatch: [],
  PostDraft: [],
  // A private squad (and what is written under it) is its owner's and the admins' only.
  Squad: [{ name: "private", seenBy: ["owner", "admin"], create: async (db, userId) => (await squad(db, userId, false)).id }],
  SquadComment: [
    { name: "under a private squad", seenBy: ["owner", "admin"], create: async (db, userId) => (await db.squadComment.create({ data: { squadId: (await squad(db, userId, false)).id, userId, content: "댓글" } })).id },
  ],
};

async function squad(db: Db, userId: number, isPublic = true) {
  const [card] = await createCards(db, 1);
  return db.squad.create({ data: { userId, name: "스쿼드", formation: "4-3-3 홀딩", isPublic, players: { create: [{ slot: 0, cardId: card.id }] } } });
}

const formationReview = (db: Db, userId: number) => db.formationReview.create({ data: { formationName: "4-3-3 홀딩", userId, content: "리뷰" } });
const post = (db: Db, userId: number, hidden: Date | null = null) => db.post.create({ data: { userId, title: "글", content: "내용", hiddenAt: hidden } });
async function review(db: Db, userId: number, hidden: Date | null = null) {
  const [card] = await createCards(db, 1);
  const r = { paceRating: 8, shootingRating: 8, passingRating: 8, agilityRating: 8, defenseRating: 8, physicalRating: 8, overallRating: 8 };
  return db.review.create({ data: { cardId: card.id, userId, formation: "4-3-3", hiddenAt: hidden, ...r } });
}

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const NODE = `query ($id: ID!, $ids: [ID!]!) { node(id: $id) { __typename id } nodes(ids: $ids) { __typename id } }`;

describe.each(BACKENDS)("node(id) and nodes(ids) ownership on %s", (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = await createUser(t.db.prisma);
    other = await createUser(t.db.prisma);
    admin = await createUser(t.db.prisma, { isAdmin: true });
  });
  afterAll(() => t.close());
  const db = () => t.db.prisma;

  it("has a fixture for every type implementing Node", async () => {
    const { data } = await t.gql(`{ __type(name: "Node") { possibleTypes { name } } }`);
    const names = (data.__type.possibleTypes as { name: string }[]).map((p) => p.name).sort();
    expect(names).toEqual(Object.keys(FIXTURES).sort());
    expect(names).toEqual(Object.keys(HIDDEN).sort());
  });

  for (const [type, variants] of Object.entries(HIDDEN)) {
    for (const variant of variants) {
      it(`${type} ${variant.name}: node(id) and nodes(ids) find it for ${variant.seenBy.join(" and ")} only, as its list does`, async () => {
        const id = globalId(type, await variant.create(t.db.prisma, owner.user.id));
        const tokens: Record<Viewer, string | undefined> = { owner: owner.token, admin: admin.token, other: other.token, visitor: undefined };
        for (const [viewer, token] of Object.entries(tokens) as [Viewer, string | undefined][]) {
          const expected = variant.seenBy.includes(viewer) ? { __typename: type, id } : null;
          const { data, errors } = await t.gql(NODE, { id, ids: [id] }, token);
          expect(errors, viewer).toBeUndefined();
          expect(data, viewer).toEqual({ node: expected, nodes: [expected] });
        }
      });
    }
  }

  for (const [type, fixture] of Object.entries(FIXTURES)) {
    it(`${type} (${fixture.visibility}): another user's and a visitor's lookups ${fixture.visibility === "private" ? "find nothing" : "resolve"}`, async () => {
      const id = globalId(type, await fixture.create(t.db.prisma, owner.user.id));
      const found = { __typename: type, id };
      const expected = fixture.visibility === "private" ? null : found;
      const ownView = await t.gql(NODE, { id, ids: [id] }, owner.token);
      expect(ownView.data).toEqual({ node: found, nodes: [found] });
      for (const token of [other.token, undefined]) {
        const { data, errors } = await t.gql(NODE, { id, ids: [id] }, token);
        expect(errors).toBeUndefined();
        expect(data).toEqual({ node: expected, nodes: [expected] });
      }
    });
  }

  it("keeps a User's private fields to the user", async () => {
    const id = globalId("User", owner.user.id);
    const query = `query ($id: ID!) { node(id: $id) { ... on User { email isTempPassword unreadNotificationCount } } }`;
    expect((await t.gql(query, { id }, owner.token)).data.node.email).toBe(owner.user.email);
    expect((await t.gql(query, { id }, other.token)).data.node).toEqual({ email: null, isTempPassword: false, unreadNotificationCount: 0 });
  });

  it("keeps a User's watchlist and notification settings to the user", async () => {
    // The owner's watches so far (the fixtures' among them), plus one.
    await db().cardWatch.create({ data: { userId: owner.user.id, cardId: (await createCards(db(), 1))[0].id } });
    const count = await db().cardWatch.count({ where: { userId: owner.user.id } });
    const id = globalId("User", owner.user.id);
    const query = `query ($id: ID!) { node(id: $id) { ... on User { notificationSettings { like } watchlist(first: 5) { totalCount } } } }`;
    expect((await t.gql(query, { id }, owner.token)).data.node).toEqual({ notificationSettings: { like: true }, watchlist: { totalCount: count } });
    for (const token of [other.token, admin.token, undefined]) {
      const { data, errors } = await t.gql(query, { id }, token);
      expect(data?.node ?? null).toBeNull();
      expect(errors?.length).toBeGreaterThan(0);
    }
  });
});
