import { trackVisitInput } from "../../../domain/visitors";
import { transaction } from "../../platform/transaction";
import type { Context } from "../../core/context";
import { parseInput, RateLimitedError } from "../../errors";
import { Prisma } from "../../generated/prisma/client";

const VISIT_LIMIT = { name: "visit", limit: 120, windowSeconds: 60 };
/** Gaps longer than this start a new "stay" and do not count as time on site. */
const MAX_STAY_GAP_MS = 30 * 60_000;
const KST_OFFSET_MS = 9 * 3_600_000;

/** The calendar day in Korea (the site's audience), as the DATE key of daily stats. */
export function kstDay(at: Date) {
  const d = new Date(at.getTime() + KST_OFFSET_MS);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/**
 * Records one page view of a browser-tab session and rolls it into the day's visitor stats,
 * in one transaction so the daily counters always equal what the sessions say.
 */
export async function trackVisit(ctx: Context, raw: unknown) {
  const input = parseInput(trackVisitInput, raw);
  const limit = await ctx.services.limiter.hit(VISIT_LIMIT, ctx.request.ip);
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
  const now = new Date();
  const day = kstDay(now);
  await transaction(ctx.prisma, async (tx) => {
    const created = await tx.visitorSession.createMany({
      data: [{ id: input.sessionId, landingPage: input.page, referrer: input.referrer ?? null, userId: ctx.viewer?.id, firstSeenAt: now, lastSeenAt: now }],
      skipDuplicates: true,
    });
    let firstToday = created.count === 1;
    let stay = 0;
    if (!firstToday) {
      // Lock the session row: concurrent views of one tab then count exactly once each.
      const [previous] = await tx.$queryRaw<{ lastSeenAt: Date }[]>(
        Prisma.sql`SELECT "lastSeenAt" FROM "VisitorSession" WHERE id = ${input.sessionId} FOR UPDATE`,
      );
      firstToday = kstDay(previous.lastSeenAt).getTime() !== day.getTime();
      const gap = now.getTime() - previous.lastSeenAt.getTime();
      stay = !firstToday && gap > 0 && gap < MAX_STAY_GAP_MS ? Math.round(gap / 1000) : 0;
      await tx.visitorSession.update({
        where: { id: input.sessionId },
        data: { pageViews: { increment: 1 }, lastSeenAt: now, userId: ctx.viewer?.id ?? undefined },
      });
    }
    await tx.dailyVisitorStat.upsert({
      where: { date: day },
      create: { date: day, visitors: created.count, uniqueVisitors: firstToday ? 1 : 0, pageViews: 1, sessionTime: stay },
      update: {
        visitors: { increment: created.count },
        uniqueVisitors: { increment: firstToday ? 1 : 0 },
        pageViews: { increment: 1 },
        sessionTime: { increment: stay },
      },
    });
  });
  return true;
}
