import crypto from "node:crypto";
import type { Context } from "../../core/context";

/** "Kim.Min-su@x" → "kim_min_su"; padded to 3 characters, cut to 16 to leave room for a suffix. */
function usernameBase(email: string) {
  const local = email.split("@")[0].replace(/[^a-z0-9_]/g, "_").slice(0, 16);
  return local.length >= 3 ? local : `${local}user`.slice(0, 16);
}

/** The derived username for an e-mail; a name the pending account itself holds counts as free. */
export async function freeUsername(ctx: Pick<Context, "prisma">, email: string, ownId?: number) {
  const base = usernameBase(email);
  for (let i = 0; i < 6; i++) {
    const candidate = i === 0 ? base : `${base}${crypto.randomInt(1000, 10000)}`;
    const owner = await ctx.prisma.user.findUnique({ where: { username: candidate }, select: { id: true } });
    if (!owner || owner.id === ownId) return candidate;
  }
  return `${base}${crypto.randomBytes(4).toString("hex")}`;
}
