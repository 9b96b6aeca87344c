import type { Tx } from "../platform/db";

// 차단 (a member blocking another) is read by every feature that shows members' content (folding)
// and by notifications (none from a blocked member); writing the list is the users module's.

/** The most members one member may block: a list to manage, not a weapon. */
export const MAX_BLOCKS = 500;

/** Whether `blockerId` blocked `blockedId`, inside the caller's transaction (notifications). */
export async function hasBlocked(tx: Tx, blockerId: number, blockedId: number): Promise<boolean> {
  return (await tx.userBlock.count({ where: { blockerId, blockedId } })) > 0;
}
