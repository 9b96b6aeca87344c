import crypto from "node:crypto";
import type { Db } from "../../platform/db";

export interface Viewer {
  id: number;
  isAdmin: boolean;
  sessionId: number;
}

/** Tokens are stored as SHA-256 hashes: a 256-bit random token needs no slow hash. */
export function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Opens a session and returns the opaque bearer token the client keeps as `fc_mobile_token`. */
export async function createSession(
  db: Db,
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

/** The signed-in user behind a bearer token, or null for a missing, expired, revoked or deleted one. */
export async function findViewer(db: Db, token: string | null | undefined): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const session = await db.session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, revokedAt: true, expiresAt: true, user: { select: { id: true, isAdmin: true, isDeleted: true } } },
  });
  if (!session || session.revokedAt || session.expiresAt <= new Date() || session.user.isDeleted) return null;
  return { id: session.user.id, isAdmin: session.user.isAdmin, sessionId: session.id };
}

/** Accepts "Bearer x" (header or graphql-ws connectionParams.authorization) or a bare token. */
export function tokenFromAuthorization(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match ? match[1] : null;
}
