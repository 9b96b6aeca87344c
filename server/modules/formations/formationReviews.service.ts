import { FORMATION_REVIEW_MESSAGES as M, FORMATION_REVIEW_PAGE, formationReviewContentSchema, nextReaction, type FormationReaction } from "../../../domain/formationReviews";
import { transaction } from "../../platform/transaction";
import { POINTS } from "../../../domain/levels";
import { LIKE_NOTIFICATION_TEXT } from "../../../domain/notifications";
import { displayName } from "../../../domain/users";
import type { Context } from "../../core/context";
import { requireViewer } from "../../core/guards";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError, parseInput } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import type { Tx } from "../../platform/db";
import { WRITE_TX } from "../../core/contentLocks";
import { POINT_SOURCES, awardPoints, revokePoints } from "../../core/points";
import { withNotifications } from "../../core/notifications";
import { requireFormation } from "./formations.service";
import { rawWrites } from "../../platform/rowTracking";

const MAX_PAGE = 100;

/** The author fields every formation review answer carries. */
export const formationReviewUser = { id: true, nickname: true, profileName: true, currentLevel: true, avatarUrl: true, isAdmin: true } as const;

/** Locks one formation review row for the rest of the transaction (reactions, comments, edits). */
export async function lockFormationReview(tx: Tx, id: number) {
  const rows = await tx.$queryRaw<{ id: number; userId: number; formationName: string }[]>(
    Prisma.sql`SELECT id, "userId", "formationName" FROM "FormationReview" WHERE id = ${id} FOR UPDATE`,
  );
  if (rows.length === 0) throw new NotFoundError(M.notFound);
  return rows[0];
}

/** A page size and offset from a caller, clamped (10 by default, at most 100). */
export function pageOf(limit: number | null | undefined, offset: number | null | undefined) {
  const take = Number.isFinite(limit) ? Math.min(Math.max(1, Math.trunc(Number(limit))), MAX_PAGE) : FORMATION_REVIEW_PAGE;
  const skip = Number.isFinite(offset) ? Math.max(0, Math.trunc(Number(offset))) : 0;
  return { take, skip };
}

/** A formation's reviews, newest first, with the total; an unknown formation is a 404. */
export async function listFormationReviews(ctx: Pick<Context, "prisma">, formation: string, page: { limit?: number | null; offset?: number | null }) {
  const { name } = requireFormation(formation);
  const { take, skip } = pageOf(page.limit, page.offset);
  const where = { formationName: name };
  const [reviews, total] = await Promise.all([
    ctx.prisma.formationReview.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      skip,
      include: { user: { select: formationReviewUser } },
    }),
    ctx.prisma.formationReview.count({ where }),
  ]);
  return { reviews, total };
}

/**
 * The squad a review links (optional): a public squad, or one of the author's own; undefined leaves
 * an edited review's link as it is, null removes it.
 */
async function linkedSquadId(tx: Tx, viewerId: number, value: unknown): Promise<number | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const id = typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
  const squad = id === null ? null : await tx.squad.findFirst({ where: { id, OR: [{ isPublic: true }, { userId: viewerId }] }, select: { id: true } });
  if (!squad) throw new ValidationError([{ path: ["squadId"], message: M.squadNotFound }]);
  return squad.id;
}

/** Writes a review of a formation (members only); the author earns the formation review points. */
export async function createFormationReview(ctx: Context, input: { formationName?: unknown; content?: unknown; squadId?: unknown }) {
  if (!ctx.viewer) throw new UnauthorizedError(M.loginRequired);
  const viewer = ctx.viewer;
  const { name } = requireFormation(typeof input.formationName === "string" ? input.formationName : "");
  const content = parseInput(formationReviewContentSchema, input.content);
  return transaction(ctx.prisma, async (tx) => {
    const squadId = await linkedSquadId(tx, viewer.id, input.squadId);
    const review = await tx.formationReview.create({ data: { formationName: name, userId: viewer.id, content, squadId: squadId ?? null } });
    await awardPoints(tx, viewer.id, POINTS.formationReview, "포메이션 리뷰 작성", POINT_SOURCES.formationReview, review.id);
    return review;
  }, WRITE_TX);
}

/** Edits a review's text: its author, or an admin. */
export async function updateFormationReview(ctx: Context, id: number, input: { content?: unknown; squadId?: unknown }) {
  const viewer = requireViewer(ctx);
  const content = parseInput(formationReviewContentSchema, input.content);
  return transaction(ctx.prisma, async (tx) => {
    const review = await lockFormationReview(tx, id);
    if (review.userId !== viewer.id && !viewer.isAdmin) throw new ForbiddenError(M.editForbidden);
    const squadId = await linkedSquadId(tx, viewer.id, input.squadId);
    return tx.formationReview.update({ where: { id }, data: { content, ...(squadId === undefined ? {} : { squadId }) } });
  }, WRITE_TX);
}

/**
 * Deletes a review (author or admin) with its comments and reactions, taking back the points the
 * review and its comments earned.
 */
export async function deleteFormationReview(ctx: Context, id: number) {
  const viewer = requireViewer(ctx);
  return transaction(ctx.prisma, async (tx) => {
    const review = await lockFormationReview(tx, id);
    if (review.userId !== viewer.id && !viewer.isAdmin) throw new ForbiddenError(M.deleteForbidden);
    const comments = await tx.formationReviewComment.findMany({ where: { formationReviewId: id }, select: { id: true } });
    await revokePoints(tx, POINT_SOURCES.formationReviewComment, comments.map((c) => c.id));
    await revokePoints(tx, POINT_SOURCES.formationReview, id);
    await tx.formationReview.delete({ where: { id } });
    return { id, formationName: review.formationName };
  }, WRITE_TX);
}

/**
 * Likes or dislikes a review: one reaction per user, pressing it again takes it back, the other one
 * switches. The review row is locked and the counters are recounted from the reaction rows, so
 * they stay exact when the same user (or many) react at the same instant. A new like notifies the
 * review's author ("formation_review_like", batched per review); dislikes and take-backs do not.
 */
export async function reactToFormationReview(ctx: Context, id: number, pressed: FormationReaction) {
  if (!ctx.viewer) throw new UnauthorizedError(M.reactLoginRequired);
  const viewer = ctx.viewer;
  return withNotifications(ctx, async (tx, notify) => {
    const review = await lockFormationReview(tx, id);
    const key = { formationReviewId_userId: { formationReviewId: id, userId: viewer.id } };
    const current = await tx.formationReviewReaction.findUnique({ where: key, select: { type: true } });
    const next = nextReaction(current?.type ?? null, pressed);
    if (next === null) await tx.formationReviewReaction.delete({ where: key });
    else if (current) await tx.formationReviewReaction.update({ where: key, data: { type: next } });
    else await tx.formationReviewReaction.create({ data: { formationReviewId: id, userId: viewer.id, type: next } });
    const [counts] = await rawWrites(["FormationReview", `FormationReview:${id}`], () => tx.$queryRaw<{ likes: number; dislikes: number }[]>(Prisma.sql`
      UPDATE "FormationReview" f SET
        likes = (SELECT COUNT(*)::int FROM "FormationReviewReaction" r WHERE r."formationReviewId" = ${id} AND r.type = 'LIKE'),
        dislikes = (SELECT COUNT(*)::int FROM "FormationReviewReaction" r WHERE r."formationReviewId" = ${id} AND r.type = 'DISLIKE')
      WHERE f.id = ${id} RETURNING likes, dislikes`));
    if (next === "LIKE" && current?.type !== "LIKE") {
      await notify({
        recipientId: review.userId,
        actorId: viewer.id,
        type: "formation_review_like",
        batch: LIKE_NOTIFICATION_TEXT.formationReviewLike(displayName(viewer), review.formationName),
        formationName: review.formationName,
        contentId: id,
      });
    }
    return { id, likes: counts.likes, dislikes: counts.dislikes, reaction: next };
  }, WRITE_TX);
}
