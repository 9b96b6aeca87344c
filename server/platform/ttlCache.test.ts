import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttlCache";

/** A read that counts its calls and answers `value:<n>` for the n-th. */
function counter() {
  let calls = 0;
  return { read: () => Promise.resolve(`value:${++calls}`), calls: () => calls };
}

describe("per-instance promise cache", () => {
  it("shares one read between the callers of a key, including those arriving while it runs", async () => {
    const cache = createTtlCache({ ttlMs: 60_000, maxEntries: 10 });
    const { read, calls } = counter();
    const [a, b] = await Promise.all([cache.load("k", read), cache.load("k", read)]);
    expect([a, b, await cache.load("k", read)]).toEqual(["value:1", "value:1", "value:1"]);
    expect(calls()).toBe(1);
  });

  it("forgets a failed read at once, so the next caller reads again", async () => {
    const cache = createTtlCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.load("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.load("k", () => Promise.resolve("back"))).toBe("back");
  });

  it("reads again once the entry has expired", async () => {
    const cache = createTtlCache({ ttlMs: 20, maxEntries: 10 });
    const { read } = counter();
    expect(await cache.load("k", read)).toBe("value:1");
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.load("k", read)).toBe("value:2");
  });

  it("evicts the least recently used entry past its size, not the oldest", async () => {
    const cache = createTtlCache({ ttlMs: 60_000, maxEntries: 2 });
    const { read, calls } = counter();
    await cache.load("first", read);
    await cache.load("second", read);
    await cache.load("first", read); // used again: "second" is now the least recently used
    await cache.load("third", read);
    expect(await cache.load("first", read)).toBe("value:1");
    expect(await cache.load("second", read)).toBe("value:4");
    expect(calls()).toBe(4);
  });
});
