import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { graphqlAnswered, launchBrowser, openPage, subscriptionSent } from "./browser";
import { signedInPage } from "./reviewsKit";

const baseUrl = inject("baseUrl");
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const views = async (id: string) => ((await (await fetch(`${baseUrl}/api/posts/${id}`)).json()) as { views: number }).views;
const readAll = (token: string) => fetch(`${baseUrl}/api/notifications/read-all`, { method: "PUT", headers: { authorization: `Bearer ${token}` } });

/** A generated demo member (not demo, not admin) signs in with the shared demo password. */
async function otherMember(browser: Browser) {
  const { users } = (await (await fetch(`${baseUrl}/api/users/level-ranking?page=1&limit=20`)).json()) as { users: { username: string; isAdmin: boolean }[] };
  const user = users.find((u) => !u.isAdmin && u.username !== "demo");
  if (!user) throw new Error("no demo member");
  return signedInPage(browser, baseUrl, user.username, "member1234!");
}

async function noHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

describe("community board in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("writes, comments, replies with live bells, likes, counts views once, edits and deletes", async () => {
    const a = await signedInPage(browser, baseUrl, "demo", "demo1234!");
    const b = await otherMember(browser);
    const admin = await signedInPage(browser, baseUrl, "admin", "admin1234!");
    const title = `e2e 게시글 ${Date.now().toString(36)}`;

    // A member writes; the notice category is not offered.
    await a.page.goto(`${baseUrl}/community/write`);
    const category = a.page.getByLabel("분류");
    await category.waitFor();
    expect(await category.locator("option").allTextContents()).toEqual(["자유", "질문", "팁"]);
    const submit = a.page.getByRole("button", { name: "등록", exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await a.page.getByRole("textbox", { name: "제목" }).fill(title);
    await a.page.locator(".tiptap").click();
    await a.page.keyboard.type("본문 내용입니다");
    // Media: a text file is skipped with the spec's message; the image is uploaded and inserted.
    const media = a.page.getByLabel("본문에 넣을 이미지·동영상 선택");
    await media.setInputFiles({ name: "note.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await a.page.getByText(/지원하지 않는 파일 형식입니다/).waitFor();
    await media.setInputFiles({ name: "pic.png", mimeType: "image/png", buffer: PNG });
    await a.page.locator('.tiptap img[src^="/uploads/"]').waitFor();
    await a.page.getByLabel("첨부 이미지 선택").setInputFiles({ name: "att.png", mimeType: "image/png", buffer: PNG });
    await a.page.getByText("첨부 이미지 (1/10)").waitFor();
    await a.page.getByLabel("태그").fill(" e2e태그 , ,둘째 ");
    await submit.click();
    await a.page.waitForURL(/\/posts\/\d+$/);
    const postId = a.page.url().split("/").pop()!;
    await a.page.getByRole("heading", { name: title }).waitFor();
    await a.page.getByText("#e2e태그").waitFor();
    await a.page.locator('article img[src^="/uploads/"]').first().waitFor();
    expect(await a.page.getByRole("img", { name: "첨부 이미지" }).count()).toBe(1);
    await expect.poll(() => views(postId)).toBe(1);
    const viewRecorded = graphqlAnswered(a.page, "useRecordPostViewMutation");
    await a.page.reload();
    await a.page.getByRole("heading", { name: title }).waitFor();
    await viewRecorded;
    expect(await views(postId)).toBe(1);

    // B comments; A's bell rings live.
    await readAll(a.token);
    const live = subscriptionSent(a.page, "useNotificationReceivedSubscription");
    await a.page.goto(`${baseUrl}/`);
    await a.page.getByRole("button", { name: /^알림/ }).waitFor();
    await live;
    await b.page.goto(`${baseUrl}/posts/${postId}`);
    await b.page.getByLabel("댓글을 입력하세요").fill("좋은 글이네요");
    await b.page.getByRole("button", { name: "등록" }).click();
    await b.page.getByText("좋은 글이네요").waitFor();
    await b.page.getByRole("heading", { name: "댓글 1" }).waitFor();
    await a.page.getByTestId("unread-dot").waitFor({ timeout: 5000 });
    await expect.poll(() => views(postId)).toBe(2);

    // B fixes their comment in place.
    await b.page.getByRole("button", { name: "수정" }).click();
    await b.page.getByLabel("댓글 수정").fill("정말 좋은 글이네요");
    await b.page.getByRole("button", { name: "저장" }).click();
    await b.page.getByLabel("댓글 수정").waitFor({ state: "detached" });
    await b.page.getByText("정말 좋은 글이네요").waitFor();

    // B replies to their own thread, A likes nothing yet; B toggles a 추천 on and off.
    await b.page.getByRole("button", { name: "답글" }).first().click();
    await b.page.getByLabel("답글을 입력하세요").fill("스스로 단 답글");
    await b.page.getByRole("button", { name: "등록" }).nth(1).click();
    await b.page.getByText("스스로 단 답글").waitFor();
    const like = b.page.getByRole("button", { name: /^👍 추천/ });
    await like.click();
    await b.page.getByRole("button", { name: "👍 추천 1" }).waitFor();
    await like.click();
    await b.page.getByRole("button", { name: "👍 추천 0" }).waitFor();

    // An admin deletes B's comment (and its reply).
    await admin.page.goto(`${baseUrl}/posts/${postId}`);
    await admin.page.getByText("좋은 글이네요").waitFor();
    await admin.page.getByRole("button", { name: "삭제" }).nth(1).click();
    await admin.page.getByRole("heading", { name: "댓글 0" }).waitFor();
    expect(await admin.page.getByText("스스로 단 답글").count()).toBe(0);

    // The owner edits, then deletes.
    await a.page.goto(`${baseUrl}/posts/${postId}`);
    await a.page.getByRole("link", { name: "수정" }).click();
    await a.page.waitForURL(`${baseUrl}/community/write?edit=${postId}`);
    await a.page.getByRole("textbox", { name: "제목" }).fill(`${title} 수정`);
    await a.page.getByRole("button", { name: "수정", exact: true }).click();
    await a.page.getByRole("heading", { name: `${title} 수정` }).waitFor();
    await a.page.getByRole("button", { name: "삭제" }).first().click();
    await a.page.waitForURL(`${baseUrl}/community`);
    expect((await fetch(`${baseUrl}/api/posts/${postId}`)).status).toBe(404);
    await a.page.close();
    await b.page.close();
    await admin.page.close();
  }, 180_000);

  it.each([true, false])("lays out the board and a post without sideways scrolling (mobile %s)", async (mobile) => {
    const page = await openPage(browser, { mobile });
    await page.goto(`${baseUrl}/community?type=tip&page=2`);
    await page.getByText(/^전체 \d+개 중 11-20$/).waitFor();
    await page.getByRole("heading", { name: "레벨 랭킹" }).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await page.getByRole("tab", { name: "자유" }).click();
    await page.waitForURL(`${baseUrl}/community?type=free`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/community?type=tip&page=2`);
    await page.locator('a[href^="/posts/"]').first().click();
    await page.getByRole("heading", { name: /^댓글/ }).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await page.goto(`${baseUrl}/community/posts/999999`);
    await page.getByRole("heading", { name: "게시글을 찾을 수 없습니다" }).waitFor();
    await page.context().close();
  }, 120_000);
});
