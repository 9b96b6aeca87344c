import { VOTE_MESSAGES } from "../../../domain/boardVotes";
import type { Context } from "../../core/context";
import { visibleWhere } from "../../core/visibility";
import { requireViewer } from "../../core/guards";
import { POST_WRITE_TX, lockPost } from "../../core/contentLocks";
import { UnauthorizedError } from "../../errors";
import { transaction } from "../../platform/transaction";
import type { Prisma } from "../../generated/prisma/client";

export interface ScrapStatus {
  isScrapped: boolean;
  scrapCount: number;
}

/**
 * Saves or un-saves a post (스크랩; POST /api/posts/{id}/scrap-toggle, togglePostScrap). One's own
 * posts may be saved too. The post row is locked, so `scrapCount` stays exact under parallel toggles;
 * a post hidden from the viewer is not found.
 */
export async function togglePostScrap(ctx: Context, postId: number): Promise<ScrapStatus> {
  if (!ctx.viewer) throw new UnauthorizedError(VOTE_MESSAGES.scrapLoginRequired);
  const viewer = ctx.viewer;
  return transaction(ctx.prisma, async (tx) => {
    await lockPost(tx, postId, viewer);
    const removed = await tx.postScrap.deleteMany({ where: { postId, userId: viewer.id } });
    const isScrapped = removed.count === 0;
    if (isScrapped) await tx.postScrap.create({ data: { postId, userId: viewer.id } });
    const { scrapCount } = await tx.post.update({ where: { id: postId }, data: { scrapCount: { increment: isScrapped ? 1 : -1 } }, select: { scrapCount: true } });
    return { isScrapped, scrapCount };
  }, POST_WRITE_TX);
}

/** The viewer's scraps, newest saved first; posts since hidden from them are left out (same rule as the board). */
export function myScrapsWhere(viewer: { id: number; isAdmin: boolean }): Prisma.PostScrapWhereInput {
  return { userId: viewer.id, post: visibleWhere(viewer) };
}

export const SCRAP_ORDER = [{ createdAt: "desc" as const }, { postId: "desc" as const }];

/** GET /api/users/me/scraps?offset&limit: `{ posts, total }` with each post's board fields and when it was saved. */
export async function listMyScraps(ctx: Context, page: { offset: number; limit: number }) {
  const viewer = requireViewer(ctx);
  const where = myScrapsWhere(viewer);
  const [rows, total] = await Promise.all([
    ctx.prisma.postScrap.findMany({
      where, orderBy: SCRAP_ORDER, skip: page.offset, take: page.limit,
      select: { createdAt: true, post: { select: { id: true, title: true, type: true, likes: true, dislikes: true, views: true, commentCount: true, scrapCount: true, createdAt: true } } },
    }),
    ctx.prisma.postScrap.count({ where }),
  ]);
  return { posts: rows.map((r) => ({ ...r.post, type: r.post.type.toLowerCase(), scrappedAt: r.createdAt })), total };
}
