import { encodeGlobalID } from "@pothos/plugin-relay";
import type { TestApp } from "./harness";

/** Shared helpers of the reviews test files (no test of its own). */
export const payload = (overrides: Record<string, unknown> = {}) => ({
  formation: "4-3-3 홀딩",
  paceRating: 8, shootingRating: 7, passingRating: 9, agilityRating: 6, defenseRating: 5, physicalRating: 10,
  positionBreak: null,
  reviewText: "  좋은 카드  ",
  ...overrides,
});

export const cardGid = (id: number) => encodeGlobalID("Card", id);
export const reviewGid = (id: number) => encodeGlobalID("Review", id);

export function restClient(t: TestApp) {
  return async (path: string, token?: string, method = "GET", body?: unknown) => {
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };
}

export const CREATE = `mutation ($cardId: ID!, $input: ReviewInput!) {
  createReview(cardId: $cardId, input: $input) {
    __typename
    ... on Error { message }
    ... on MutationCreateReviewSuccess { data { review { id databaseId overallRating reviewText positionBreak } card { avgRating reviewCount heartCount } } }
  }
}`;

export async function points(t: TestApp, userId: number) {
  return (await t.db.prisma.user.findUniqueOrThrow({ where: { id: userId } })).points;
}

export async function cardCounters(t: TestApp, cardId: number) {
  const c = await t.db.prisma.card.findUniqueOrThrow({ where: { id: cardId } });
  return { avgRating: c.avgRating, reviewCount: c.reviewCount, heartCount: c.heartCount };
}
