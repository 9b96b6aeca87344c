// When a server-rendered card page's own content is painted, in Chromium: first contentful paint,
// the first frame with the card's name and stats laid out, LCP and its element, and
// hydration (client/main.tsx marks <html data-hydrated>). Median of BENCH_RUNS (3) fresh loads,
// unthrottled and with Lighthouse's mobile throttling (4× CPU, 150 ms RTT, 1.6 Mbps).
//   BENCH_URL=http://localhost:3000 npx tsx bench/cardPaint.ts [path]
import { launchBrowser } from "../test/e2e/browser";

const BASE = process.env.BENCH_URL ?? "http://localhost:3000";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Timings {
  fcp: number;
  cardName: number;
  lcp: number;
  lcpElement: string;
  hydrated: number;
}

// A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
const observe = `
  window.__timings = {};
  const record = (list) => {
    for (const entry of list.getEntries()) {
      if (entry.entryType === "paint" && entry.name === "first-contentful-paint") window.__timings.fcp = entry.startTime;
      if (entry.entryType === "largest-contentful-paint") {
        window.__timings.lcp = entry.startTime;
        window.__timings.lcpElement = entry.element ? entry.element.tagName.toLowerCase() + " " + (entry.element.textContent || "").slice(0, 30) : "?";
      }
    }
  };
  for (const type of ["paint", "largest-contentful-paint"]) new PerformanceObserver(record).observe({ type, buffered: true });
  // The first frame in which the card's name and stats are laid out (Element Timing reported nothing
  // for text here): they paint in that frame, so this is when the card itself is on screen.
  const frame = () => {
    const name = document.querySelector("main h1");
    const stats = document.querySelector('main dl[aria-label="주요 능력치"]');
    if (name && stats && name.getBoundingClientRect().height > 0 && stats.getBoundingClientRect().height > 0) window.__timings.cardName = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated && !window.__timings.hydrated) window.__timings.hydrated = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
`;

async function load(path: string, throttled: boolean): Promise<Timings> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "ko-KR" })).newPage();
    if (throttled) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    }
    await page.addInitScript({ content: observe });
    await page.goto(BASE + path);
    await page.waitForFunction(() => (window as unknown as { __timings: { hydrated?: number } }).__timings.hydrated, undefined, { timeout: 60_000 });
    await page.waitForTimeout(500);
    const t = await page.evaluate(() => (window as unknown as { __timings: Record<string, number | string> }).__timings);
    return { fcp: Number(t.fcp), cardName: Number(t.cardName), lcp: Number(t.lcp), lcpElement: String(t.lcpElement), hydrated: Number(t.hydrated) };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const path = process.argv[2] ?? "/cards/1";
  for (const throttled of [false, true]) {
    const runs: Timings[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(path, throttled));
    const m = (key: keyof Omit<Timings, "lcpElement">) => `${median(runs.map((r) => r[key])).toFixed(0)} ms`;
    console.log(`${path} ${throttled ? "mobile-throttled" : "unthrottled"}: FCP ${m("fcp")}, card name + stats ${m("cardName")}, LCP ${m("lcp")} (${runs[0].lcpElement}), hydrated ${m("hydrated")}`);
  }
}

await main();
