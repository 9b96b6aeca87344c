import crypto from "node:crypto";
import type { Prisma } from "../generated/prisma/client";
import type { Db } from "../platform/db";
import type { PubSub } from "../platform/pubsub";

export interface Viewer {
  id: number;
  isAdmin: boolean;
  /**
   * Read with the session, as are the level columns: the User type's own selection
   * (server/modules/users/users.graphql.ts), so `viewer { databaseId isAdmin displayName }` needs no second statement.
   */
  nickname: string | null;
  currentLevel: string;
  legendaryIcon: boolean;
  sessionId: number;
  sessionExpiresAt: Date;
}

/** Tokens are stored as SHA-256 hashes: a 256-bit random token needs no slow hash. */
export function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Opens a session and returns the opaque bearer token the client keeps as `fc_mobile_token`. */
export async function createSession(
  db: Pick<Db, "session">,
  userId: number,
  ttlDays: number,
  meta: { userAgent?: string | null; ipAddress?: string | null } = {},
) {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.session.create({
    data: {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
      userAgent: meta.userAgent?.slice(0, 300),
      ipAddress: meta.ipAddress,
    },
  });
  return token;
}

/**
 * The signed-in user behind a bearer token, or null for a missing, expired, revoked or deleted one.
 * Every signed-in request runs this: one hand-written statement (session joined to its user), which
 * skips Prisma's per-call query compilation (about 3× the statement's own cost here).
 */
export async function findViewer(db: Db, token: string | null | undefined): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db.$queryRaw<
    { sessionId: number; expiresAt: Date; userId: number; isAdmin: boolean; nickname: string | null; currentLevel: string; legendaryIcon: boolean }[]
  >`
    SELECT s.id AS "sessionId", s."expiresAt", u.id AS "userId", u."isAdmin", u.nickname, u."currentLevel", u."legendaryIcon"
    FROM "Session" s JOIN "User" u ON u.id = s."userId"
    WHERE s."tokenHash" = ${hashToken(token)} AND s."revokedAt" IS NULL AND NOT u."isDeleted"`;
  if (!row || row.expiresAt <= new Date()) return null;
  const { userId: id, isAdmin, nickname, currentLevel, legendaryIcon, sessionId, expiresAt: sessionExpiresAt } = row;
  return { id, isAdmin, nickname, currentLevel, legendaryIcon, sessionId, sessionExpiresAt };
}

/** Accepts "Bearer x" (header or graphql-ws connectionParams.authorization) or a bare token. */
export function tokenFromAuthorization(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match ? match[1] : null;
}

/**
 * Revokes the live sessions matching `where` in the caller's transaction; returns their ids so the
 * caller can close their sockets after commit (`closeRevokedSessions`).
 */
export async function revokeSessions(tx: Pick<Db, "session">, where: Prisma.SessionWhereInput): Promise<number[]> {
  const live = await tx.session.findMany({ where: { AND: [where, { revokedAt: null }] }, select: { id: true } });
  const ids = live.map((s) => s.id);
  if (ids.length > 0) await tx.session.updateMany({ where: { id: { in: ids } }, data: { revokedAt: new Date() } });
  return ids;
}

/** After commit: every instance closes the WebSockets of these sessions with 4403. */
export function announceRevokedSessions(pubsub: PubSub, sessionIds: number[]) {
  if (sessionIds.length > 0) pubsub.publish("session:revoked", { sessionIds });
}
