import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, LIVE_MS, openPage, subscriptionSent } from "./browser";
import { signUpMember } from "./signUp";
import { initials } from "../../domain/hangul";

const baseUrl = inject("baseUrl");

const api = async (path: string, token: string, method = "GET", body?: unknown) =>
  (await fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: body ? JSON.stringify(body) : undefined })).json();

/** A fresh member (REST sign-up) with a page of the given width carrying their session. */
async function member(browser: Browser, prefix: string, nickname: string, mobile: boolean) {
  const { token } = await signUpMember(baseUrl, prefix, nickname);
  const user = (await api("/api/auth/me", token)) as { id: number; nickname: string };
  const page = await openPage(browser, { mobile, signedIn: { baseUrl, token } });
  return { page, token, id: user.id, nickname: user.nickname };
}

/** Waits until B's bell counts `n` unread notifications, live; the milliseconds since `since`. */
async function bellRings(page: Page, n: number, since: number) {
  await page.getByRole("button", { name: `알림 (읽지 않은 알림 ${n}개)` }).waitFor({ timeout: LIVE_MS });
  return Date.now() - since;
}

describe.each([390, 1280])("mentions at %i px in Chromium", (width) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("suggests B for @ and part of the nickname in a comment and in the post editor, links to B's profile and rings B's bell live", async () => {
    const mobile = width === 390;
    const a = await member(browser, "menta", "멘션가", mobile);
    const b = await member(browser, "mentb", "멘션나", false);
    const part = b.nickname.slice(0, -1);

    // B's bell is live and reads nothing yet.
    const live = subscriptionSent(b.page, "useNotificationReceivedSubscription");
    await b.page.goto(`${baseUrl}/`);
    await b.page.getByRole("button", { name: /^알림/ }).waitFor();
    await live;
    expect(await b.page.getByTestId("unread-dot").count()).toBe(0);

    // A comments on A's own post: the keyboard picks B (↓ ↑ Enter), typing goes on after the name.
    const postId = ((await api("/api/posts", a.token, "POST", { title: `언급 ${part}`, content: "<p>본문</p>", type: "free" })) as { id: number }).id;
    await a.page.goto(`${baseUrl}/posts/${postId}`);
    const box = a.page.getByLabel("댓글을 입력하세요");
    await box.click();
    await a.page.keyboard.type(`안녕 @${part}`);
    const list = a.page.getByRole("listbox", { name: "언급할 회원" });
    const option = list.getByRole("option", { name: new RegExp(`@${b.nickname}`) });
    await option.waitFor();
    await a.page.keyboard.press("ArrowDown");
    await a.page.keyboard.press("ArrowUp");
    expect(await option.getAttribute("aria-selected")).toBe("true");
    await a.page.keyboard.press("Enter");
    await list.waitFor({ state: "detached" });
    await a.page.keyboard.type("님 봐주세요");
    expect(await box.inputValue()).toBe(`안녕 @${b.nickname} 님 봐주세요`);
    const sent = Date.now();
    await a.page.getByRole("button", { name: "등록", exact: true }).click();
    const profileLink = a.page.getByRole("link", { name: `@${b.nickname}` });
    await profileLink.waitFor();
    expect(await profileLink.getAttribute("href")).toBe(`/users/${b.id}`);
    const commentDelay = await bellRings(b.page, 1, sent);

    // The post editor: B found by the initials (초성) of the name, a click picks B, the caret stays after the mention.
    await a.page.goto(`${baseUrl}/community/write`);
    await a.page.getByRole("textbox", { name: "제목" }).fill(`언급 글 ${part}`);
    await a.page.locator(".tiptap").click();
    await a.page.keyboard.type(`글에서 @${initials(part)}`);
    await list.getByRole("option", { name: new RegExp(`@${b.nickname}`) }).click();
    await list.waitFor({ state: "detached" });
    await a.page.keyboard.type("계속 입력");
    const editor = a.page.locator(".tiptap");
    // Typing goes on right after the mention and the space the pick put after it, even at once on a
    // busy machine (editorMentions.tsx, EditorMentionHandlers.textInput).
    expect(await editor.innerText(), await editor.innerHTML()).toBe(`글에서 @${b.nickname} 계속 입력`);
    const posted = Date.now();
    await a.page.getByRole("button", { name: "등록", exact: true }).click();
    await a.page.waitForURL(/\/posts\/\d+$/);
    const postLink = a.page.locator("article").getByRole("link", { name: `@${b.nickname}` });
    await postLink.waitFor();
    expect(await postLink.getAttribute("href")).toBe(`/users/${b.id}`);
    const postDelay = await bellRings(b.page, 2, posted);

    await b.page.getByRole("button", { name: /^알림/ }).click();
    await b.page.getByRole("region", { name: "알림 목록" }).getByRole("button", { name: /댓글에서 회원님을 언급했습니다/ }).waitFor();
    // The mention opens B's profile inside the app.
    await postLink.click();
    await a.page.waitForURL(`${baseUrl}/users/${b.id}`);
    await a.page.getByText(b.nickname).first().waitFor();
    console.log(`[mentions ${width}px] comment → B's bell ${commentDelay} ms, post → B's bell ${postDelay} ms (from the click on 등록)`);
  }, 120_000);
});
