import type { Context } from "../../core/context";
import { parseInput } from "../../errors";
import { Prisma } from "../../generated/prisma/client";
import { bucketVisitorStats, seriesStart, statsPeriodSchema } from "../../../domain/visitorStats";
import { kstDay } from "../visitors/visitors.service";
import { requireAdmin } from "../../core/guards";

const WINDOW_DAYS = 30;

/** Admin: GET /api/stats/daily-visitors?period&days → the chart series, oldest first. */
export async function visitorSeries(ctx: Context, raw: Record<string, unknown>) {
  requireAdmin(ctx);
  const { period, count } = parseInput(statsPeriodSchema, raw);
  const today = kstDay(new Date());
  const rows = await ctx.prisma.dailyVisitorStat.findMany({
    where: { date: { gte: seriesStart(period, count, today), lte: today } },
    select: { date: true, visitors: true, pageViews: true, uniqueVisitors: true },
  });
  return { period, series: bucketVisitorStats(rows, period, count, today) };
}

/**
 * Admin: GET /api/stats/detailed → totals over the last 30 days: page views, unique visitors,
 * average session seconds, bounce rate (% of sessions with one page view) and MAU (members seen).
 */
export async function visitorTotals(ctx: Context) {
  requireAdmin(ctx);
  const since = new Date(kstDay(new Date()).getTime() - (WINDOW_DAYS - 1) * 86_400_000);
  const [days, sessions] = await Promise.all([
    ctx.prisma.dailyVisitorStat.aggregate({ where: { date: { gte: since } }, _sum: { pageViews: true, uniqueVisitors: true, visitors: true, sessionTime: true } }),
    ctx.prisma.$queryRaw<{ total: number; bounced: number; mau: number }[]>(Prisma.sql`
      SELECT COUNT(*)::int AS total, COUNT(*) FILTER (WHERE "pageViews" = 1)::int AS bounced, COUNT(DISTINCT "userId")::int AS mau
      FROM "VisitorSession" WHERE "lastSeenAt" >= ${since}`),
  ]);
  const s = days._sum;
  const { total, bounced, mau } = sessions[0] ?? { total: 0, bounced: 0, mau: 0 };
  return {
    totalPageViews: s.pageViews ?? 0,
    uniqueVisitors: s.uniqueVisitors ?? 0,
    avgSessionTime: s.visitors ? Math.round((s.sessionTime ?? 0) / s.visitors) : 0,
    bounceRate: total ? Math.round((bounced / total) * 1000) / 10 : 0,
    mau,
  };
}
