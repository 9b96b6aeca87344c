/**
 * 인기글 (best posts), shared by the server's lists and the board's UI: the one rule that puts a
 * post in the 인기 tab and gives it the 인기 badge, and the sorts and periods the tab offers.
 *
 * Rule: a post is 인기 while it is at most BEST_POST_RULE.windowDays old and its score — 추천 minus
 * 비추천, kept by PostgreSQL as the generated column Post.score — is at least minScore. Hidden
 * (moderated) posts are never 인기; deleted ones no longer exist.
 */
export const BEST_POST_RULE = { minScore: 5, windowDays: 30 } as const;
export const BEST_BADGE_LABEL = "인기";

const DAY_MS = 86_400_000;

/** The orders a list may take; `latest` is the board's default, `likes` the 인기 tab's. */
export const POST_SORTS = [
  { key: "likes", label: "추천순" },
  { key: "views", label: "조회순" },
  { key: "comments", label: "댓글순" },
] as const;
export type PostSort = "latest" | (typeof POST_SORTS)[number]["key"];
export const BEST_DEFAULT_SORT: PostSort = "likes";

/**
 * Periods counted back from now (rolling, so 오늘 at 00:05 is not empty): 오늘 = 24 hours,
 * 이번 주 = 7 days, 이번 달 = the rule's whole window.
 */
export const POST_PERIODS = [
  { key: "today", label: "오늘", days: 1 },
  { key: "week", label: "이번 주", days: 7 },
  { key: "month", label: "이번 달", days: BEST_POST_RULE.windowDays },
] as const;
export type PostPeriod = (typeof POST_PERIODS)[number]["key"];
export const BEST_DEFAULT_PERIOD: PostPeriod = "month";

export const isPostSort = (value: unknown): value is PostSort => value === "latest" || POST_SORTS.some((s) => s.key === value);
export const isPostPeriod = (value: unknown): value is PostPeriod => POST_PERIODS.some((p) => p.key === value);

/** The oldest creation time a period (or, without one, the 인기 window) admits. */
export function periodStart(period: PostPeriod | null | undefined, now: number = Date.now()): Date {
  const days = POST_PERIODS.find((p) => p.key === period)?.days ?? BEST_POST_RULE.windowDays;
  return new Date(now - days * DAY_MS);
}

/** Whether a post read from the database is 인기 now (the same rule as the list's SQL filter). */
export function isBestPost(post: { score: number; createdAt: Date | string; hiddenAt: Date | string | null }, now: number = Date.now()): boolean {
  return post.hiddenAt === null && post.score >= BEST_POST_RULE.minScore && new Date(post.createdAt).getTime() >= periodStart(null, now).getTime();
}

/** The board tab (`/community?type=best`) listing 인기 posts. */
export const BEST_TAB = { key: "best", label: BEST_BADGE_LABEL } as const;

/** The 인기 tab's sort and period in a /community URL (`sort`, `period`): defaults when absent or unknown. */
export function bestTabParams(params: URLSearchParams): { sort: (typeof POST_SORTS)[number]["key"]; period: PostPeriod } {
  return {
    sort: POST_SORTS.find((s) => s.key === params.get("sort"))?.key ?? "likes",
    period: POST_PERIODS.find((p) => p.key === params.get("period"))?.key ?? BEST_DEFAULT_PERIOD,
  };
}
