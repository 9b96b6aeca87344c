import { SQUAD_MESSAGES as M, STARTERS } from "../../../domain/squads";
import { formationByName } from "../../../domain/formations";
import { squadFigures } from "../../../domain/squadFigures";
import { displayName } from "../../../domain/users";
import type { RestRouter } from "../../rest/router";
import { idParam } from "../../rest/router";
import { NotFoundError } from "../../errors";
import { createSquad, deleteSquad, findSquad, listMySquads, listSquads, updateSquad } from "./squads.service";
import { createSquadComment, deleteSquadComment, listSquadComments, toggleSquadLike } from "./squadSocial.service";

type SquadRow = NonNullable<Awaited<ReturnType<typeof findSquad>>>;
const numberOf = (value: string | null) => (value === null || value === "" ? undefined : Number(value));

/** A squad as REST answers it: numeric ids, the eleven slots with their positions, the bench and the figures. */
function squadAnswer(row: SquadRow) {
  const formation = formationByName(row.formation);
  const slots = formation?.positions.map((p) => p.position) ?? [];
  const starters = slots.map((position, slot) => ({ slot, position, card: row.players.find((p) => p.slot === slot)?.card ?? null }));
  const bench = row.players.filter((p) => p.slot >= STARTERS).map((p) => p.card);
  const { players: _players, user, ...rest } = row;
  return {
    ...rest,
    user: { id: user.id, nickname: displayName(user) },
    starters,
    bench,
    figures: squadFigures(slots, starters.map((s) => s.card)),
  };
}

/** /api/squads…: the squad builder's saved squads, likes and comments (same services as GraphQL). */
export function registerSquadRoutes(router: RestRouter) {
  router.get("/api/squads", async ({ ctx, query }) => {
    const { squads, total } = await listSquads(ctx, {
      sort: query.get("sort"), formation: query.get("formation"), mine: query.get("mine") === "1", limit: numberOf(query.get("limit")), offset: numberOf(query.get("offset")),
    });
    return { squads: squads.map(squadAnswer), total };
  });

  router.get("/api/squads/mine", async ({ ctx }) => ({ squads: (await listMySquads(ctx)).map(squadAnswer) }));

  router.get("/api/squads/:id", async ({ ctx, params }) => {
    const squad = await findSquad(ctx, idParam(params.id, M.notFound));
    if (!squad) throw new NotFoundError(M.notFound);
    return squadAnswer(squad);
  });

  const saved = async (ctx: Parameters<typeof findSquad>[0], id: number) => squadAnswer((await findSquad(ctx, id))!);

  router.post("/api/squads", async ({ ctx, json }) => saved(ctx, (await createSquad(ctx, await json())).id));

  router.put("/api/squads/:id", async ({ ctx, params, json }) => saved(ctx, (await updateSquad(ctx, idParam(params.id, M.notFound), await json())).id));

  router.delete("/api/squads/:id", async ({ ctx, params }) => {
    await deleteSquad(ctx, idParam(params.id, M.notFound));
    return { message: M.deleted };
  });

  router.post("/api/squads/:id/like", async ({ ctx, params }) => {
    const { isLiked, likeCount } = await toggleSquadLike(ctx, idParam(params.id, M.notFound));
    return { isLiked, likeCount };
  });

  router.get("/api/squads/:id/comments", async ({ ctx, params, query }) => {
    const { comments, total } = await listSquadComments(ctx, idParam(params.id, M.notFound), { limit: numberOf(query.get("limit")), offset: numberOf(query.get("offset")) });
    return { comments: comments.map((c) => ({ ...c, user: { id: c.user.id, nickname: displayName(c.user) } })), total };
  });

  router.post("/api/squads/:id/comments", async ({ ctx, params, json }) => {
    const body = await json();
    return createSquadComment(ctx, idParam(params.id, M.notFound), { content: body.content });
  });

  router.delete("/api/squads/:id/comments/:commentId", async ({ ctx, params }) => {
    await deleteSquadComment(ctx, idParam(params.commentId, M.commentNotFound), idParam(params.id, M.notFound));
    return { message: M.commentDeleted };
  });
}
