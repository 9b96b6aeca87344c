import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { parseConfig } from "../../server/config";
import { buildApp, type App } from "../../server/app";
import { createCards, createUser } from "../server/factories";
import { mp4Bytes, pngImage } from "../server/mediaKit";
import { sampleBytes, writeSamples } from "../server/migrationKit";
import { startS3, type TestS3 } from "../server/s3Server";
import { launchBrowser, openPage } from "./browser";

/**
 * Its own server (the shipped client, in-memory PGlite) on an s3rver bucket, with legacy files on
 * disk: /uploads holds what the site stored before the bucket, /attached_assets the spec's folder.
 */
describe("media and object storage in Chromium", () => {
  let browser: Browser;
  let s3: TestS3;
  let app: App;
  let baseUrl: string;
  let dataDir: string;
  let adminToken: string;
  let memberToken: string;
  let cardId: number;

  beforeAll(async () => {
    s3 = await startS3("fcm-e2e-media");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-e2e-media-"));
    const assets = path.join(dataDir, "attached_assets");
    writeSamples(path.join(dataDir, "uploads"), [
      { rel: "legacy/card.png", data: await pngImage(300, 400, 11) },
      ...(await Promise.all(Array.from({ length: 12 }, async (_, i) => ({ rel: `legacy/photo${i}.jpg`, data: sampleBytes(80_000, i) })))),
    ]);
    writeSamples(assets, [
      { rel: "logo.svg", data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>') },
      { rel: "favicon.ico", data: sampleBytes(2_000, 99) },
      { rel: "intro.mp4", data: mp4Bytes(400_000) },
    ]);
    const config = parseConfig({ NODE_ENV: "test", DATABASE_URL: "memory://", SEED: "none", PORT: "0", DATA_DIR: dataDir, ATTACHED_ASSETS_DIR: assets, ...s3.env });
    app = await buildApp({ ...config, redisUrl: undefined });
    baseUrl = await app.start(0, "127.0.0.1");
    const prisma = app.services.database.prisma;
    adminToken = (await createUser(prisma, { isAdmin: true })).token;
    memberToken = (await createUser(prisma)).token;
    [{ id: cardId }] = await createCards(prisma, 1);
    await prisma.card.update({ where: { id: cardId }, data: { imageUrl: "/uploads/legacy/card.png" } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedIn(token: string): Promise<Page> {
    return openPage(browser, { mobile: false, signedIn: { baseUrl, token } });
  }
  const loaded = (page: Page, selector: string) =>
    expect.poll(() => page.locator(selector).first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  it("uploads an image on the demo page with progress and shows it from the bucket", async () => {
    const page = await signedIn(memberToken);
    await page.goto(`${baseUrl}/object-storage-demo`);
    await page.getByRole("heading", { name: /오브젝트 스토리지 업로드 데모/ }).waitFor();
    await page.getByLabel("이미지 파일 선택").setInputFiles({ name: "demo.png", mimeType: "image/png", buffer: await pngImage(400, 300, 21) });
    await page.getByRole("button", { name: "업로드", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "업로드 완료" }).waitFor();
    const url = await page.locator("code").textContent();
    expect(url).toMatch(/^\/objects\/[0-9a-f]{64}\.png$/);
    await loaded(page, 'img[alt="업로드한 이미지 미리보기"]');
    await page.getByRole("button", { name: "초기화" }).click();
    expect(await page.locator("code").count()).toBe(0);
    expect(await page.getByRole("link", { name: "이미지 마이그레이션" }).getAttribute("href")).toBe("/admin/migration");
  });

  it("keeps members out of the migration tool", async () => {
    const page = await signedIn(memberToken);
    await page.goto(`${baseUrl}/admin/migration`);
    await page.getByRole("heading", { name: "관리자 권한이 필요합니다" }).waitFor();
  });

  it("runs the migration to 100 %, updates the stored paths, and the card shows its image from /objects/", async () => {
    const page = await signedIn(adminToken);
    await page.goto(`${baseUrl}/admin/migration`);
    await page.getByRole("heading", { name: "이미지 마이그레이션", exact: true }).waitFor();
    expect(await page.getByText("JPG, PNG, GIF, WebP, SVG, ICO · 최대 파일 크기 50MB", { exact: false }).count()).toBe(1);
    await page.getByText("옮길 준비가 되었습니다").waitFor();
    await page.getByRole("button", { name: "이미지 마이그레이션 시작" }).click();
    const bar = page.getByRole("progressbar", { name: "마이그레이션 진행률" });
    await expect.poll(() => bar.getAttribute("aria-valuenow"), { timeout: 30_000 }).toBe("100");
    // 13 legacy uploads and 3 attached assets (the demo's upload went to the bucket directly).
    await page.getByText("16 / 16 파일 처리 (100%)", { exact: false }).waitFor();
    await page.getByText("마이그레이션 완료").waitFor();
    // The status card follows the run it watched, without a reload.
    await page.getByRole("region", { name: "현재 상태" }).getByText("마지막 실행: 완료 · 16 / 16 파일 처리 · 실패 0개", { exact: false }).waitFor({ timeout: 5_000 });
    await page.reload();
    await page.getByText("마지막 실행: 완료 · 16 / 16 파일 처리 · 실패 0개", { exact: false }).waitFor();

    await page.getByRole("button", { name: "DB 경로 업데이트" }).click();
    await page.getByRole("status").filter({ hasText: "1개의 경로를 업데이트했습니다." }).waitFor();

    await page.goto(`${baseUrl}/cards/${cardId}`);
    const image = page.locator("main img").first();
    await expect.poll(() => image.getAttribute("src")).toBe("/objects/legacy/card.png");
    await loaded(page, "main img");
    // The bucket, not this instance's disk, answers it now.
    fs.rmSync(path.join(dataDir, "uploads", "legacy", "card.png"));
    expect((await fetch(`${baseUrl}/objects/legacy/card.png`)).status).toBe(200);
  });

  it("follows a job that is already running when the page opens", async () => {
    const prisma = app.services.database.prisma;
    // Another instance's job, alive (fresh heartbeat): the page shows it instead of an idle tool.
    const job = await prisma.migrationJob.create({ data: { status: "RUNNING", total: 10, processed: 3, owner: "other-instance" } });
    try {
      const page = await signedIn(adminToken);
      await page.goto(`${baseUrl}/admin/migration`);
      await page.getByText("마지막 실행: 진행 중 · 3 / 10 파일 처리", { exact: false }).waitFor();
      await expect.poll(() => page.getByRole("progressbar", { name: "마이그레이션 진행률" }).getAttribute("aria-valuenow")).toBe("30");
      expect(await page.getByRole("button", { name: "마이그레이션 진행 중..." }).isDisabled()).toBe(true);
    } finally {
      await prisma.migrationJob.delete({ where: { id: job.id } });
    }
  });

  it("changes a card's image from the new-cards page's admin overlay", async () => {
    const prisma = app.services.database.prisma;
    const card = await prisma.card.update({ where: { id: cardId }, data: { isNew: true } });
    const member = await signedIn(memberToken);
    await member.goto(`${baseUrl}/new-cards`);
    await member.getByRole("link", { name: new RegExp(card.name) }).waitFor();
    expect(await member.getByText("이미지 변경").count()).toBe(0);

    const page = await signedIn(adminToken);
    await page.goto(`${baseUrl}/new-cards`);
    const tile = page.getByRole("link", { name: new RegExp(card.name) });
    await tile.hover();
    await page.getByText("이미지 변경").first().waitFor();
    await page.getByLabel(`${card.name} 이미지 변경`).setInputFiles({ name: "new.png", mimeType: "image/png", buffer: await pngImage(300, 400, 31) });
    await page.getByText("이미지가 변경되었습니다").waitFor();
    await expect.poll(() => tile.locator("img").getAttribute("src")).toMatch(/^\/objects\/[0-9a-f]{64}\.png$/);
    const stored = await prisma.card.findUniqueOrThrow({ where: { id: cardId }, select: { imageUrl: true } });
    expect(await tile.locator("img").getAttribute("src")).toBe(stored.imageUrl);
  });
});
