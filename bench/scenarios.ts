import { FORMATION_NAMES } from "../domain/formations";
import CardDetailRouteQuery from "../client/__generated__/CardDetailRouteQuery.graphql";
import FormationPageRouteQuery from "../client/__generated__/FormationPageRouteQuery.graphql";
import HomeRouteQuery from "../client/__generated__/HomeRouteQuery.graphql";
import CardsRouteQuery from "../client/__generated__/CardsRouteQuery.graphql";
import type { BenchRequest } from "./load";
import { POSTGRAPHILE_CARD_REVIEWS_QUERY, postgraphileRequest } from "./postgraphile";

export interface BenchData {
  cardIds: number[];
  tokens: string[];
}

export interface Scenario {
  name: string;
  ours: (i: number, data: BenchData) => BenchRequest;
  /** The raw-SQL handler's request for the same answer; null for ours-only scenarios. */
  reference: ((i: number, data: BenchData) => BenchRequest) | null;
  /** PostGraphile's request for the same rows, when POSTGRAPHILE_URL names one (bench/postgraphile.ts). */
  postgraphile?: (i: number, data: BenchData) => BenchRequest;
}

const json = { "content-type": "application/json" };
export const post = (path: string, body: unknown, headers: Record<string, string> = {}): BenchRequest => ({
  method: "POST",
  path,
  headers: { ...json, ...headers },
  body: JSON.stringify(body),
});
export const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  post("/graphql", { query, variables }, headers);
/** As the Relay client sends it: the persisted id only (client/relay/environment.ts). */
export const persisted = (operation: { params: { id?: string | null; name: string } }, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post("/graphql", { operationName: operation.params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.params.id } } }, headers);

export const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
export const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
export const bearer = (data: BenchData, i: number) => ({ authorization: `Bearer ${pick(data.tokens, i * 7919)}` });

const positions = ["ST", "CB", "CM", "GK", "LW", "CAM", "RB", "CDM"];
const initialsQueries = ["ㄱ", "ㅅㅎ", "ㅇ", "ㄱㅁ", "ㅈ", "ㅂ"];
export const search = (i: number) => ({ search: pick(initialsQueries, i), position: pick(positions, i), minOvr: 80, minHeight: 170 });
export const restSearch = (i: number) =>
  `?search=${encodeURIComponent(pick(initialsQueries, i))}&position=${pick(positions, i)}&minOvr=85&footPreference=${encodeURIComponent("오른발")}&sortBy=ovr&limit=20`;
const homeArgs = (i: number) => ({ formation: pick(FORMATION_NAMES, i), position: pick(["ST", "CM", "CB", "LW", "GK", "CAM"], i) });

export const SEARCH_QUERY = `query ($filter: CardFilter) { cards(filter: $filter, first: 20, offset: 20) { totalCount edges { node { id name ovr position imageUrl avgRating reviewCount } } } }`;
export const CARD_REVIEWS_QUERY = `query ($id: ID!) { card(id: $id) { id name ovr position pace shooting passing avgRating reviewCount
  reviews(first: 20) { totalCount edges { node { id overallRating formation reviewText createdAt author { displayName currentLevel } } } } } }`;
export const HOME_FORMATIONS_QUERY = `query ($formation: String!, $position: String!) {
  formationStats { formation percentage count }
  recommendedFormations(first: 6) { formation usage avgRating }
  topPlayers(formation: $formation, position: $position, first: 20) { rank avgRating reviewCount card { databaseId name ovr position id } } }`;

// Issue 30: four filters (programme + team + two stat ranges) sorted by a detailed stat, the bench set's LIVE teams in turn;
// "at a level" adds 랭크 1–5 / 훈련 10–30 in turn (the bench set gives every fifth card levels: prisma/seed/cardLevels.ts).
const LIVE_TEAMS = ["아틀란티코 CF", "FC 갈레온", "SC 파로", "풍차 SC", "운하 FC", "FC 튤립", "오렌지 아카데미", "에투알 FC"];
const LEVELS = [["RANK", 1], ["RANK", 2], ["RANK", 3], ["RANK", 4], ["RANK", 5], ["TRAINING", 10], ["TRAINING", 20], ["TRAINING", 30]] as const;
const fourFilters = (i: number) => ({
  className: ["LIVE"], team: [pick(LIVE_TEAMS, i)], stats: [{ key: "pace", min: pick([70, 80, 90], i) }, { key: "dribbling", min: pick([70, 80], i) }],
});
const atLevel = (i: number) => ({ kind: pick(LEVELS, i * 3)[0], level: pick(LEVELS, i * 3)[1] });
export const fourFiltersRest = (i: number, level: boolean) => {
  const f = fourFilters(i);
  const params = new URLSearchParams({ className: "LIVE", team: f.team[0], stats: `pace:${f.stats[0].min}-,dribbling:${f.stats[1].min}-`, sortBy: "dribbling" });
  if (level) params.set("level", `${atLevel(i).kind.toLowerCase()}-${atLevel(i).level}`);
  return `/api/cards?${params}`;
};
/** Card ids of the bench set with upgrade levels (every fifth from 1) or without (the next one). */
const levelCard = (d: BenchData, i: number, withLevels: boolean) => {
  const ids = d.cardIds.filter((id) => id % 5 === (withLevels ? 1 : 2));
  return pick(ids, i);
};

const formationQuery = (i: number, limit: number) => `?formation=${encodeURIComponent(homeArgs(i).formation)}&position=${homeArgs(i).position}&limit=${limit}`;
const sameRest = (path: (i: number) => string) => ({
  ours: (i: number) => ({ method: "GET" as const, path: path(i) }),
  reference: (i: number) => ({ method: "GET" as const, path: path(i) }),
});

export const SCENARIOS: Scenario[] = [
  {
    name: "search GraphQL",
    ours: (i) => gql(SEARCH_QUERY, { filter: search(i) }),
    reference: (i) => post("/search", { ...search(i), offset: 20, limit: 20 }),
  },
  {
    name: "search REST /api/cards",
    ours: (i) => ({ method: "GET", path: `/api/cards${restSearch(i)}` }),
    reference: (i) => ({ method: "GET", path: `/api/cards${restSearch(i)}` }),
  },
  {
    name: "card + 20 reviews GraphQL",
    ours: (i, d) => gql(CARD_REVIEWS_QUERY, { id: globalId("Card", pick(d.cardIds, i)) }),
    reference: (i, d) => post("/card-reviews", { id: pick(d.cardIds, i) }),
    postgraphile: (i, d) => postgraphileRequest(POSTGRAPHILE_CARD_REVIEWS_QUERY, { id: pick(d.cardIds, i) }),
  },
  {
    name: "card page (CardDetailRouteQuery)",
    ours: (i, d) => persisted(CardDetailRouteQuery, { id: globalId("Card", pick(d.cardIds, i)) }),
    reference: (i, d) => post("/card-page", { id: pick(d.cardIds, i) }),
  },
  {
    // One card asked for again and again: what a visitor of a popular card gets (the response cache).
    name: "card page, one popular card",
    ours: (_i, d) => persisted(CardDetailRouteQuery, { id: globalId("Card", d.cardIds[0]) }),
    reference: (_i, d) => post("/card-page", { id: d.cardIds[0] }),
  },
  {
    name: "card page, signed in",
    ours: (i, d) => persisted(CardDetailRouteQuery, { id: globalId("Card", pick(d.cardIds, i)) }, bearer(d, i)),
    reference: (i, d) => post("/card-page", { id: pick(d.cardIds, i) }, bearer(d, i)),
  },
  {
    name: "home formation stats + top players",
    ours: (i) => gql(HOME_FORMATIONS_QUERY, homeArgs(i)),
    reference: (i) => post("/home-formations", homeArgs(i)),
  },
  // Issue 15: ours reads the formation summary tables; the reference recounts "Review" (the "before").
  { name: "formations: stats REST", ...sameRest(() => "/api/reviews/formation-stats") },
  { name: "formations: top players REST (limit 50)", ...sameRest((i) => `/api/top-players${formationQuery(i, 50)}`) },
  { name: "formations: recommended cards REST (limit 50)", ...sameRest((i) => `/api/cards/recommend${formationQuery(i, 50)}`) },
  {
    name: "formations: rankings page (FormationPageRouteQuery)",
    ours: (i) => persisted(FormationPageRouteQuery, homeArgs(i)),
    reference: null,
  },
  { name: "search REST four filters, detailed-stat sort", ours: (i) => ({ method: "GET", path: fourFiltersRest(i, false) }), reference: null },
  { name: "search REST four filters at a level", ours: (i) => ({ method: "GET", path: fourFiltersRest(i, true) }), reference: null },
  {
    // The /cards page's own query: the search, its facets and the level choices.
    name: "search page four filters at a level (CardsRouteQuery)",
    ours: (i) => persisted(CardsRouteQuery, { filter: { ...fourFilters(i), level: atLevel(i) }, sort: "DRIBBLING", first: 20, offset: 0 }),
    reference: null,
  },
  { name: "card page, cards with levels (CardDetailRouteQuery)", ours: (i, d) => persisted(CardDetailRouteQuery, { id: globalId("Card", levelCard(d, i, true)) }), reference: null },
  { name: "card page, cards without levels (CardDetailRouteQuery)", ours: (i, d) => persisted(CardDetailRouteQuery, { id: globalId("Card", levelCard(d, i, false)) }), reference: null },
];

/** A review by the bearer of `headers` (a new one replaces their shown review of the card). */
export const createReviewRequest = (cardId: number, i: number, headers: Record<string, string>) =>
  gql(
    `mutation ($cardId: ID!, $input: ReviewInput!) { createReview(cardId: $cardId, input: $input) { __typename ... on Error { message } } }`,
    {
      cardId: globalId("Card", cardId),
      input: { paceRating: 1 + (i % 10), shootingRating: 8, passingRating: 7, agilityRating: 9, defenseRating: 5, physicalRating: 6, formation: "4-3-3 홀딩", reviewText: "벤치마크 리뷰" },
    },
    headers,
  );

/** Ours only (BENCH_EXTRA=1): the rest of the home page and a write. */
export const EXTRA_SCENARIOS: Scenario[] = [
  { name: "home page (HomeRouteQuery)", ours: () => persisted(HomeRouteQuery, {}), reference: null },
  { name: "createReview (signed in)", ours: (i, d) => createReviewRequest(pick(d.cardIds, i * 104729), i, bearer(d, i)), reference: null },
];
