import { expect } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Db } from "../../server/platform/db";
import { createBanner } from "./factories";
import { payload } from "./reviewsKit";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read in the shape of each route
type Json = any;
interface Answer {
  status: number;
  cache: string | null;
  body: Json;
}

/** Sends a request to the instance at `base` (anonymous unless `token`). */
export async function send(base: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: { ...(init.body ? { "content-type": "application/json" } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, cache: res.headers.get("x-response-cache"), body: (await res.json()) as Json };
}

/** A card with its first reviews, as the card page shows them. */
export const CARD_WITH_REVIEWS = `query ($id: ID!) { card(id: $id) { name reviewCount reviews(first: 5) { edges { node { databaseId reviewText isHidden replyCount likeStatus { likeCount } } } } } }`;

export interface PublicWriteSetup {
  db: Db;
  /** Where the writes go. */
  writer: string;
  /** Where the anonymous reads go, cached there. */
  reader: string;
  users: { alice: { token: string }; bob: { token: string }; admin: { token: string } };
  cardId: number;
  /** Reads until the answer differs from `before` (other instances learn of writes over Redis). */
  settle: (read: () => Promise<unknown>, before: unknown) => Promise<unknown>;
}

/**
 * Every kind of public write, through REST or GraphQL, by whoever may make it; before each, the
 * anonymous read it changes is read twice on the reader (the second from its cache), and after
 * it, the reader's next read must show the write.
 */
export async function checkEveryPublicWrite({ db, writer, reader, users: { alice, bob, admin }, cardId, settle }: PublicWriteSetup) {
  const gql = (base: string, query: string, variables: Record<string, unknown>, token?: string) => send(base, "/graphql", { body: { query, variables }, token });
  const changes = async (name: string, read: () => Promise<unknown>, write: () => Promise<Answer>) => {
    const before = await read();
    expect(await read(), `${name}: the second read is the cached one`).toEqual(before);
    const result = await write();
    expect(result.status, `${name}: ${JSON.stringify(result.body)}`).toBeLessThan(300);
    expect(result.body?.errors, name).toBeUndefined();
    expect(await settle(read, before), `${name}: the read after the write`).not.toEqual(before);
  };
  const card = () => gql(reader, CARD_WITH_REVIEWS, { id: encodeGlobalID("Card", cardId) });
  const review = async () => (await card()).body.data.card.reviews.edges[0]?.node;
  const reviewCount = async () => (await send(reader, `/api/cards/${cardId}`)).body.reviewCount;

  await changes("createReview (REST)", reviewCount, () => send(writer, "/api/reviews", { body: { cardId, ...payload() }, token: alice.token }));
  const reviewId = (await review()).databaseId as number;
  await changes("updateReview (GraphQL)", review, () =>
    gql(writer, `mutation ($id: ID!, $input: ReviewInput!) { updateReview(id: $id, input: $input) { __typename } }`, { id: encodeGlobalID("Review", reviewId), input: payload({ reviewText: "고친 리뷰" }) }, alice.token));
  await changes("toggleReviewLike (REST)", review, () => send(writer, `/api/reviews/${reviewId}/like`, { method: "POST", token: bob.token }));
  await changes("createReviewReply (REST)", review, () => send(writer, `/api/reviews/${reviewId}/replies`, { body: { content: "동의합니다" }, token: bob.token }));
  await changes("updateCard (GraphQL, admin)", async () => (await card()).body, () =>
    gql(writer, `mutation ($id: ID!, $input: CardInput!) { updateCard(id: $id, input: $input) { __typename } }`, { id: encodeGlobalID("Card", cardId), input: { name: "바뀐 이름" } }, admin.token));

  const posts = async () => (await send(reader, "/api/posts")).body;
  await changes("createPost (REST)", posts, () => send(writer, "/api/posts", { body: { title: "첫 글", content: "<p>내용</p>", type: "free", tags: [], attachments: [] }, token: alice.token }));
  const postId = (await posts()).posts[0].id as number;
  const post = async () => (await send(reader, `/api/posts/${postId}`)).body;
  await changes("recordPostView (REST, a visitor)", post, () => send(writer, `/api/posts/${postId}/view`, { method: "POST" }));
  await changes("createComment (REST)", post, () => send(writer, `/api/posts/${postId}/comments`, { body: { content: "댓글" }, token: bob.token }));
  await changes("togglePostLike (REST)", post, () => send(writer, `/api/posts/${postId}/like-toggle`, { method: "POST", token: bob.token }));
  await changes("votePost (GraphQL, 비추천)", post, () =>
    gql(writer, `mutation ($id: ID!) { votePost(id: $id, kind: DOWN) { __typename } }`, { id: encodeGlobalID("Post", postId) }, bob.token));
  await changes("togglePostScrap (REST)", post, () => send(writer, `/api/posts/${postId}/scrap-toggle`, { method: "POST", token: bob.token }));
  const comments = async () => (await send(reader, `/api/posts/${postId}/comments`)).body;
  const commentId = (await comments()).comments[0].id as number;
  await changes("voteComment (REST)", comments, () => send(writer, `/api/comments/${commentId}/vote`, { body: { kind: "up" }, token: alice.token }));

  await createBanner(db, { title: "기존 배너", displayOrder: 1 });
  await changes("createBanner (REST, admin)", async () => (await send(reader, "/api/banners")).body, () =>
    send(writer, "/api/banners", { body: { title: "새 배너", imageUrl: "/uploads/b.png", displayOrder: 2, isActive: true }, token: admin.token }));

  await send(writer, "/api/reports", { body: { targetType: "REVIEW", targetId: reviewId, reason: "SPAM" }, token: bob.token });
  const [report] = (await send(writer, "/api/admin/reports", { token: admin.token })).body.reports;
  await changes("hideReportedContent (REST, admin)", reviewCount, () => send(writer, `/api/admin/reports/${report.id}/hide`, { method: "POST", token: admin.token }));
  await changes("unhideContent (GraphQL, admin)", reviewCount, () =>
    gql(writer, `mutation ($id: ID!) { unhideContent(targetId: $id) { __typename } }`, { id: encodeGlobalID("Review", reviewId) }, admin.token));
  const squads = async () => (await send(reader, "/api/squads")).body;
  await changes("createSquad (REST)", squads, () =>
    send(writer, "/api/squads", { body: { name: "공개 스쿼드", formation: "4-3-3 홀딩", starters: [cardId, ...Array(10).fill(null)] }, token: alice.token }));
  const squadId = (await squads()).squads[0].id as number;
  const squad = async () => (await send(reader, `/api/squads/${squadId}`)).body;
  await changes("toggleSquadLike (REST)", squad, () => send(writer, `/api/squads/${squadId}/like`, { method: "POST", token: bob.token }));
  await changes("createSquadComment (GraphQL)", squad, () =>
    gql(writer, `mutation ($id: ID!) { createSquadComment(squadId: $id, content: "좋아요") { __typename } }`, { id: encodeGlobalID("Squad", squadId) }, bob.token));
  await changes("updateSquad (REST)", squad, () =>
    send(writer, `/api/squads/${squadId}`, { method: "PUT", body: { name: "바뀐 스쿼드", formation: "5-3-2", starters: [cardId, ...Array(10).fill(null)] }, token: alice.token }));
  await changes("deleteReview (REST)", reviewCount, () => send(writer, `/api/reviews/${reviewId}`, { method: "DELETE", token: alice.token }));
}
