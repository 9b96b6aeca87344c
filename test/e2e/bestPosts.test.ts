import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage } from "./browser";
import { signUpMember } from "./signUp";
import { BEST_POST_RULE } from "../../domain/bestPosts";

// 인기글 (issue 32): the 인기 tab lists posts by the rule (domain/bestPosts.ts) with their badge, its
// sorts and periods order them as the server's data says, a like shows at once on the (cached)
// visitor's list, and the home panel's 인기 tab — at a phone's and a desktop's width.
const baseUrl = inject("baseUrl");
const { minScore } = BEST_POST_RULE;
type Member = Awaited<ReturnType<typeof signUpMember>>;

let views = 0;
async function call(path: string, token: string | null, body?: unknown, forwardedFor?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}), ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id: number }>;
}
const vote = (postId: number, members: Member[], kind: "up" | "down") => Promise.all(members.map((m) => call(`/api/posts/${postId}/vote`, m.token, { kind })));
/** An anonymous view from its own address: each counts once (one visitor session per address). */
const view = (postId: number) => call(`/api/posts/${postId}/view`, null, undefined, `198.19.${(++views >> 8) & 255}.${views & 255}`);
/** The ids of GET /api/posts's answer (anonymous), in order. */
const restIds = async (query: string) => ((await (await fetch(`${baseUrl}/api/posts?${query}`)).json()) as { posts: { id: number }[] }).posts.map((p) => p.id);

/** The titles of the board's list, in order. */
const boardTitles = (page: Page) => page.getByRole("list", { name: "게시글 목록" }).locator('a[href^="/posts/"]').allTextContents();
/** The post ids a list's links lead to, in order. */
const linkedIds = (scope: ReturnType<Page["locator"]>) => scope.locator('a[href^="/posts/"]').evaluateAll((links) => links.map((a) => Number(a.getAttribute("href")!.split("/").pop())));
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe.each([
  ["390 px", true],
  ["1280 px", false],
] as const)("인기글 at %s", (_width, mobile) => {
  let browser: Browser;
  let author: Member;
  const members: Member[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    author = await signUpMember(baseUrl, "bestau", "인기작가");
    for (let i = 0; i < minScore + 2; i++) members.push(await signUpMember(baseUrl, `bestv${i}`, "추천인"));
  });
  afterAll(() => browser.close());

  it("the 인기 tab lists by the rule with its badge, a like shows at once, and the sorts order as the data says", async () => {
    const stamp = Date.now().toString(36);
    const write = (title: string) => call("/api/posts", author.token, { title: `${title} ${stamp}`, content: "<p>본문</p>", type: "free" });
    const [q, under, later] = [await write("인기 기준 충족"), await write("인기 기준 미달"), await write("곧 인기")];
    // Scores (추천 - 비추천): (minScore + 1) - 1 qualifies; minScore - 1 does not (the 비추천 counts);
    // minScore - 1 (one 추천 short, given below).
    await vote(q.id, members.slice(0, minScore + 1), "up");
    await vote(q.id, members.slice(minScore + 1, minScore + 2), "down");
    await vote(under.id, members.slice(0, minScore), "up");
    await vote(under.id, members.slice(minScore, minScore + 1), "down");
    await vote(later.id, members.slice(0, minScore - 1), "up");
    // 곧 인기 will have fewer 추천 than 인기 기준 충족 but more views and comments.
    for (let i = 0; i < 3; i++) await view(later.id);
    for (const text of ["첫 댓글", "두 번째 댓글"]) await call(`/api/posts/${later.id}/comments`, members[0].token, { content: text });

    const page = await openPage(browser, { mobile });
    await page.goto(`${baseUrl}/community?search=${stamp}`);
    const row = (title: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `${title} ${stamp}` }) });
    // The plain board marks the one 인기 post.
    await row("인기 기준 충족").getByText("인기", { exact: true }).waitFor();
    expect(await row("인기 기준 미달").getByText("인기", { exact: true }).count()).toBe(0);
    await page.getByRole("tab", { name: "인기" }).click();
    await page.waitForURL(/type=best/);
    await expect.poll(() => boardTitles(page)).toEqual([`인기 기준 충족 ${stamp}`]);
    await row("인기 기준 충족").getByText("인기", { exact: true }).waitFor();
    await page.getByText(`추천에서 비추천을 뺀 값이 ${minScore} 이상`).waitFor();

    // One more 추천 lifts 곧 인기 to the threshold: the visitor's cached page shows it on reload.
    await vote(later.id, members.slice(minScore - 1, minScore), "up");
    await page.reload();
    await expect.poll(() => boardTitles(page)).toEqual([`인기 기준 충족 ${stamp}`, `곧 인기 ${stamp}`]);

    const sorts: [string, string[]][] = [
      ["조회순", ["곧 인기", "인기 기준 충족"]],
      ["댓글순", ["곧 인기", "인기 기준 충족"]],
      ["추천순", ["인기 기준 충족", "곧 인기"]],
    ];
    for (const [label, order] of sorts) {
      await page.getByRole("group", { name: "인기글 정렬" }).getByRole("button", { name: label }).click();
      await expect.poll(() => boardTitles(page)).toEqual(order.map((t) => `${t} ${stamp}`));
    }
    // Both were written today: every period holds them.
    for (const period of ["오늘", "이번 주", "이번 달"]) {
      await page.getByRole("group", { name: "인기글 기간" }).getByRole("button", { name: period }).click();
      await expect.poll(() => boardTitles(page)).toEqual([`인기 기준 충족 ${stamp}`, `곧 인기 ${stamp}`]);
    }
    if (!(await noHorizontalOverflow(page))) throw new Error("the 인기 tab overflows");
    await page.context().close();
  });

  it("a blocked author's 인기 post is folded for the blocker, as on the other tabs", async () => {
    const stamp = Date.now().toString(36);
    const title = `차단된 작가의 인기글 ${stamp}`;
    const { id, userId } = (await call("/api/posts", author.token, { title, content: "<p>본문</p>", type: "tip" })) as { id: number; userId: number };
    await vote(id, members.slice(1, minScore + 1), "up");
    const blocker = members[0];
    await call(`/api/users/${userId}/block`, blocker.token);
    const page = await openPage(browser, { mobile, signedIn: { baseUrl, token: blocker.token } });
    await page.goto(`${baseUrl}/community?type=best&search=${stamp}`);
    const folded = page.getByRole("button", { name: "차단한 회원의 게시글입니다 (보기)" });
    await folded.waitFor();
    expect(await page.getByRole("link", { name: title }).count()).toBe(0);
    await folded.click();
    await page.getByRole("link", { name: title }).waitFor();
    await page.context().close();
  });

  it("over the whole board each sort and period lists what GET /api/posts?best=1 says", async () => {
    const page = await openPage(browser, { mobile });
    await page.goto(`${baseUrl}/community?type=best`);
    const sorts = { 추천순: "likes", 조회순: "views", 댓글순: "comments" } as const;
    const periods = { 오늘: "today", "이번 주": "week", "이번 달": "month" } as const;
    const sizes: string[] = [];
    const lists = new Map<string, number[]>();
    const list = page.locator("body").getByRole("list", { name: "게시글 목록" });
    const sortButton = (label: string) => page.getByRole("group", { name: "인기글 정렬" }).getByRole("button", { name: label });
    const periodButton = (label: string) => page.getByRole("group", { name: "인기글 기간" }).getByRole("button", { name: label });
    for (const [sortLabel, sort] of Object.entries(sorts)) {
      await sortButton(sortLabel).click();
      // Each choice is a navigation: the next click waits for it, as a person sees the button change.
      await page.locator('[aria-pressed="true"]', { hasText: sortLabel }).waitFor();
      for (const [periodLabel, period] of Object.entries(periods)) {
        await periodButton(periodLabel).click();
        await page.waitForURL((url) => (url.searchParams.get("sort") ?? "likes") === sort && (url.searchParams.get("period") ?? "month") === period);
        const expected = await restIds(`best=1&sort=${sort}&period=${period}&limit=10`);
        await expect.poll(async () => ((await list.count()) ? linkedIds(list) : [])).toEqual(expected);
        sizes.push(`${sort}/${period}: ${expected.length}`);
        lists.set(`${sort}/${period}`, expected);
      }
    }
    // Not vacuous on the demo data: the period and the sort each change the list.
    expect(lists.get("likes/today")).not.toEqual(lists.get("likes/month"));
    expect(lists.get("likes/month")).not.toEqual(lists.get("views/month"));
    expect(lists.get("likes/month")).not.toEqual(lists.get("comments/month"));
    console.log(`인기 first pages (${mobile ? 390 : 1280} px):`, sizes.join(", "));
    await page.context().close();
  });

  it("the home page's posts panel switches to 인기 and links to the 인기 tab", async () => {
    const page = await openPage(browser, { mobile });
    await page.goto(baseUrl);
    const panel = page.getByRole("region", { name: "게시글" });
    await panel.getByRole("tab", { name: "최신" }).waitFor();
    await panel.getByRole("tab", { name: "인기" }).click();
    const expected = await restIds("best=1&limit=10");
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => linkedIds(panel.getByRole("tabpanel"))).toEqual(expected);
    await panel.getByRole("link", { name: "인기 게시글 전체 보기" }).click();
    await page.waitForURL(/\/community\?type=best$/);
    await page.getByRole("tab", { name: "인기", selected: true }).waitFor();
    if (!(await noHorizontalOverflow(page))) throw new Error("the home page overflows");
    await page.context().close();
  });
});
