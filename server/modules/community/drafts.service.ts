import { Prisma } from "../../generated/prisma/client";
import type { PostType as DbPostType } from "../../generated/prisma/enums";
import type { Context } from "../../core/context";
import { POST_NOT_FOUND } from "../../core/contentLocks";
import { NotFoundError, UnauthorizedError, ValidationError, parseInput } from "../../errors";
import { transaction } from "../../platform/transaction";
import { DRAFT_LIMIT, DRAFT_MESSAGES } from "../../../domain/postDrafts";
import { draftInputSchema, draftTargetSchema, type DraftInput } from "./draftInput";
import { assertMayEdit } from "./posts.service";

/**
 * 임시저장: a member's unfinished posts, saved by the write page as they type. Only the owner ever
 * reads, changes or deletes a draft (anyone else gets the same 404 as for a missing one); at most
 * DRAFT_LIMIT per member; a draft for an edit names its post (one per member and post).
 */

const DRAFT_SELECT = { id: true, postId: true, title: true, type: true, content: true, tags: true, attachments: true, createdAt: true, updatedAt: true } satisfies Prisma.PostDraftSelect;
type DraftRow = Prisma.PostDraftGetPayload<{ select: typeof DRAFT_SELECT }>;
export const DRAFT_ORDER = [{ updatedAt: "desc" as const }, { id: "desc" as const }];

/** The REST shape: category in lower case like a post's. */
const restDraft = (d: DraftRow) => ({ ...d, type: d.type.toLowerCase() });

function requireMember(ctx: Pick<Context, "viewer">) {
  if (!ctx.viewer) throw new UnauthorizedError(DRAFT_MESSAGES.loginRequired);
  return ctx.viewer;
}

const draftData = (input: DraftInput) => ({
  title: input.title, content: input.content, type: input.type.toUpperCase() as DbPostType, tags: input.tags, attachments: input.attachments,
});

/** GET /api/posts/drafts: the viewer's drafts, last saved first. */
export async function listDrafts(ctx: Context) {
  const viewer = requireMember(ctx);
  const rows = await ctx.prisma.postDraft.findMany({ where: { userId: viewer.id }, orderBy: DRAFT_ORDER, select: DRAFT_SELECT });
  return rows.map(restDraft);
}

/** GET /api/posts/drafts/{id}: the viewer's own draft, 404 for anyone else's. */
export async function getDraft(ctx: Context, draftId: number) {
  const viewer = requireMember(ctx);
  const row = await ctx.prisma.postDraft.findUnique({ where: { id: draftId, userId: viewer.id }, select: DRAFT_SELECT });
  if (!row) throw new NotFoundError(DRAFT_MESSAGES.notFound);
  return restDraft(row);
}

/**
 * Saves a new draft (POST /api/posts/drafts, savePostDraft without id). With `postId` it is the
 * draft of an edit: the viewer must be allowed to edit that post, and their earlier draft of it is
 * overwritten rather than duplicated. The member row is locked so parallel saves cannot pass the limit.
 */
export async function createDraft(ctx: Context, payload: unknown): Promise<{ id: number }> {
  const viewer = requireMember(ctx);
  const input = parseInput(draftInputSchema, payload);
  const { postId } = parseInput(draftTargetSchema, payload);
  return transaction(ctx.prisma, async (tx) => {
    await tx.$queryRaw(Prisma.sql`SELECT id FROM "User" WHERE id = ${viewer.id} FOR UPDATE`);
    if (postId !== null) {
      const post = await tx.post.findUnique({ where: { id: postId }, select: { userId: true } });
      if (!post) throw new NotFoundError(POST_NOT_FOUND);
      await assertMayEdit(tx, viewer, post.userId);
      const existing = await tx.postDraft.findUnique({ where: { userId_postId: { userId: viewer.id, postId } }, select: { id: true } });
      if (existing) return tx.postDraft.update({ where: { id: existing.id }, data: draftData(input), select: { id: true } });
    }
    if ((await tx.postDraft.count({ where: { userId: viewer.id } })) >= DRAFT_LIMIT) {
      throw new ValidationError([{ path: [], message: DRAFT_MESSAGES.tooMany }]);
    }
    return tx.postDraft.create({ data: { ...draftData(input), userId: viewer.id, postId }, select: { id: true } });
  });
}

/** PUT /api/posts/drafts/{id} (savePostDraft with id): overwrites the owner's draft; the post it edits stays. */
export async function updateDraft(ctx: Context, draftId: number, payload: unknown): Promise<{ id: number }> {
  const viewer = requireMember(ctx);
  const input = parseInput(draftInputSchema, payload);
  return transaction(ctx.prisma, async (tx) => {
    const { count } = await tx.postDraft.updateMany({ where: { id: draftId, userId: viewer.id }, data: draftData(input) });
    if (count === 0) throw new NotFoundError(DRAFT_MESSAGES.notFound);
    return { id: draftId };
  });
}

/** DELETE /api/posts/drafts/{id} (deletePostDraft): the owner's only. */
export async function deleteDraft(ctx: Context, draftId: number): Promise<{ id: number }> {
  const viewer = requireMember(ctx);
  return transaction(ctx.prisma, async (tx) => {
    const { count } = await tx.postDraft.deleteMany({ where: { id: draftId, userId: viewer.id } });
    if (count === 0) throw new NotFoundError(DRAFT_MESSAGES.notFound);
    return { id: draftId };
  });
}
