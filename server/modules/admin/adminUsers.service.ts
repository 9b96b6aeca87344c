import { z } from "zod";
import { transaction } from "../../platform/transaction";
import type { Context } from "../../core/context";
import { ForbiddenError, NotFoundError, parseInput } from "../../errors";
import type { Prisma } from "../../generated/prisma/client";
import { escapeLike } from "../../../domain/hangul";
import { announceRevokedSessions, revokeSessions } from "../../core/session";
import { requireAdmin } from "../../core/guards";

const ADMIN_USER_PAGE_SIZE = 20;
const USER_NOT_FOUND = "사용자를 찾을 수 없습니다.";
const ADMIN_PROTECTED = "관리자 계정은 삭제할 수 없습니다.";

const listSchema = z.object({
  page: z.coerce.number({ error: "page는 숫자여야 합니다." }).int().min(1, { error: "page는 1 이상이어야 합니다." }).max(100_000).default(1),
  limit: z.coerce.number({ error: "limit은 숫자여야 합니다." }).int().min(1).max(100, { error: "limit은 100 이하여야 합니다." }).default(ADMIN_USER_PAGE_SIZE),
  search: z.string().trim().max(100, { error: "검색어는 100자 이하여야 합니다." }).default(""),
});

const USER_SELECT = { id: true, username: true, email: true, nickname: true, profileName: true, createdAt: true, isAdmin: true, isDeleted: true } as const;

/** The search filter: username, e-mail or nickname contains the text (case-insensitive). */
function adminUserWhere(search: string): Prisma.UserWhereInput {
  if (!search) return {};
  const contains = escapeLike(search);
  return { OR: [{ username: { contains, mode: "insensitive" } }, { email: { contains, mode: "insensitive" } }, { nickname: { contains, mode: "insensitive" } }] };
}

/** Hearts received = likes on the users' shown reviews, for one page of users in one statement. */
async function receivedHearts(ctx: Context, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, number>();
  const sums = await ctx.prisma.review.groupBy({ by: ["userId"], where: { userId: { in: userIds }, isLatest: true }, _sum: { likeCount: true } });
  return new Map(sums.map((s) => [s.userId, s._sum.likeCount ?? 0]));
}

/** Admin: GET /api/users (page, limit=20, search) → { users, total, hasMore }, newest first. */
export async function listUsersForAdmin(ctx: Context, raw: Record<string, unknown>) {
  requireAdmin(ctx);
  const { page, limit, search } = parseInput(listSchema, raw);
  const where = adminUserWhere(search);
  const [rows, total] = await Promise.all([
    ctx.prisma.user.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * limit, take: limit, select: USER_SELECT }),
    ctx.prisma.user.count({ where }),
  ]);
  const hearts = await receivedHearts(ctx, rows.map((u) => u.id));
  const users = rows.map((u) => adminRow(u, hearts.get(u.id) ?? 0));
  return { users, total, hasMore: page * limit < total };
}

const adminRow = ({ profileName, ...u }: Prisma.UserGetPayload<{ select: typeof USER_SELECT }>, hearts: number) => ({
  ...u,
  displayNickname: profileName ?? u.nickname ?? u.username,
  receivedHearts: hearts,
});

/** One user in the admin list's shape (the delete and restore payloads carry it). */
export async function adminUserRow(ctx: Context, id: number) {
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id }, select: USER_SELECT });
  return adminRow(user, (await receivedHearts(ctx, [id])).get(id) ?? 0);
}

/** Admin: soft-deletes a member; their sessions end at once (sockets closed after commit). Admins are protected. */
export async function softDeleteUser(ctx: Context, id: number) {
  requireAdmin(ctx);
  const revoked = await transaction(ctx.prisma, async (tx) => {
    const user = await tx.user.findUnique({ where: { id }, select: { isAdmin: true } });
    if (!user) throw new NotFoundError(USER_NOT_FOUND);
    if (user.isAdmin) throw new ForbiddenError(ADMIN_PROTECTED);
    await tx.user.update({ where: { id }, data: { isDeleted: true, deletedAt: new Date() } });
    return revokeSessions(tx, { userId: id });
  });
  announceRevokedSessions(ctx.pubsub, revoked);
  return { id, isDeleted: true };
}

/** Admin: restores a soft-deleted user (they can log in again; old sessions stay ended). */
export async function restoreUser(ctx: Context, id: number) {
  requireAdmin(ctx);
  const { count } = await ctx.prisma.user.updateMany({ where: { id }, data: { isDeleted: false, deletedAt: null } });
  if (count === 0) throw new NotFoundError(USER_NOT_FOUND);
  return { id, isDeleted: false };
}
