import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage } from "./browser";
import { fromMailbox } from "./signUp";

const baseUrl = inject("baseUrl");

const token = (page: Page) => page.evaluate(() => localStorage.getItem("fc_mobile_token"));

async function logIn(page: Page, username: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  const form = page.getByRole("form", { name: "로그인" });
  await form.getByLabel("아이디 또는 이메일").fill(username);
  await form.getByLabel("비밀번호", { exact: true }).fill(password);
  await form.getByRole("button", { name: "로그인" }).click();
}

async function logOut(page: Page, nickname: string) {
  await page.getByRole("button", { name: `${nickname} 계정 메뉴` }).click();
  await page.getByRole("button", { name: "로그아웃" }).click();
  await page.getByRole("link", { name: "로그인" }).first().waitFor();
}

describe("accounts in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("signs up with the mailed code, logs out and in by e-mail and username, resets the password and shows the level", async () => {
    const id = Date.now().toString(36);
    const email = `e2e${id}@example.com`;
    const username = `e2e${id}`;
    const nickname = `테스트${id.slice(-4)}`;
    const password = "first-goal-77";
    const page = await openPage(browser, { mobile: false });

    // Sign up: form → code from the mailbox → verify → back on the login tab.
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("tab", { name: "회원가입" }).click();
    const register = page.getByRole("form", { name: "회원가입" });
    await register.getByLabel("이메일").fill(email);
    await register.getByLabel("매니저명").fill(nickname);
    await register.getByLabel("비밀번호", { exact: true }).fill(password);
    await register.getByLabel("비밀번호 확인", { exact: true }).fill(password);
    await register.getByRole("button", { name: "인증 코드 받기" }).click();
    const code = await fromMailbox(baseUrl, email, /인증 코드: (\d{6})/);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel("인증 코드", { exact: true }).fill(code);
    await page.getByRole("button", { name: "인증하기" }).click();
    await page.getByText("회원가입이 완료되었습니다. 로그인해주세요.").waitFor();

    // Log in by e-mail; the header shows the account; logout revokes the session on the server.
    await logIn(page, email, password);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("button", { name: `${nickname} 계정 메뉴` }).waitFor();
    const firstToken = await token(page);
    await logOut(page, nickname);
    expect(await token(page)).toBeNull();
    const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${firstToken}` } });
    expect(me.status).toBe(401);

    // Log in by username; a signed-in visit to /login goes home; the profile shows level progress.
    await logIn(page, username, password);
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("heading", { name: "내 레벨" }).waitFor();
    expect(await page.getByRole("progressbar", { name: /레벨/ }).first().getAttribute("aria-valuenow")).toBe("0");
    await page.getByText("다음 레벨 브론즈 2까지 10점 남았습니다 (0%)").waitFor();
    expect(await page.getByText(`아이디: ${username}`).isVisible()).toBe(true);
    await logOut(page, nickname);

    // Forgot password → temporary password → forced change → login with the new one.
    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByLabel("이메일").fill(email);
    await page.getByRole("button", { name: "임시 비밀번호 받기" }).click();
    await page.getByText("임시 비밀번호를 이메일로 보냈습니다.").waitFor();
    const temp = await fromMailbox(baseUrl, email, /임시 비밀번호: (\S+)/);
    expect(temp).toHaveLength(12);
    await logIn(page, username, temp);
    await page.waitForURL(`${baseUrl}/change-password`);
    await page.getByLabel("새 비밀번호", { exact: true }).fill("second-goal-88");
    await page.getByLabel("새 비밀번호 확인", { exact: true }).fill("second-goal-88");
    await page.getByRole("button", { name: "비밀번호 변경" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await token(page)).toBeNull();
    await logIn(page, email, "second-goal-88");
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("button", { name: `${nickname} 계정 메뉴` }).waitFor();
    await page.context().close();
  });

  it("shows the spec's login errors and the demo member's activity", async () => {
    const page = await openPage(browser);
    await logIn(page, "demo", "wrong-password");
    await page.getByRole("alert").filter({ hasText: "아이디 또는 비밀번호가 올바르지 않습니다." }).waitFor();
    await page.evaluate((t) => localStorage.setItem("fc_mobile_token", t), inject("demoToken"));
    await page.goto(`${baseUrl}/my-reviews`);
    await page.getByRole("heading", { name: "내 활동" }).waitFor();
    await page.getByText("가장 많이 쓴 포메이션").waitFor();
    await page.getByRole("tab", { name: "내 게시글" }).click();
    await page.getByRole("tab", { name: "내 댓글" }).click();
    await expect.poll(() => page.getByText(/\d+-\d+ \/ \d+|아직 작성한 댓글이 없습니다/).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
