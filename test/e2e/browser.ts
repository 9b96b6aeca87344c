import { chromium, type Browser, type Page } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's chromium, headless, with the flags these machines need (see stack-notes.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** A phone-sized page unless told otherwise: most of the site's users are on phones. */
export async function openPage(browser: Browser, options: { mobile?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.mobile === false ? { width: 1280, height: 800 } : { width: 390, height: 844 },
    locale: "ko-KR",
  });
  return context.newPage();
}
