import { Prisma } from "../generated/prisma/client";
import type { Tx } from "../platform/db";

// Post comments, review replies and formation review comments are all threads: a row with an optional parent of its own kind.
const THREADS = {
  comment: { table: Prisma.raw('"Comment"'), parent: Prisma.raw('"parentId"') },
  reviewReply: { table: Prisma.raw('"ReviewReply"'), parent: Prisma.raw('"parentReplyId"') },
  formationReviewComment: { table: Prisma.raw('"FormationReviewComment"'), parent: Prisma.raw('"parentId"') },
} as const;

export type CommentThreadKind = keyof typeof THREADS;

/**
 * The ids of a comment and every reply beneath it at any depth, root first, in one recursive
 * query: what deleting the comment removes (replies cascade) and whose points go with it.
 */
export async function commentSubtreeIds(tx: Tx, kind: CommentThreadKind, rootId: number): Promise<number[]> {
  const { table, parent } = THREADS[kind];
  const rows = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
    WITH RECURSIVE subtree AS (SELECT id, 0 AS depth FROM ${table} WHERE id = ${rootId}
      UNION ALL SELECT c.id, s.depth + 1 FROM ${table} c JOIN subtree s ON c.${parent} = s.id)
    SELECT id FROM subtree ORDER BY depth, id`);
  return rows.map((r) => r.id);
}
