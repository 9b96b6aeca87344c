import { SQUAD_MESSAGES as M, squadCommentSchema } from "../../../domain/squads";
import { LIKE_NOTIFICATION_TEXT, NOTIFICATION_TEXT } from "../../../domain/notifications";
import { displayName } from "../../../domain/users";
import type { Context } from "../../core/context";
import { requireViewer } from "../../core/guards";
import { withNotifications } from "../../core/notifications";
import { ForbiddenError, NotFoundError, UnauthorizedError, parseInput } from "../../errors";
import { transaction } from "../../platform/transaction";
import { lockSquad, mayManageSquad, squadVisibleWhere } from "./squads.service";

/**
 * Likes or unlikes a squad. The squad row is locked, so `likeCount` stays exact under parallel
 * toggles; a new like notifies the owner ("squad_like", batched per squad).
 */
export async function toggleSquadLike(ctx: Context, squadId: number) {
  if (!ctx.viewer) throw new UnauthorizedError(M.likeLoginRequired);
  const viewer = ctx.viewer;
  return withNotifications(ctx, async (tx, notify) => {
    const squad = await lockSquad(tx, squadId, viewer);
    const removed = await tx.squadLike.deleteMany({ where: { squadId, userId: viewer.id } });
    const isLiked = removed.count === 0;
    if (isLiked) await tx.squadLike.create({ data: { squadId, userId: viewer.id } });
    const { likeCount } = await tx.squad.update({ where: { id: squadId }, data: { likeCount: { increment: isLiked ? 1 : -1 } }, select: { likeCount: true } });
    if (isLiked) {
      await notify({ recipientId: squad.userId, actorId: viewer.id, type: "squad_like", batch: LIKE_NOTIFICATION_TEXT.squadLike(displayName(viewer), squad.name), contentId: squadId });
    }
    return { id: squadId, isLiked, likeCount };
  });
}

/** A squad's comments, oldest first, with the total (REST); a squad the viewer cannot see is a 404. */
export async function listSquadComments(ctx: Pick<Context, "prisma" | "viewer">, squadId: number, page: { limit?: number; offset?: number }) {
  const squad = await ctx.prisma.squad.findFirst({ where: { id: squadId, ...squadVisibleWhere(ctx.viewer) }, select: { id: true } });
  if (!squad) throw new NotFoundError(M.notFound);
  const take = Math.min(Math.max(1, Math.trunc(page.limit ?? 20) || 20), 100);
  const skip = Math.max(0, Math.trunc(page.offset ?? 0) || 0);
  const where = { squadId };
  const [comments, total] = await Promise.all([
    ctx.prisma.squadComment.findMany({
      where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take, skip,
      select: { id: true, squadId: true, content: true, createdAt: true, user: { select: { id: true, nickname: true, profileName: true } } },
    }),
    ctx.prisma.squadComment.count({ where }),
  ]);
  return { comments, total };
}

/** Comments on a squad; the owner gets a "squad_comment" notification (not for their own). */
export async function createSquadComment(ctx: Context, squadId: number, input: { content?: unknown }) {
  if (!ctx.viewer) throw new UnauthorizedError(M.commentLoginRequired);
  const viewer = ctx.viewer;
  const content = parseInput(squadCommentSchema, input.content);
  return withNotifications(ctx, async (tx, notify) => {
    const squad = await lockSquad(tx, squadId, viewer);
    const comment = await tx.squadComment.create({ data: { squadId, userId: viewer.id, content }, select: { id: true, squadId: true, content: true, createdAt: true } });
    await tx.squad.update({ where: { id: squadId }, data: { commentCount: { increment: 1 } }, select: { id: true } });
    await notify({ recipientId: squad.userId, actorId: viewer.id, type: "squad_comment", message: NOTIFICATION_TEXT.squadComment(displayName(viewer), squad.name), contentId: squadId });
    return comment;
  });
}

/** Deletes a comment: its author, the squad's owner or an admin. `squadId`, when given (REST path), must match. */
export async function deleteSquadComment(ctx: Context, commentId: number, squadId: number | null = null) {
  const viewer = requireViewer(ctx);
  return transaction(ctx.prisma, async (tx) => {
    const found = await tx.squadComment.findUnique({ where: { id: commentId }, select: { squadId: true, userId: true } });
    if (!found || (squadId !== null && found.squadId !== squadId)) throw new NotFoundError(M.commentNotFound);
    const squad = await lockSquad(tx, found.squadId, viewer);
    if (found.userId !== viewer.id && !mayManageSquad(viewer, squad.userId)) throw new ForbiddenError(M.commentDeleteForbidden);
    await tx.squadComment.delete({ where: { id: commentId } });
    await tx.squad.update({ where: { id: found.squadId }, data: { commentCount: { decrement: 1 } }, select: { id: true } });
    return { id: commentId, squadId: found.squadId };
  });
}
