import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage } from "./browser";

const baseUrl = inject("baseUrl");
const demoToken = inject("demoToken");

interface Loaded {
  page: Page;
  /** GraphQL operations the page sent, by name, in order. */
  operations: string[];
  /** Console warnings and errors, and uncaught exceptions. */
  problems: string[];
}

/** Opens `path` as a first visit; openPage's goto returns once React has hydrated the server's markup (client/main.tsx). */
async function firstLoad(browser: Browser, path: string, token?: string): Promise<Loaded> {
  const page = await openPage(browser, { mobile: !token, ...(token && { signedIn: { baseUrl, token } }) });
  const operations: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    operations.push(body?.operationName ?? "(unknown)");
  });
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(baseUrl + path); // resolves once hydrated (openPage)
  await page.waitForLoadState("networkidle");
  return { page, operations, problems };
}

const api = async <T>(path: string): Promise<T> => (await (await fetch(baseUrl + path)).json()) as T;

describe("server-rendered pages hydrate in Chromium", () => {
  let browser: Browser;
  let cardId: number;
  let postId: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    cardId = (await api<{ cards: { id: number }[] }>("/api/cards?limit=1")).cards[0].id;
    postId = (await api<{ posts: { id: number }[] }>("/api/posts?limit=1")).posts[0].id;
  });
  afterAll(() => browser.close());

  const routeQueries: [string, () => string, string][] = [
    ["home", () => "/", "HomeRouteQuery"],
    ["the card search", () => "/cards", "CardsRouteQuery"],
    ["a card page", () => `/cards/${cardId}`, "CardDetailRouteQuery"],
    ["a post", () => `/posts/${postId}`, "PostRouteQuery"],
  ];
  it.each(routeQueries)("%s asks for neither its route query nor the shell's on first load", async (_name, path, query) => {
    const { page, operations } = await firstLoad(browser, path());
    expect(operations).not.toContain(query);
    expect(operations).not.toContain("RootRouteQuery");
    await page.context().close();
  });

  const publicPaths: [string, () => string][] = [
    ...routeQueries.map(([name, path]): [string, () => string] => [name, path]),
    ["new cards", () => "/new-cards"],
    ["popular cards", () => "/popular-cards"],
    ["rankings", () => "/rankings/ST"],
    ["formation rankings", () => "/formation-rankings"],
    ["formations", () => "/formations"],
    ["a formation TOP 100", () => "/formations/4-3-3-holding/ST"],
    ["the formation finder", () => "/formation-finder"],
    ["stat leaders", () => "/stat-leaders"],
    ["skill boosts", () => "/skill-boost-comparison"],
    ["compare", () => "/compare"],
    ["community", () => "/community"],
    ["an unknown path", () => "/no-such-page"],
  ];
  it.each(publicPaths)("%s hydrates without a warning, and its header menu opens at once", async (_name, path) => {
    const { page, problems } = await firstLoad(browser, path());
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("dialog").waitFor();
    // The one expected line: Chromium reports the unknown path's own 404 answer.
    expect(problems.filter((line) => !/status of 404/.test(line) || !path().startsWith("/no-such"))).toEqual([]);
    await page.context().close();
  });

  it("a card page's header link navigates inside the app right after load", async () => {
    const { page, operations } = await firstLoad(browser, `/cards/${cardId}`);
    await page.getByRole("link", { name: "선수 검색" }).first().click();
    await page.waitForURL(`${baseUrl}/cards`);
    await expect.poll(() => operations).toContain("CardsRouteQuery");
    await page.context().close();
  });

  it("a signed-in member hydrates the visitors' page, then gets their own header and the card's data for them", async () => {
    const { page, operations, problems } = await firstLoad(browser, `/cards/${cardId}`, demoToken);
    await page.getByRole("button", { name: /데모매니저/ }).waitFor();
    expect(await page.getByRole("link", { name: "로그인", exact: true }).count()).toBe(0);
    expect(operations).toContain("RootRouteQuery");
    expect(operations).toContain("CardDetailRouteQuery");
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
