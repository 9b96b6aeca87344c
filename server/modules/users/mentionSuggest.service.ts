import { initialsPattern } from "../../../domain/hangul";
import { MENTION_MESSAGES, MENTION_QUERY_MAX, MENTION_SUGGESTIONS } from "../../../domain/mentions";
import type { Context } from "../../core/context";
import { requireViewer } from "../../core/guards";
import { Prisma } from "../../generated/prisma/client";
import { RateLimitedError, ValidationError } from "../../errors";

/** One keystroke is one request (the client waits 150 ms between them): generous for typing, not for scraping the member list. */
const SUGGEST_RATE = { name: "mention:suggest", limit: 120, windowSeconds: 60 };

export interface MentionSuggestion {
  id: number;
  nickname: string;
  currentLevel: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  points: number;
  legendaryIcon: boolean;
}

/**
 * Members to mention for `@query` (GET /api/users/suggest, GraphQL mentionSuggestions): signed-in
 * members only, never oneself or a deleted account; by nickname with 초성 (domain/hangul.ts), names
 * starting with the query first, then shorter names. One statement: the nickname is normalised in
 * SQL as domain/hangul.ts normalises it (lower case, no spaces), which a scan of the member table
 * (400 demo members, a few thousand in the bench data) answers in a few milliseconds.
 */
export async function suggestMembers(ctx: Pick<Context, "prisma" | "viewer" | "services">, query: string): Promise<MentionSuggestion[]> {
  const viewer = requireViewer(ctx);
  if ([...query].length > MENTION_QUERY_MAX) throw new ValidationError([{ path: ["q"], message: MENTION_MESSAGES.queryTooLong }]);
  const hit = await ctx.services.limiter.hit(SUGGEST_RATE, String(viewer.id));
  if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds, MENTION_MESSAGES.rateLimited);
  const pattern = initialsPattern(query);
  if (!pattern) return [];
  const key = Prisma.sql`regexp_replace(lower(nickname), '\\s', '', 'g')`;
  return ctx.prisma.$queryRaw<MentionSuggestion[]>(Prisma.sql`
    SELECT id, nickname, "currentLevel", "avatarUrl", "isAdmin", points, "legendaryIcon" FROM "User"
    WHERE NOT "isDeleted" AND nickname IS NOT NULL AND id <> ${viewer.id} AND ${key} ~ ${pattern}
    ORDER BY (${key} ~ ${`^${pattern}`}) DESC, char_length(${key}), id
    LIMIT ${MENTION_SUGGESTIONS}`);
}
