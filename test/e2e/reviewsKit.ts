import type { Browser, Page } from "playwright-core";
import { openPage } from "./browser";

/** A session token from the REST login. */
export async function loginToken(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password }) });
  return ((await res.json()) as { token: string }).token;
}

/** The demo data's admin (README "Demo accounts"). */
export const adminToken = (baseUrl: string) => loginToken(baseUrl, "admin", "admin1234!");

/** Signs in by REST and opens a page (desktop unless told otherwise) that is the member's from its first load; confirms are accepted. */
export async function signedInPage(browser: Browser, baseUrl: string, username: string, password: string, options: { mobile?: boolean } = {}): Promise<{ page: Page; token: string }> {
  const token = await loginToken(baseUrl, username, password);
  const page = await openPage(browser, { mobile: options.mobile ?? false, signedIn: { baseUrl, token } });
  page.on("dialog", (d) => void d.accept());
  return { page, token };
}

export async function cardWithFewReviews(baseUrl: string): Promise<{ id: number; name: string }> {
  const { cards } = (await (await fetch(`${baseUrl}/api/cards?limit=40&sortBy=ovr`)).json()) as { cards: { id: number; name: string; reviewCount: number }[] };
  return [...cards].sort((a, b) => a.reviewCount - b.reviewCount)[0];
}
