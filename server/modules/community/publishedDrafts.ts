import type { Prisma } from "../../generated/prisma/client";
import type { Tx } from "../../platform/db";
import { parseInput } from "../../errors";
import { publishedDraftSchema } from "./draftInput";

/** The `draftId` of a publish payload (createPost/updatePost input), read before the transaction. */
export function publishedDraftId(payload: unknown): number | null {
  return parseInput(publishedDraftSchema, payload && typeof payload === "object" ? payload : {}).draftId;
}

/**
 * Called inside the publishing transaction of createPost/updatePost: removes the draft the post was
 * written from (`draftId` in the input) and, for an edit, the writer's draft of that post. Only the
 * writer's own drafts match, so a foreign or stale id changes nothing.
 */
export async function discardPublishedDrafts(tx: Tx, userId: number, draftId: number | null, postId: number | null) {
  const which: Prisma.PostDraftWhereInput[] = [];
  if (draftId !== null) which.push({ id: draftId });
  if (postId !== null) which.push({ postId });
  if (which.length > 0) await tx.postDraft.deleteMany({ where: { userId, OR: which } });
}
