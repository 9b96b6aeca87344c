import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage } from "./browser";
import { adminToken } from "./reviewsKit";

const baseUrl = inject("baseUrl");
const SAMPLE = fileURLToPath(new URL("../../docs/sample-cards.csv", import.meta.url));

describe("admin bulk card import in Chromium", () => {
  let browser: Browser;
  let token: string;
  const imported: number[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken(baseUrl);
  });
  afterAll(async () => {
    // The sample's cards leave the shared server as they came: other files count cards and NEW flags.
    for (const id of imported) await fetch(`${baseUrl}/api/cards/${id}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
    await browser.close();
  });

  it("uploads the sample file, previews it, applies it and shows the imported card", async () => {
    const page = await openPage(browser, { mobile: false, signedIn: { baseUrl, token } });
    await page.goto(`${baseUrl}/admin`);
    const section = page.getByRole("region", { name: "일괄 가져오기" });
    // A bad row: the preview lists it by row and field, and nothing can be applied.
    const bad = "importKey,name,position,ovr,height\r\nok-1,선수,ST,90,180\r\nbad-1,선수,ST,90,230\r\n";
    await section.getByLabel("가져올 파일").setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await section.getByRole("button", { name: "미리보기" }).click();
    await section.getByRole("list", { name: "오류 목록" }).getByText("3행 [height]: 키은(는) 210 이하여야 합니다.").waitFor();
    expect(await section.getByRole("button", { name: "가져오기 적용" }).isDisabled()).toBe(true);

    await section.getByLabel("가져올 파일").setInputFiles(SAMPLE);
    await section.getByRole("button", { name: "미리보기" }).click();
    const preview = section.getByRole("status", { name: "미리보기 결과" });
    await preview.getByText("전체 3행 · 신규 3장 · 수정 0장 · 오류 0개").waitFor();
    await section.getByRole("button", { name: "가져오기 적용" }).click();
    await section.getByRole("status", { name: "가져오기 결과" }).getByText("가져오기 완료: 신규 3장 · 수정 0장").waitFor();

    // The list is fetched again: the imported card is there, and its page shows it.
    await page.getByLabel("카드 검색").fill("예시 손흥민");
    await page.getByRole("button", { name: "검색" }).click();
    const link = page.getByRole("list", { name: "카드 목록" }).getByRole("link", { name: "예시 손흥민" });
    const href = (await link.getAttribute("href"))!;
    for (const name of ["예시 손흥민", "예시 김민재", "예시 이강인"]) {
      const found = (await (await fetch(`${baseUrl}/api/cards?search=${encodeURIComponent(name)}&limit=5`)).json()) as { cards: { id: number; name: string }[] };
      imported.push(...found.cards.filter((c) => c.name === name).map((c) => c.id));
    }
    expect(imported).toHaveLength(3);
    const visitor = await openPage(browser);
    await visitor.goto(`${baseUrl}${href}`);
    await visitor.getByRole("heading", { name: /예시 손흥민/ }).first().waitFor();

    // The same file again updates the three cards instead of adding them.
    await section.getByRole("button", { name: "미리보기" }).click();
    await preview.getByText("전체 3행 · 신규 0장 · 수정 3장 · 오류 0개").waitFor();
  });
});
