import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { collectWhenIdle } from "./idleGc";
import type { FinishedRequest } from "./requests";

const DELAY = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The tracker's two members the collector reads, driven by hand. */
function fakeRequests() {
  const requests = { active: 0, finishedListeners: new Set<(r: FinishedRequest) => void>() };
  const finish = () => requests.finishedListeners.forEach((l) => l({ method: "GET", route: "/", status: 200, durationSeconds: 0 }));
  return { requests, finish };
}

describe("collectWhenIdle", () => {
  it("collects once after start-up and once each time traffic stops, never during it", async () => {
    const { requests, finish } = fakeRequests();
    let collections = 0;
    const idle = collectWhenIdle(requests, { delayMs: DELAY, gc: () => collections++ });
    await sleep(DELAY * 2);
    expect(collections).toBe(1);

    // Answers closer together than the delay keep pushing it back.
    for (let i = 0; i < 6; i++) {
      finish();
      await sleep(DELAY / 3);
    }
    expect(collections).toBe(1);
    await sleep(DELAY * 2);
    expect(collections).toBe(2);

    // Resting longer collects no more.
    await sleep(DELAY * 3);
    expect(collections).toBe(2);
    idle.stop();
  });

  it("releases what only traffic needed (expired cached answers) just before each collection", async () => {
    const { requests, finish } = fakeRequests();
    const steps: string[] = [];
    const idle = collectWhenIdle(requests, { delayMs: DELAY, gc: () => steps.push("gc"), release: () => steps.push("release") });
    await sleep(DELAY * 2);
    finish();
    await sleep(DELAY * 2);
    expect(steps).toEqual(["release", "gc", "release", "gc"]);
    idle.stop();
  });

  it("waits for a long request still in flight, and stops for good", async () => {
    const { requests, finish } = fakeRequests();
    let collections = 0;
    const idle = collectWhenIdle(requests, { delayMs: DELAY, gc: () => collections++ });
    requests.active = 1;
    await sleep(DELAY * 2);
    expect(collections).toBe(0);
    requests.active = 0;
    finish();
    await sleep(DELAY * 2);
    expect(collections).toBe(1);

    idle.stop();
    finish();
    await sleep(DELAY * 2);
    expect(collections).toBe(1);
    expect(requests.finishedListeners.size).toBe(0);
  });

  it("does nothing without a gc function (a process started without --expose-gc)", () => {
    const { requests } = fakeRequests();
    const idle = collectWhenIdle(requests, { gc: null });
    expect(requests.finishedListeners.size).toBe(0);
    idle.stop();
  });

  it("is on in production: npm start gives the server --expose-gc", () => {
    const { scripts } = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts: { start: string } };
    expect(scripts.start).toMatch(/node (--\S+ )*--expose-gc (--\S+ )*dist\/server\/index\.mjs/);
  });
});
