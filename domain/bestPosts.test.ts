import { describe, expect, it } from "vitest";
import { BEST_POST_RULE, bestTabParams, isBestPost, periodStart } from "./bestPosts";
import { canonicalPath } from "./canonicalPath";

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 86_400_000;
const post = (score: number, daysOld: number, hidden = false) => ({ score, createdAt: new Date(NOW - daysOld * DAY), hiddenAt: hidden ? new Date(NOW) : null });

describe("인기글 rule", () => {
  it("needs the score at the threshold, within the window, not hidden", () => {
    const { minScore, windowDays } = BEST_POST_RULE;
    expect(isBestPost(post(minScore, 0), NOW)).toBe(true);
    expect(isBestPost(post(minScore, windowDays - 0.01), NOW)).toBe(true);
    expect(isBestPost(post(minScore - 1, 0), NOW)).toBe(false);
    expect(isBestPost(post(minScore + 50, windowDays + 0.01), NOW)).toBe(false);
    expect(isBestPost(post(minScore + 50, 0, true), NOW)).toBe(false);
  });

  it("counts periods back from now: 24 hours, 7 days, the window", () => {
    expect(NOW - periodStart("today", NOW).getTime()).toBe(DAY);
    expect(NOW - periodStart("week", NOW).getTime()).toBe(7 * DAY);
    expect(NOW - periodStart("month", NOW).getTime()).toBe(BEST_POST_RULE.windowDays * DAY);
    expect(periodStart(null, NOW)).toEqual(periodStart("month", NOW));
  });

  it("reads the 인기 tab's URL with defaults, and keeps only what differs from them in the canonical URL", () => {
    expect(bestTabParams(new URLSearchParams("sort=views&period=today"))).toEqual({ sort: "views", period: "today" });
    expect(bestTabParams(new URLSearchParams("sort=hot&period=year"))).toEqual({ sort: "likes", period: "month" });
    const canonical = (q: string) => canonicalPath("/community", {}, new URLSearchParams(q));
    expect(canonical("type=best&sort=likes&period=month")).toBe("/community?type=best");
    expect(canonical("period=week&type=best&sort=comments&x=1")).toBe("/community?type=best&sort=comments&period=week");
    expect(canonical("type=free&sort=views")).toBe("/community?type=free");
  });
});
