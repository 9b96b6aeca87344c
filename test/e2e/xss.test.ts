import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { signedInPage } from "./reviewsKit";
import { XSS_PAYLOADS } from "./xssPayloads";

const baseUrl = inject("baseUrl");
const call = (path: string, token: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });

describe("stored XSS on the post page in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it(`runs none of ${XSS_PAYLOADS.length} payloads stored as content, comments and tags`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    const demo = await signedInPage(browser, baseUrl, "demo", "demo1234!");
    const admin = await signedInPage(browser, baseUrl, "admin", "admin1234!");
    await admin.page.close();
    const ids: number[] = [];
    const shortOnes = XSS_PAYLOADS.filter((p) => p.length <= 20);
    // Posts of 26 payloads each (10 posts an hour per account), tags from the short payloads.
    for (let i = 0; i < XSS_PAYLOADS.length; i += 26) {
      const chunk = XSS_PAYLOADS.slice(i, i + 26);
      const res = await call("/api/posts", demo.token, {
        type: "free", title: `XSS ${chunk[0]}`, content: `<p>본문</p>${chunk.join("<p>|</p>")}`, tags: shortOnes.slice(i / 26 * 10, i / 26 * 10 + 10),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    // Every payload as a comment on the first post (demo and admin share the 60-an-hour limit).
    for (const [i, content] of XSS_PAYLOADS.entries()) {
      const token = i % 2 === 0 ? demo.token : admin.token;
      expect((await call(`/api/posts/${ids[0]}/comments`, token, { content })).status).toBe(201);
    }

    const page = demo.page;
    const dialogs: string[] = [];
    page.removeAllListeners("dialog");
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const id of ids) {
      await page.goto(`${baseUrl}/posts/${id}`);
      await page.getByRole("heading", { name: /^댓글/ }).waitFor();
      await page.mouse.move(200, 300);
      await page.mouse.wheel(0, 2000);
      // Every image has loaded or failed (an error handler would have run) and two frames have
      // painted since the scroll and hover (their handlers and zero-delay timers have run).
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const unsafe = await page.evaluate(() => {
        const article = document.querySelector("article");
        const all = [...document.querySelectorAll("main *, article *")];
        return {
          scripts: article ? article.querySelectorAll("script, iframe, object, embed, style, svg, form").length : -1,
          handlers: all.filter((el) => [...el.attributes].some((a) => a.name.startsWith("on"))).length,
          jsUrls: all.filter((el) => [...el.attributes].some((a) => /^\s*(javascript|data|vbscript):/i.test(a.value))).length,
        };
      });
      expect(unsafe).toEqual({ scripts: 0, handlers: 0, jsUrls: 0 });
    }
    expect(dialogs).toEqual([]);
    await page.context().close();
  }, 300_000);
});
