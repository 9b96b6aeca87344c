import { requireViewer } from "../../core/guards";
import { CARD_NOT_FOUND } from "../../core/contentLocks";
import { ValidationError } from "../../errors";
import { idParam, json as jsonResponse, type RestRouter } from "../../rest/router";
import { WATCHLIST_MESSAGES } from "../../../domain/watchlist";
import { listWatchlist, unwatchCard, watchCard } from "./watchlist.service";

/** A card id from a JSON body: a positive integer (a numeric string too, as forms send it). */
function bodyCardId(value: unknown): number {
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new ValidationError([{ path: ["cardId"], message: "cardId는 카드 번호여야 합니다." }]);
  return idParam(String(id), CARD_NOT_FOUND);
}

export function registerWatchlistRoutes(router: RestRouter) {
  router.get("/api/users/me/watchlist", ({ ctx, query }) => {
    requireViewer(ctx);
    return listWatchlist(ctx, { limit: Number(query.get("limit") ?? undefined), offset: Number(query.get("offset") ?? 0) });
  });
  router.post("/api/users/me/watchlist", async ({ ctx, json }) => {
    requireViewer(ctx);
    const watch = await watchCard(ctx, bodyCardId((await json()).cardId));
    return jsonResponse({ cardId: watch.cardId, isWatched: true, watchedAt: watch.createdAt, message: WATCHLIST_MESSAGES.added }, 201);
  });
  const unwatch = async (ctx: Parameters<typeof unwatchCard>[0], id: number) => {
    const { cardId } = await unwatchCard(ctx, id);
    return { cardId, isWatched: false, message: WATCHLIST_MESSAGES.removed };
  };
  router.delete("/api/users/me/watchlist/:cardId", ({ ctx, params }) => unwatch(ctx, idParam(params.cardId, CARD_NOT_FOUND)));
  // The collection path too, with the card in the query (?cardId=) or the body.
  router.delete("/api/users/me/watchlist", async ({ ctx, query, json }) => {
    requireViewer(ctx);
    return unwatch(ctx, bodyCardId(query.get("cardId") ?? (await json()).cardId));
  });
}
