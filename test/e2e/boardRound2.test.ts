import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage } from "./browser";
import { adminToken } from "./reviewsKit";
import { signUpMember } from "./signUp";

// Board round 2 (issue 32): 추천/비추천 folding, 스크랩 in my activity, 차단 folding, author pages —
// each at a phone's and a desktop's width.
const baseUrl = inject("baseUrl");

async function call(path: string, token: string | null, method = "POST", body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id: number }>;
}

/** A page at the width, signed in with `token` (or a visitor's). */
async function pageAs(browser: Browser, token: string | null, mobile: boolean): Promise<Page> {
  const page = await openPage(browser, { mobile, ...(token && { signedIn: { baseUrl, token } }) });
  page.on("dialog", (d) => void d.accept());
  return page;
}

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe.each([
  ["390 px", true],
  ["1280 px", false],
] as const)("board round 2 at %s", (_width, mobile) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("a scrap from the post page appears in my activity's 스크랩 tab", async () => {
    const writer = await signUpMember(baseUrl, "scrapw", "스크랩작가");
    const reader = await signUpMember(baseUrl, "scrapr", "스크랩독자");
    const title = `스크랩할 글 ${Date.now().toString(36)}`;
    const { id } = await call("/api/posts", writer.token, "POST", { title, content: "<p>저장해 둘 글</p>", type: "tip" });
    const page = await pageAs(browser, reader.token, mobile);
    await page.goto(`${baseUrl}/posts/${id}`);
    await page.getByRole("button", { name: "★ 스크랩 0" }).click();
    await page.getByRole("button", { name: "★ 스크랩 1" }).waitFor();
    await page.goto(`${baseUrl}/my-reviews`);
    await page.getByRole("tab", { name: "스크랩" }).click();
    await page.getByRole("link", { name: title }).waitFor();
    if (!(await noHorizontalOverflow(page))) throw new Error("my activity overflows");
    await page.context().close();
  });

  it("추천/비추천 on the post page; a comment with many 비추천 folds and opens on click", async () => {
    const author = await signUpMember(baseUrl, "votea", "투표작가");
    const voter = await signUpMember(baseUrl, "votev", "투표자");
    const { id } = await call("/api/posts", author.token, "POST", { title: `투표 글 ${Date.now().toString(36)}`, content: "<p>본문</p>", type: "free" });
    const comment = await call(`/api/posts/${id}/comments`, author.token, "POST", { content: "논란의 댓글" });
    for (let i = 0; i < 5; i++) {
      const m = await signUpMember(baseUrl, `votex${i}`, "비추");
      await call(`/api/comments/${comment.id}/vote`, m.token, "POST", { kind: "down" });
    }
    const page = await pageAs(browser, voter.token, mobile);
    await page.goto(`${baseUrl}/posts/${id}`);
    await page.getByRole("button", { name: "👍 추천 0" }).click();
    await page.getByRole("button", { name: "👍 추천 1" }).waitFor();
    await page.getByRole("button", { name: "👎 비추천 0" }).click();
    await page.getByRole("button", { name: "👎 비추천 1" }).waitFor();
    await page.getByRole("button", { name: "👍 추천 0" }).waitFor();
    const fold = page.getByRole("button", { name: "비추천이 많아 숨겨진 댓글입니다 (보기)" });
    await fold.waitFor();
    if ((await page.getByText("논란의 댓글").count()) !== 0) throw new Error("the folded comment shows its text");
    await fold.click();
    await page.getByText("논란의 댓글").waitFor();
    if (!(await noHorizontalOverflow(page))) throw new Error("post page overflows");
    await page.context().close();
  });

  it("blocking from the nickname menu folds that member's comment for the blocker only", async () => {
    const troll = await signUpMember(baseUrl, "troll", "트롤");
    const blocker = await signUpMember(baseUrl, "blocker", "차단자");
    const bystander = await signUpMember(baseUrl, "bystand", "구경꾼");
    const { id } = await call("/api/posts", bystander.token, "POST", { title: `차단 글 ${Date.now().toString(36)}`, content: "<p>본문</p>", type: "free" });
    await call(`/api/posts/${id}/comments`, troll.token, "POST", { content: "보기 싫은 댓글" });

    const page = await pageAs(browser, blocker.token, mobile);
    await page.goto(`${baseUrl}/posts/${id}`);
    await page.getByText("보기 싫은 댓글").waitFor();
    await page.getByRole("button", { name: /^트롤/ }).click();
    await page.getByRole("menuitem", { name: "차단", exact: true }).click();
    const folded = page.getByRole("button", { name: "차단한 회원의 댓글입니다 (보기)" });
    await folded.waitFor();
    await page.reload();
    await folded.waitFor();
    if ((await page.getByText("보기 싫은 댓글").count()) !== 0) throw new Error("the blocked member's comment shows for the blocker");

    const other = await pageAs(browser, bystander.token, mobile);
    await other.goto(`${baseUrl}/posts/${id}`);
    await other.getByText("보기 싫은 댓글").waitFor();
    if ((await other.getByText("차단한 회원의 댓글입니다").count()) !== 0) throw new Error("folded for someone who did not block");

    // The blocker manages the list on the profile.
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("link", { name: /^트롤/ }).waitFor();
    await page.getByRole("button", { name: "차단 해제" }).click();
    await page.getByText("차단한 회원이 없습니다.", { exact: false }).waitFor();
    await page.context().close();
    await other.context().close();
  });

  it("an author page shows a visitor only what they may see; its author also sees the hidden post", async () => {
    const author = await signUpMember(baseUrl, "pageau", "작가");
    const stamp = Date.now().toString(36);
    await call("/api/posts", author.token, "POST", { title: `공개 글 ${stamp}`, content: "<p>본문</p>", type: "free" });
    const hidden = await call("/api/posts", author.token, "POST", { title: `숨겨진 글 ${stamp}`, content: "<p>본문</p>", type: "free" });
    const admin = await adminToken(baseUrl);
    await call("/api/reports", (await signUpMember(baseUrl, "report", "신고자")).token, "POST", { targetType: "POST", targetId: hidden.id, reason: "SPAM" });
    const { reports } = (await (await fetch(`${baseUrl}/api/admin/reports`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { reports: { id: number; targetId: number }[] };
    await call(`/api/admin/reports/${reports.find((r) => r.targetId === hidden.id)!.id}/hide`, admin);

    // A visitor reaches the page through a post's nickname menu.
    const visitor = await pageAs(browser, null, mobile);
    await visitor.goto(`${baseUrl}/community?search=${encodeURIComponent(`공개 글 ${stamp}`)}`);
    await visitor.getByRole("button", { name: /^작가/ }).first().click();
    await visitor.getByRole("menuitem", { name: "작성글 보기" }).click();
    await visitor.waitForURL(/\/users\/\d+\?tab=posts$/);
    await visitor.getByRole("link", { name: `공개 글 ${stamp}` }).waitFor();
    await visitor.getByRole("tab", { name: "게시글 1" }).waitFor();
    if ((await visitor.getByText(`숨겨진 글 ${stamp}`).count()) !== 0) throw new Error("a visitor sees the hidden post");
    await visitor.getByText("가입일").waitFor();
    if (!(await noHorizontalOverflow(visitor))) throw new Error("author page overflows");
    const path = new URL(visitor.url()).pathname;

    const own = await pageAs(browser, author.token, mobile);
    await own.goto(`${baseUrl}${path}`);
    await own.getByRole("link", { name: `숨겨진 글 ${stamp}` }).waitFor();
    await own.getByRole("tab", { name: "게시글 2" }).waitFor();
    await visitor.context().close();
    await own.context().close();
  });
});
