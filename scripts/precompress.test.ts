import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress";

describe("build precompression", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-precompress-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes .br and .gz beside text files over 1 KB, and skips small or binary files", async () => {
    const js = "console.log('카드');\n".repeat(500);
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets", "app-1.js"), js);
    fs.writeFileSync(path.join(dir, "assets", "tiny-1.css"), "a{}");
    fs.writeFileSync(path.join(dir, "assets", "logo.png"), Buffer.alloc(4096));

    await precompressDir(dir);

    const file = path.join(dir, "assets", "app-1.js");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(js.length / 10);
    expect(fs.existsSync(path.join(dir, "assets", "tiny-1.css.br"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "assets", "logo.png.br"))).toBe(false);
  });
});
