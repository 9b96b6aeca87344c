import { describe, expect, it } from "vitest";
import { contentVersion, createShareImageCache } from "./shareImages";

describe("share image cache", () => {
  it("versions by content: the same model gives the same version, any change another", () => {
    expect(contentVersion("card", { ovr: 100 })).toBe(contentVersion("card", { ovr: 100 }));
    expect(contentVersion("card", { ovr: 101 })).not.toBe(contentVersion("card", { ovr: 100 }));
    expect(contentVersion("post", { ovr: 100 })).not.toBe(contentVersion("card", { ovr: 100 }));
  });

  it("draws a version once, even when asked for it many times at once, and forgets a failed drawing", async () => {
    const cache = createShareImageCache();
    let draws = 0;
    const draw = async () => Buffer.from(String(++draws));
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get("v1", draw)));
    expect(answers.map(String)).toEqual(["1", "1", "1", "1", "1"]);
    expect(String(await cache.get("v1", draw))).toBe("1");
    await expect(cache.get("v2", () => Promise.reject(new Error("font missing")))).rejects.toThrow("font missing");
    expect(String(await cache.get("v2", draw))).toBe("2");
  });

  it("draws at most `maxDrawing` images at a time", async () => {
    const cache = createShareImageCache({ maxDrawing: 2 });
    let running = 0;
    let most = 0;
    const draw = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return Buffer.from("png");
    };
    await Promise.all(Array.from({ length: 8 }, (_, i) => cache.get(`v${i}`, draw)));
    expect(most).toBe(2);
  });
});
