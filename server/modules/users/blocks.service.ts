import type { Context } from "../../core/context";
import { requireViewer } from "../../core/guards";
import { MAX_BLOCKS } from "../../core/blocks";
import { NotFoundError, ValidationError } from "../../errors";
import { transaction } from "../../platform/transaction";
import { Prisma } from "../../generated/prisma/client";
import { displayName } from "../../../domain/users";

const BLOCK_MESSAGES = {
  self: "자기 자신은 차단할 수 없습니다.",
  notFound: "사용자를 찾을 수 없습니다.",
  tooMany: `차단은 최대 ${MAX_BLOCKS}명까지 할 수 있습니다.`,
} as const;

/**
 * Blocks a member (차단; POST /api/users/{id}/block, blockUser). Idempotent; never oneself, never a
 * deleted account. The blocker's own row is locked so two parallel blocks cannot pass the cap together.
 */
export async function blockUser(ctx: Context, userId: number): Promise<{ blocked: true }> {
  const viewer = requireViewer(ctx);
  if (userId === viewer.id) throw new ValidationError([{ path: ["userId"], message: BLOCK_MESSAGES.self }]);
  await transaction(ctx.prisma, async (tx) => {
    await tx.$queryRaw(Prisma.sql`SELECT id FROM "User" WHERE id = ${viewer.id} FOR UPDATE`);
    const target = await tx.user.findUnique({ where: { id: userId }, select: { isDeleted: true } });
    if (!target || target.isDeleted) throw new NotFoundError(BLOCK_MESSAGES.notFound);
    const key = { blockerId: viewer.id, blockedId: userId };
    if (await tx.userBlock.findUnique({ where: { blockerId_blockedId: key }, select: { blockerId: true } })) return;
    if ((await tx.userBlock.count({ where: { blockerId: viewer.id } })) >= MAX_BLOCKS) throw new ValidationError([{ path: ["userId"], message: BLOCK_MESSAGES.tooMany }]);
    await tx.userBlock.create({ data: key });
  });
  return { blocked: true };
}

/** Unblocks (DELETE /api/users/{id}/block, unblockUser); unblocking someone not blocked changes nothing. */
export async function unblockUser(ctx: Context, userId: number): Promise<{ blocked: false }> {
  const viewer = requireViewer(ctx);
  await transaction(ctx.prisma, (tx) => tx.userBlock.deleteMany({ where: { blockerId: viewer.id, blockedId: userId } }));
  return { blocked: false };
}

/** GET /api/users/me/blocks: the viewer's list, newest first (only they ever see it). */
export async function myBlocks(ctx: Context) {
  const viewer = requireViewer(ctx);
  const rows = await ctx.prisma.userBlock.findMany({
    where: { blockerId: viewer.id },
    orderBy: [{ createdAt: "desc" }, { blockedId: "desc" }],
    take: MAX_BLOCKS,
    select: { createdAt: true, blocked: { select: { id: true, nickname: true, currentLevel: true } } },
  });
  return { users: rows.map((r) => ({ id: r.blocked.id, nickname: displayName(r.blocked), currentLevel: r.blocked.currentLevel, blockedAt: r.createdAt })) };
}
