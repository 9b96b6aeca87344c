import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, liveAfterNavigation, openPage } from "./browser";
import { signUpMember } from "./signUp";

const baseUrl = inject("baseUrl");
const SAVED = /임시저장됨 \d\d:\d\d/;
/** 300 characters typed key by key, like a member writing (Korean, spaces and punctuation). */
const BODY = "손흥민 카드 후기입니다. 스피드와 결정력이 좋고 약발도 괜찮아요! ".repeat(10).slice(0, 300);

/** A page of the member's browser: the session (token in localStorage) is shared by every page of the context. */
async function memberPage(context: BrowserContext): Promise<Page> {
  const page = liveAfterNavigation(await context.newPage());
  page.on("dialog", (d) => void d.accept());
  return page;
}

/** Counts the page's draft saves (the autosave mutation), to show typing is not one request per key. */
function countSaves(page: Page) {
  const saves = { count: 0 };
  page.on("request", (request) => {
    if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
    if ((request.postDataJSON() as { operationName?: string } | null)?.operationName === "useDraftAutosaveMutation") saves.count++;
  });
  return saves;
}

async function draftsOf(token: string) {
  const res = await fetch(`${baseUrl}/api/posts/drafts`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { drafts: { title: string; content: string; postId: number | null }[] }).drafts;
}

/** The editor's text, runs of spaces as one (HTML keeps no double spaces, so a restored draft has none). */
const editorText = async (page: Page) => (await page.locator(".tiptap").innerText()).replace(/\s+/g, " ");
const TYPED = `${BODY} 끝`.replace(/\s+/g, " ");

describe("임시저장: drafts survive a closed tab (issue 32)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([[390], [1280]])("at %i px: saved while typing, offered in a new page, gone once published; the same for an edit", async (width) => {
    const member = await signUpMember(baseUrl, `draft${width}`, "임시");
    const first = await openPage(browser, { mobile: width === 390, signedIn: { baseUrl, token: member.token } });
    const context = first.context();
    await first.close();

    // Typing: a handful of saves, the caret never moved by them.
    const page = await memberPage(context);
    const saves = countSaves(page);
    await page.goto(`${baseUrl}/community/write`);
    await page.getByRole("textbox", { name: "제목", exact: true }).fill(`임시저장 시험 ${width}`);
    await page.locator(".tiptap").click();
    const typingStarted = Date.now();
    await page.keyboard.type(BODY, { delay: 25 });
    const typedAt = Date.now();
    await expect.poll(() => page.getByRole("status").filter({ hasText: SAVED }).count(), { timeout: 15_000 }).toBe(1);
    const savedAfterMs = Date.now() - typedAt;
    await page.keyboard.type(" 끝");
    await expect.poll(() => editorText(page)).toBe(TYPED);
    // The words typed after the first save are saved by the next pause.
    await expect.poll(async () => (await draftsOf(member.token))[0]?.content, { timeout: 15_000 }).toContain("끝");
    expect((await draftsOf(member.token))[0].title).toBe(`임시저장 시험 ${width}`);
    console.log(`[drafts ${width}px] ${BODY.length} characters typed in ${typedAt - typingStarted} ms, then 2 more after a pause: ${saves.count} save requests; saved ${savedAfterMs} ms after the last key`);
    expect(saves.count).toBeLessThanOrEqual(10);
    await page.close();

    // A new page of the same session: the draft is offered and comes back.
    const again = await memberPage(context);
    const reopened = Date.now();
    await again.goto(`${baseUrl}/community/write`);
    const offer = again.getByRole("region", { name: "임시저장 알림" });
    await expect.poll(() => offer.innerText()).toContain(`임시저장 시험 ${width}`);
    await offer.getByRole("button", { name: "불러오기" }).click();
    await expect.poll(() => editorText(again)).toBe(TYPED);
    console.log(`[drafts ${width}px] new page to restored draft: ${Date.now() - reopened} ms`);
    expect(await again.getByRole("textbox", { name: "제목", exact: true }).inputValue()).toBe(`임시저장 시험 ${width}`);
    await again.getByRole("button", { name: "등록" }).click();
    await again.waitForURL(/\/posts\/\d+$/);
    const postId = Number(new URL(again.url()).pathname.split("/").pop());
    expect(await draftsOf(member.token)).toEqual([]);
    await again.goto(`${baseUrl}/community/write`);
    await again.getByRole("button", { name: "임시저장 목록 (0)" }).click();
    await again.getByRole("dialog", { name: "임시저장 목록" }).getByText("임시저장된 글이 없습니다.").waitFor();
    await again.close();

    // Editing the post: its draft comes back on its edit page, and saving the edit removes it.
    const edit = await memberPage(context);
    await edit.goto(`${baseUrl}/community/posts/${postId}/edit`);
    await edit.getByRole("textbox", { name: "제목", exact: true }).fill(`고친 제목 ${width}`);
    await expect.poll(() => edit.getByRole("status").filter({ hasText: SAVED }).count(), { timeout: 15_000 }).toBe(1);
    await edit.close();
    const back = await memberPage(context);
    // Picked from the list on the new-post page, an edit's draft opens its post's edit page, restored.
    await back.goto(`${baseUrl}/community/write`);
    await back.getByRole("button", { name: "임시저장 목록 (1)" }).click();
    await back.getByRole("dialog", { name: "임시저장 목록" }).getByRole("button", { name: `고친 제목 ${width} 불러오기` }).click();
    await back.waitForURL(new RegExp(`/community/posts/${postId}/edit\\?draft=\\d+$`));
    await expect.poll(() => back.getByRole("textbox", { name: "제목", exact: true }).inputValue()).toBe(`고친 제목 ${width}`);
    // Opened afresh, the edit page offers it.
    await back.goto(`${baseUrl}/community/posts/${postId}/edit`);
    const editOffer = back.getByRole("region", { name: "임시저장 알림" });
    await expect.poll(() => editOffer.innerText()).toContain("이 글을 수정하던 임시저장본이 있습니다");
    await editOffer.getByRole("button", { name: "불러오기" }).click();
    expect(await back.getByRole("textbox", { name: "제목", exact: true }).inputValue()).toBe(`고친 제목 ${width}`);
    await back.getByRole("button", { name: "수정", exact: true }).click();
    await back.waitForURL(new RegExp(`/posts/${postId}$`));
    await back.getByRole("heading", { name: `고친 제목 ${width}` }).waitFor();
    expect(await draftsOf(member.token)).toEqual([]);
    await context.close();
  });
});
