import { SQUAD_MESSAGES as M, SQUAD_PAGE, benchSlot, squadCardIds, squadInputSchema, type SquadInput } from "../../../domain/squads";
import { formationByName } from "../../../domain/formations";
import type { Context } from "../../core/context";
import { requireViewer } from "../../core/guards";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError, parseInput } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import type { Tx } from "../../platform/db";
import { transaction } from "../../platform/transaction";

type ViewerLike = { id: number; isAdmin: boolean } | null;

/** The one read rule: public squads for everyone, a private one for its owner and admins only. */
type SquadVisibleWhere = { isPublic: true } | { OR: ({ isPublic: true } | { userId: number })[] } | Record<string, never>;

export function squadVisibleWhere(viewer: ViewerLike): SquadVisibleWhere {
  if (!viewer) return { isPublic: true };
  if (viewer.isAdmin) return {};
  return { OR: [{ isPublic: true }, { userId: viewer.id }] };
}

export const mayManageSquad = (viewer: ViewerLike, ownerId: number) => !!viewer && (viewer.isAdmin || viewer.id === ownerId);

/** Locks a squad row the viewer may see (else 404, so a private squad's existence is not told). */
export async function lockSquad(tx: Tx, id: number, viewer: ViewerLike) {
  const rows = await tx.$queryRaw<{ id: number; userId: number; name: string; isPublic: boolean }[]>(
    Prisma.sql`SELECT id, "userId", name, "isPublic" FROM "Squad" WHERE id = ${id} FOR UPDATE`,
  );
  const row = rows[0];
  if (!row || (!row.isPublic && !mayManageSquad(viewer, row.userId))) throw new NotFoundError(M.notFound);
  return row;
}

/** Every named card must exist: one statement for the whole squad. */
async function requireCards(tx: Tx, input: SquadInput) {
  const ids = squadCardIds(input);
  const found = await tx.card.count({ where: { id: { in: ids } } });
  if (found !== ids.length) throw new ValidationError([{ path: ["starters"], message: M.unknownCard }]);
}

function playerRows(squadId: number, input: SquadInput) {
  return [
    ...input.starters.flatMap((cardId, slot) => (cardId === null ? [] : [{ squadId, slot, cardId }])),
    ...input.bench.map((cardId, i) => ({ squadId, slot: benchSlot(i), cardId })),
  ];
}

const fieldsOf = (input: SquadInput) => ({ name: input.name, description: input.description, isPublic: input.isPublic, formation: input.formation });

/** Saves a member's squad (name, description, public or private, formation, eleven and bench). */
export async function createSquad(ctx: Context, raw: unknown) {
  if (!ctx.viewer) throw new UnauthorizedError(M.loginRequired);
  const viewer = ctx.viewer;
  const input = parseInput(squadInputSchema, raw);
  return transaction(ctx.prisma, async (tx) => {
    await requireCards(tx, input);
    const squad = await tx.squad.create({ data: { ...fieldsOf(input), userId: viewer.id }, select: { id: true } });
    await tx.squadPlayer.createMany({ data: playerRows(squad.id, input) });
    return squad;
  });
}

/** Replaces a squad's fields and players: its owner, or an admin. */
export async function updateSquad(ctx: Context, id: number, raw: unknown) {
  const viewer = requireViewer(ctx);
  const input = parseInput(squadInputSchema, raw);
  return transaction(ctx.prisma, async (tx) => {
    const squad = await lockSquad(tx, id, viewer);
    if (!mayManageSquad(viewer, squad.userId)) throw new ForbiddenError(M.editForbidden);
    await requireCards(tx, input);
    await tx.squadPlayer.deleteMany({ where: { squadId: id } });
    await tx.squadPlayer.createMany({ data: playerRows(id, input) });
    return tx.squad.update({ where: { id }, data: fieldsOf(input), select: { id: true } });
  });
}

/** Deletes a squad (owner or admin) with its players, likes and comments; linked reviews keep their text. */
export async function deleteSquad(ctx: Context, id: number) {
  const viewer = requireViewer(ctx);
  return transaction(ctx.prisma, async (tx) => {
    const squad = await lockSquad(tx, id, viewer);
    if (!mayManageSquad(viewer, squad.userId)) throw new ForbiddenError(M.deleteForbidden);
    await tx.squad.delete({ where: { id } });
    return { id };
  });
}

/** The card fields a squad answer carries (the figures need the six main stats and the shared fields). */
const SQUAD_CARD_SELECT = {
  id: true, name: true, position: true, ovr: true, imageUrl: true, team: true, league: true, nation: true, className: true,
  pace: true, shooting: true, passing: true, agilityMain: true, defending: true, physical: true,
} as const;

const SQUAD_SELECT = {
  id: true, userId: true, name: true, description: true, formation: true, isPublic: true, likeCount: true, commentCount: true,
  createdAt: true, updatedAt: true,
  user: { select: { id: true, nickname: true, profileName: true } },
  players: { select: { slot: true, card: { select: SQUAD_CARD_SELECT } }, orderBy: { slot: "asc" } },
} as const satisfies Prisma.SquadSelect;

/** One squad the viewer may see, with its cards (one statement), or null. */
export function findSquad(ctx: Pick<Context, "prisma" | "viewer">, id: number) {
  return ctx.prisma.squad.findFirst({ where: { id, ...squadVisibleWhere(ctx.viewer) }, select: SQUAD_SELECT });
}

export type SquadSort = "newest" | "likes";
export const SQUAD_ORDER: Record<SquadSort, Prisma.SquadOrderByWithRelationInput[]> = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  likes: [{ likeCount: "desc" }, { id: "desc" }],
};

/** The /squads list's filter: public squads, optionally of one formation (an unknown one is a 400). */
function publicSquadsWhere(formation: string | null | undefined): Prisma.SquadWhereInput {
  if (!formation) return { isPublic: true };
  const known = formationByName(formation);
  if (!known) throw new ValidationError([{ path: ["formation"], message: M.unknownFormation }]);
  return { isPublic: true, formation: known.name };
}

/**
 * The /squads list's filter: public squads, or with `mine` the viewer's own (private ones too,
 * never anyone else's, not even for an admin). Null: a visitor asked for their own, there are none.
 */
export function squadListWhere(viewer: ViewerLike, args: { formation?: string | null; mine?: boolean | null }): Prisma.SquadWhereInput | null {
  const { isPublic: _public, ...formation } = publicSquadsWhere(args.formation);
  if (!args.mine) return { isPublic: true, ...formation };
  return viewer ? { userId: viewer.id, ...formation } : null;
}

/** Public squads (or the viewer's own: login required), newest or most liked first, with the total (REST). */
export async function listSquads(ctx: Pick<Context, "prisma" | "viewer">, args: { sort?: string | null; formation?: string | null; mine?: boolean; limit?: number; offset?: number }) {
  if (args.mine) requireViewer(ctx);
  const where = squadListWhere(ctx.viewer, args)!;
  const sort: SquadSort = args.sort === "likes" ? "likes" : "newest";
  const take = Math.min(Math.max(1, Math.trunc(args.limit ?? SQUAD_PAGE) || SQUAD_PAGE), 100);
  const skip = Math.max(0, Math.trunc(args.offset ?? 0) || 0);
  const [squads, total] = await Promise.all([
    ctx.prisma.squad.findMany({ where, orderBy: SQUAD_ORDER[sort], take, skip, select: SQUAD_SELECT }),
    ctx.prisma.squad.count({ where }),
  ]);
  return { squads, total };
}

/** The viewer's own squads, newest first (REST). */
export function listMySquads(ctx: Pick<Context, "prisma" | "viewer">) {
  const viewer = requireViewer(ctx);
  return ctx.prisma.squad.findMany({ where: { userId: viewer.id }, orderBy: SQUAD_ORDER.newest, take: 100, select: SQUAD_SELECT });
}
