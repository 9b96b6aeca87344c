import type { RestRouter } from "../../rest/router";
import { CARD_LIST_COLUMNS } from "../../core/cards";
import {
  RECOMMEND_DEFAULT,
  TOP_PLAYERS_DEFAULT,
  getFormationStats,
  getRecommendedFormations,
  getTopPlayers,
  topPlayerJson,
} from "./formations.service";
import { registerFormationReviewRoutes } from "./formationReviews.rest";

/** `limit` as a number, or undefined (the service applies its default and cap). */
const limitOf = (query: URLSearchParams) => {
  const raw = query.get("limit");
  return raw ? Number(raw) : undefined;
};
const topInput = (query: URLSearchParams) => ({
  formation: query.get("formation"),
  position: query.get("position"),
  limit: limitOf(query),
  select: CARD_LIST_COLUMNS,
});

/** Formation data derived from reviews. */
export function registerFormationRoutes(router: RestRouter) {
  registerFormationReviewRoutes(router);
  router.get("/api/reviews/formation-stats", async ({ ctx }) => ({ formations: await getFormationStats(ctx) }));

  router.get("/api/top-players", async ({ ctx, query }) => ({
    players: (await getTopPlayers(ctx, topInput(query), TOP_PLAYERS_DEFAULT)).map(topPlayerJson),
  }));

  router.get("/api/cards/recommend", async ({ ctx, query }) => ({
    cards: (await getTopPlayers(ctx, topInput(query), RECOMMEND_DEFAULT)).map((p) => ({
      ...p.card,
      formationAvgRating: p.avgRating,
      formationReviewCount: p.reviewCount,
    })),
  }));

  router.get("/api/formations/recommended", async ({ ctx, query }) => ({
    formations: await getRecommendedFormations(ctx, limitOf(query)),
  }));
}
