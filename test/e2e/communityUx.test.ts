import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { launchBrowser, openPage } from "./browser";
import { signedInPage } from "./reviewsKit";

const baseUrl = inject("baseUrl");
const CRASH = "페이지를 불러오지 못했습니다";

async function png(r: number) {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 80, b: 160 } } }).png().toBuffer();
}

/** Hands files to the editor the way a paste or a drop does (a DataTransfer built in the page). */
async function sendFiles(page: Page, kind: "paste" | "drop", files: { name: string; type: string; base64: string }[]) {
  await page.evaluate(([kind, files]) => {
    const data = new DataTransfer();
    for (const f of files) data.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    const target = document.querySelector(".tiptap")!;
    const box = target.getBoundingClientRect();
    const event = kind === "paste"
      ? new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true })
      : new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true, clientX: box.left + 10, clientY: box.bottom - 10 });
    target.dispatchEvent(event);
  }, [kind, files] as const);
}

describe("board, editor, login and admin as new users meet them (issue 26)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("editor keeps media: type after an image, two images in order, image + video, paste and drop upload", async () => {
    const { page } = await signedInPage(browser, baseUrl, "demo", "demo1234!");
    await page.goto(`${baseUrl}/community/write`);
    await page.locator(".tiptap").click();
    await page.keyboard.type("앞 글");
    const picker = page.getByLabel("본문에 넣을 이미지·동영상 선택");
    const [red, green, blue, grey] = await Promise.all([png(200), png(20), png(90), png(140)]);
    await picker.setInputFiles({ name: "one.png", mimeType: "image/png", buffer: red });
    await page.locator(".tiptap img").first().waitFor();
    await page.keyboard.type("뒤 글");
    expect(await page.locator(".tiptap img").count()).toBe(1);
    const order = () => page.evaluate(() => [...document.querySelector(".tiptap")!.children].map((n) => (n.querySelector("img,video")?.tagName.toLowerCase() ?? n.tagName.toLowerCase()) + ":" + (n.textContent ?? "")));
    expect(await order()).toEqual(["p:앞 글", "img:", "p:뒤 글"]);

    await picker.setInputFiles([{ name: "a.png", mimeType: "image/png", buffer: green }, { name: "b.png", mimeType: "image/png", buffer: blue }]);
    await expect.poll(() => page.locator(".tiptap img").count()).toBe(3);
    const srcs = await page.locator(".tiptap img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
    expect(new Set(srcs).size).toBe(3);

    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(4), Buffer.from("mp42isom"), Buffer.alloc(64)]);
    await picker.setInputFiles([{ name: "c.png", mimeType: "image/png", buffer: grey }, { name: "clip.mp4", mimeType: "video/mp4", buffer: mp4 }]);
    await expect.poll(() => page.locator(".tiptap img").count()).toBe(4);
    await page.locator(".tiptap video").waitFor();

    await sendFiles(page, "paste", [{ name: "pasted.png", type: "image/png", base64: (await png(60)).toString("base64") }]);
    await expect.poll(() => page.locator(".tiptap img").count()).toBe(5);
    await sendFiles(page, "drop", [{ name: "dropped.png", type: "image/png", base64: (await png(240)).toString("base64") }]);
    await expect.poll(() => page.locator(".tiptap img").count()).toBe(6);
    await sendFiles(page, "paste", [{ name: "note.txt", type: "text/plain", base64: btoa("hello") }]);
    await page.getByText(/지원하지 않는 파일 형식입니다/).first().waitFor();

    // Unsaved text: leaving through a link asks first; dismissing keeps the page.
    let asked = "";
    page.removeAllListeners("dialog");
    page.once("dialog", (d) => { asked = d.message(); void d.dismiss(); });
    await page.getByRole("link", { name: "커뮤니티" }).first().click();
    await expect.poll(() => asked).toContain("작성 중인 내용이 저장되지 않았습니다");
    expect(new URL(page.url()).pathname).toBe("/community/write");
    await page.context().close();
  });

  it("board: notices pinned first, past-the-end page offers page 1, Korean types in my activity, write takes a visitor to login and back", async () => {
    const visitor = await openPage(browser);
    await visitor.goto(`${baseUrl}/community`);
    await visitor.getByText(/^전체 \d+개 중 1-10$/).waitFor();
    const badges = await visitor.locator("main ul li").evaluateAll((items) => items.map((li) => li.textContent ?? ""));
    const pinned = badges.map((t) => t.includes("공지"));
    expect(pinned[0]).toBe(true);
    expect(pinned.indexOf(false)).toBeGreaterThan(0);
    expect(pinned.slice(pinned.indexOf(false)).includes(true)).toBe(false);

    await visitor.goto(`${baseUrl}/community?type=free&page=999`);
    await visitor.getByText("이 페이지에는 게시글이 없습니다").waitFor();
    expect(await visitor.getByText(/9981/).count()).toBe(0);
    await visitor.getByRole("link", { name: "1페이지로 이동" }).click();
    await visitor.waitForURL(`${baseUrl}/community?type=free`);
    await visitor.getByText(/^전체 \d+개 중 1-10$/).waitFor();

    // The write button takes a visitor to login, and login returns to the editor.
    await visitor.getByRole("button", { name: "글쓰기" }).click();
    await visitor.waitForURL(/\/login\?next=%2Fcommunity%2Fwrite$/);
    await visitor.getByLabel("아이디 또는 이메일").fill("demo");
    await visitor.getByLabel("비밀번호", { exact: true }).fill("demo1234!");
    await visitor.getByRole("button", { name: "로그인", exact: true }).click();
    await visitor.waitForURL(`${baseUrl}/community/write`);
    await visitor.getByLabel("분류").waitFor();

    // My activity shows a question as 질문.
    const { token } = await signedInPage(browser, baseUrl, "demo", "demo1234!");
    const created = await fetch(`${baseUrl}/api/posts`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ title: "질문 라벨 확인", content: "<p>질문입니다</p>", type: "question", tags: [], attachments: [] }) });
    expect(created.status).toBe(201);
    await visitor.goto(`${baseUrl}/my-reviews`);
    await visitor.getByRole("tab", { name: /게시글/ }).click();
    const item = visitor.locator("li", { hasText: "질문 라벨 확인" }).first();
    await item.getByText("질문", { exact: true }).waitFor();
    expect(await visitor.getByText("question", { exact: true }).count()).toBe(0);
    await visitor.context().close();
  });

  it("admin: deleting a card and a banner keeps the dashboard; the chart has a legend below it, clear of 활동 로그", async () => {
    const { page, token } = await signedInPage(browser, baseUrl, "admin", "admin1234!");
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const name = `삭제용선수${Date.now().toString(36).slice(-4)}`;
    const card = await fetch(`${baseUrl}/api/cards`, { method: "POST", headers: auth, body: JSON.stringify({ name, position: "ST", ovr: 80 }) });
    expect(card.status).toBeLessThan(300);
    const banner = await fetch(`${baseUrl}/api/banners`, { method: "POST", headers: auth, body: JSON.stringify({ title: "지울 배너", imageUrl: "/favicon.svg" }) });
    expect(banner.status).toBeLessThan(300);

    await page.goto(`${baseUrl}/admin`);
    await page.getByLabel("카드 검색").fill(name);
    await page.getByRole("button", { name: "검색" }).click();
    const row = page.getByRole("listitem", { name });
    await row.waitFor();
    await page.getByText("총 1장").waitFor();
    await row.getByRole("button", { name: "삭제" }).click();
    await row.waitFor({ state: "detached" });
    await page.getByText("총 0장").waitFor();
    expect(await page.getByText(CRASH).count()).toBe(0);

    await page.getByRole("tab", { name: "배너 관리" }).click();
    const bannerRow = page.getByRole("list", { name: "배너 목록" }).getByRole("listitem", { name: "지울 배너" });
    await bannerRow.waitFor();
    await bannerRow.getByRole("button", { name: "삭제" }).click();
    await bannerRow.waitFor({ state: "detached" });
    await page.getByRole("list", { name: "배너 목록" }).getByRole("listitem").first().waitFor();
    expect(await page.getByText(CRASH).count()).toBe(0);

    await page.getByRole("tab", { name: "통계" }).click();
    const legend = page.getByRole("list", { name: "범례" });
    await legend.waitFor();
    expect(await legend.getByRole("listitem").allTextContents()).toEqual(["방문자", "페이지뷰"]);
    const caption = await page.getByRole("figure", { name: "방문자 차트" }).locator("figcaption").boundingBox();
    const heading = await page.getByRole("heading", { name: "활동 로그" }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(caption!.y + caption!.height);
    await page.context().close();
  });
});
