import { z } from "zod";
import type { RestRouter } from "../../rest/router";
import { idParam, jsonText } from "../../rest/router";
import { parseInput, validationErrorFrom } from "../../errors";
import { filterOf } from "../../../domain/cardSearch";
import { parseCardSearchStrict } from "../../../domain/cardSearchSchema";
import { cardJson, getCard, getCardStats, listOtherVersions } from "./cards.service";
import { CARD_LIST_COLUMNS } from "../../core/cards";
import { CARD_NOT_FOUND } from "../../core/contentLocks";
import { searchCardsJson } from "./cards.search";
import { cardFacets } from "./cards.facets";
import { getCardWithLevels } from "./cardLevels.service";
import { listCardsAtLevel } from "./cards.levelRanking";
import { POSITION_TOP_SIZE, getPositionTop, listNewCards, listPopularCards } from "./cards.rankings";

// Older REST clients ask new/popular for up to 1,000 rows at once; our own client pages.
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  position: z.string().optional(),
  sortBy: z.string().optional(),
});
const readList = (query: URLSearchParams) =>
  parseInput(listQuery, Object.fromEntries([...query].filter(([, v]) => v !== "")));

export function registerCardRoutes(router: RestRouter) {
  router.get("/api/cards", async ({ ctx, query }) => {
    const parsed = parseCardSearchStrict(query);
    if (!parsed.success) throw validationErrorFrom(parsed.error.issues);
    const { sortBy, limit, offset } = parsed.data;
    // At a level each card says its OVR there and whether it has that level (as /api/cards/rankings/level does).
    const { cardsJson, total } = await searchCardsJson(ctx, { filter: filterOf(parsed.data), sort: sortBy, page: { limit, offset } });
    return jsonText(`{"cards":${cardsJson},"total":${total}}`);
  });

  router.get("/api/cards/stats", ({ ctx }) => getCardStats(ctx));

  // Counts per programme, team, league and nation for the same query string /api/cards takes.
  router.get("/api/cards/facets", async ({ ctx, query }) => {
    const parsed = parseCardSearchStrict(query);
    if (!parsed.success) throw validationErrorFrom(parsed.error.issues);
    return cardFacets(ctx, filterOf(parsed.data));
  });

  router.get("/api/cards/new", async ({ ctx, query }) => {
    const { limit, offset, position } = readList(query);
    return (await listNewCards(ctx, { position, page: { limit, offset }, select: CARD_LIST_COLUMNS })).cards;
  });

  router.get("/api/cards/popular", async ({ ctx, query }) => {
    const { limit, offset, position, sortBy } = readList(query);
    return (await listPopularCards(ctx, { sort: sortBy, position, page: { limit, offset }, select: CARD_LIST_COLUMNS })).cards;
  });

  router.get("/api/cards/position/:position/top", async ({ ctx, params, query }) => {
    const limit = Number(query.get("limit") ?? POSITION_TOP_SIZE);
    const top = await getPositionTop(ctx, params.position.toUpperCase(), Number.isFinite(limit) ? limit : POSITION_TOP_SIZE, CARD_LIST_COLUMNS);
    return top.cards;
  });

  // OVR ranking at one upgrade level (cards without it by base OVR): list shape plus levelOvr and hasLevel.
  router.get("/api/cards/rankings/level", async ({ ctx, query }) => {
    const q = (k: string) => query.get(k) || undefined;
    const rows = await listCardsAtLevel(ctx, { kind: q("kind"), level: q("level"), position: q("position"), limit: q("limit"), offset: q("offset") }, CARD_LIST_COLUMNS);
    return { cards: rows.map((r) => ({ ...r.card, levelOvr: r.ovr, hasLevel: r.hasLevel })) };
  });

  // The player's other versions (the card page's "다른 버전" strip), in the list shape.
  router.get("/api/cards/:id/versions", async ({ ctx, params }) => {
    const card = await getCard(ctx, idParam(params.id, CARD_NOT_FOUND));
    return { cards: await listOtherVersions(ctx, card, CARD_LIST_COLUMNS) };
  });

  // The card with its upgrade levels ([] when it has none).
  router.get("/api/cards/:id", async ({ ctx, params }) => {
    const { levels, ...card } = await getCardWithLevels(ctx, idParam(params.id, CARD_NOT_FOUND));
    return { ...cardJson(card), levels };
  });
}
