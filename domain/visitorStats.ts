import { z } from "zod";
import { SEOUL_OFFSET_MS } from "./time";

/** Visitor chart periods (spec 001 §5, §9): how many buckets each allows and shows by default. */
export const STATS_PERIODS = {
  daily: { min: 1, max: 30, default: 7, label: "일별" },
  weekly: { min: 1, max: 12, default: 4, label: "주별" },
  monthly: { min: 1, max: 24, default: 6, label: "월별" },
} as const;
export type StatsPeriod = keyof typeof STATS_PERIODS;

export const statsPeriodSchema = z
  .object({
    period: z.enum(["daily", "weekly", "monthly"], { error: "기간은 daily, weekly, monthly 중 하나여야 합니다." }).default("daily"),
    days: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number({ error: "기간 수는 숫자여야 합니다." }).int({ error: "기간 수는 정수여야 합니다." }).optional()),
  })
  .transform((v, ctx) => {
    const bounds = STATS_PERIODS[v.period];
    const count = v.days ?? bounds.default;
    if (count < bounds.min || count > bounds.max)
      ctx.addIssue({ code: "custom", path: ["days"], message: `${bounds.label} 통계는 ${bounds.min}~${bounds.max} 범위로 조회할 수 있습니다.` });
    return { period: v.period, count };
  });

/** The calendar day in Korea (the site's audience), as the DATE key of daily stats. */
export function kstDay(at: Date) {
  const d = new Date(at.getTime() + SEOUL_OFFSET_MS);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

export interface DayRow {
  /** The KST calendar day as UTC midnight. */
  date: Date;
  visitors: number;
  pageViews: number;
  uniqueVisitors: number;
}
export interface StatsBucket {
  /** First day of the bucket, YYYY-MM-DD. */
  date: string;
  label: string;
  visitors: number;
  pageViews: number;
  uniqueVisitors: number;
}

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The first day (UTC midnight) the chart needs for `count` buckets ending on `today`. */
export function seriesStart(period: StatsPeriod, count: number, today: Date): Date {
  if (period === "daily") return new Date(today.getTime() - (count - 1) * DAY);
  if (period === "weekly") return new Date(today.getTime() - (count * 7 - 1) * DAY);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (count - 1), 1));
}

/** Sums daily rows into `count` buckets ending on `today` (oldest first), zero-filled. */
export function bucketVisitorStats(rows: readonly DayRow[], period: StatsPeriod, count: number, today: Date): StatsBucket[] {
  const starts: Date[] = [];
  const first = seriesStart(period, count, today);
  for (let i = 0; i < count; i++) {
    if (period === "daily") starts.push(new Date(first.getTime() + i * DAY));
    else if (period === "weekly") starts.push(new Date(first.getTime() + i * 7 * DAY));
    else starts.push(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1)));
  }
  const buckets = starts.map((s) => ({
    date: iso(s),
    label: period === "monthly" ? `${s.getUTCFullYear()}.${s.getUTCMonth() + 1}` : `${s.getUTCMonth() + 1}/${s.getUTCDate()}`,
    visitors: 0, pageViews: 0, uniqueVisitors: 0,
  }));
  for (const row of rows) {
    let index = -1;
    for (let i = starts.length - 1; i >= 0; i--) if (row.date >= starts[i]) { index = i; break; }
    if (index < 0 || row.date > today) continue;
    buckets[index].visitors += row.visitors;
    buckets[index].pageViews += row.pageViews;
    buckets[index].uniqueVisitors += row.uniqueVisitors;
  }
  return buckets;
}
