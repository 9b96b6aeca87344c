import type { RestRouter } from "../../rest/router";
import { idParam } from "../../rest/router";
import { CARD_NOT_FOUND, cardJson, getCard } from "./cards.service";

export function registerCardRoutes(router: RestRouter) {
  router.get("/api/cards/:id", async ({ ctx, params }) =>
    cardJson(await getCard(ctx.prisma, idParam(params.id, CARD_NOT_FOUND))),
  );
}
