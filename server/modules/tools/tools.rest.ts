import type { RestRouter } from "../../rest/router";
import { getStatLeaders, statLeaderJson } from "./statLeaders.service";

/** The tools' documented endpoint: `GET /api/cards/stat-leaders` → `{ cards, total }`. */
export function registerToolRoutes(router: RestRouter) {
  router.get("/api/cards/stat-leaders", async ({ ctx, query }) => {
    const limit = query.get("limit");
    const { cards, total } = await getStatLeaders(ctx, ctx.services.statLeaderCache, {
      position: query.get("position"),
      boosts: query.getAll("skillBoosts"),
      stats: query.getAll("stats"),
      limit: limit ? Number(limit) : undefined,
    });
    return { cards: cards.map(statLeaderJson), total };
  });
}
