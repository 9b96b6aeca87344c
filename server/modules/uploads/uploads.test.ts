import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { parseConfig } from "../../config";
import { buildApp } from "../../app";
import { createUser } from "../../../test/server/factories";
import { MEDIA_MATRIX, jpegWithLocation, mp4Bytes, pngImage, startMediaApp, uploadFiles, type MediaTestApp } from "../../../test/server/mediaKit";

describe.each(MEDIA_MATRIX)("uploads on %s with %s storage", (backend, storage) => {
  let t: MediaTestApp;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await startMediaApp(backend, storage);
    token = (await createUser(t.db.prisma)).token;
    otherToken = (await createUser(t.db.prisma)).token;
  });
  afterAll(() => t.close());

  const prefix = storage === "s3" ? "/objects/" : "/uploads/";

  it("requires login", async () => {
    const answer = await uploadFiles(t, "/api/upload", [{ name: "a.png", type: "image/png", data: await pngImage(10, 10) }]);
    expect(answer).toEqual({ status: 401, body: { message: "로그인이 필요합니다." } });
  });

  it("stores an image under its SHA-256 with WebP variants, serves it, and records it once", async () => {
    const png = await pngImage(1200, 800, 1);
    const first = await uploadFiles(t, "/api/upload", [{ name: "../../photo.png", type: "text/plain", data: png }], token);
    expect(first.status).toBe(200);
    const [url] = first.body.urls as string[];
    expect(url).toMatch(new RegExp(`^${prefix}[0-9a-f]{64}\\.png$`));
    expect(first.body.files[0]).toMatchObject({ contentType: "image/png", size: png.length, width: 1200, height: 800 });

    const served = await fetch(`${t.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    for (const width of [320, 960]) {
      const variant = await fetch(`${t.url}${url}.w${width}.webp`);
      expect(variant.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(width);
    }

    const again = await uploadFiles(t, "/api/upload-images", [{ name: "copy.png", type: "image/png", data: png }], otherToken);
    expect(again.body.urls).toEqual([url]);
    expect(await t.db.prisma.uploadedObject.count({ where: { sha256: first.body.files[0].sha256 } })).toBe(1);
  });

  it("strips EXIF (location) from a JPEG original", async () => {
    const jpeg = await jpegWithLocation();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { body } = await uploadFiles(t, "/api/upload", [{ name: "gps.jpg", type: "image/jpeg", data: jpeg }], token);
    const stored = Buffer.from(await (await fetch(`${t.url}${body.urls[0]}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(640);
  });

  it("serves video with byte ranges for seeking", async () => {
    const video = mp4Bytes();
    const { status, body } = await uploadFiles(t, "/api/upload", [{ name: "clip.mp4", type: "video/mp4", data: video }], token);
    expect(status).toBe(200);
    const url = `${t.url}${body.urls[0]}`;
    const part = await fetch(url, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-type")).toBe("video/mp4");
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
    const tail = await fetch(url, { headers: { range: "bytes=-10" } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(-10))).toBe(true);
    const beyond = await fetch(url, { headers: { range: `bytes=${video.length}-` } });
    expect(beyond.status).toBe(416);
    // Video is for the editor; the images-only endpoint refuses it.
    const refused = await uploadFiles(t, "/api/upload-images", [{ name: "clip.mp4", type: "video/mp4", data: video }], token);
    expect(refused.status).toBe(400);
  });

  it("serves SVG (copied by the migration) only as a sandboxed attachment", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await t.app.services.storage.put("legacy/logo.svg", svg, { contentType: "image/svg+xml", size: svg.length });
    const served = await fetch(`${t.url}/objects/legacy/logo.svg`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-disposition")).toBe('attachment; filename="logo.svg"');
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses traversal and unknown paths with 404", async () => {
    for (const path of ["/uploads/..%2F..%2Fpackage.json", "/objects/%2e%2e/%2e%2e/package.json", "/uploads/%E0%A4%A", "/uploads/nothing.png"]) {
      expect((await fetch(`${t.url}${path}`)).status).toBe(404);
    }
  });

  describe("bad input stores nothing and leaves no temp file", () => {
    const bad = async (endpoint: string, files: { name: string; type: string; data: Buffer }[]) => {
      const keys = await t.storedKeys();
      const rows = await t.db.prisma.uploadedObject.count();
      const answer = await uploadFiles(t, endpoint, files, token);
      expect(await t.storedKeys()).toEqual(keys);
      expect(await t.db.prisma.uploadedObject.count()).toBe(rows);
      expect(t.tempFiles()).toEqual([]);
      return answer;
    };

    it("wrong magic bytes (text named .png)", async () => {
      const answer = await bad("/api/upload", [{ name: "fake.png", type: "image/png", data: Buffer.from("<html><script>alert(1)</script></html>") }]);
      expect(answer).toEqual({ status: 400, body: expect.objectContaining({ message: "지원하지 않는 파일 형식입니다. 이미지 또는 동영상만 업로드할 수 있습니다." }) });
    });

    it("SVG", async () => {
      const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const answer = await bad("/api/upload-images", [{ name: "x.svg", type: "image/svg+xml", data: svg }]);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("지원하지 않는 파일 형식입니다. 이미지 파일만 업로드할 수 있습니다.");
    });

    it("over 5 MB", async () => {
      const big = Buffer.concat([await pngImage(64, 64, 9), Buffer.alloc(5 * 1024 * 1024)]);
      const answer = await bad("/api/upload", [{ name: "big.png", type: "image/png", data: big }]);
      expect(answer).toEqual({ status: 413, body: { message: "파일이 너무 큽니다. 5MB 이하로 업로드해주세요." } });
    });

    it("more than 10 files (a good file among them is not kept either)", async () => {
      const files = await Promise.all(Array.from({ length: 11 }, async (_, i) => ({ name: `${i}.png`, type: "image/png", data: await pngImage(20, 20, 100 + i) })));
      const answer = await bad("/api/upload", files);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("파일은 최대 10개까지 업로드할 수 있습니다.");
    });

    it("an empty file, or no file at all", async () => {
      expect((await bad("/api/upload", [{ name: "empty.png", type: "image/png", data: Buffer.alloc(0) }])).body.message).toBe("빈 파일은 업로드할 수 없습니다.");
      expect((await bad("/api/upload", [])).body.message).toBe("업로드할 파일이 없습니다.");
    });

    it("one bad file among good ones", async () => {
      const answer = await bad("/api/upload", [
        { name: "ok.png", type: "image/png", data: await pngImage(30, 30, 200) },
        { name: "bad.png", type: "image/png", data: Buffer.from("not an image at all") },
      ]);
      expect(answer.status).toBe(400);
    });

    it("a truncated multipart body", async () => {
      const keys = await t.storedKeys();
      const png = await pngImage(200, 200, 300);
      const head = `--XYZ\r\nContent-Disposition: form-data; name="files"; filename="cut.png"\r\nContent-Type: image/png\r\n\r\n`;
      const body = Buffer.concat([Buffer.from(head), png.subarray(0, 500)]);
      const response = await fetch(`${t.url}/api/upload`, {
        method: "POST",
        body,
        headers: { "content-type": "multipart/form-data; boundary=XYZ", authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe("업로드 요청이 올바르지 않습니다. 다시 시도해주세요.");
      expect(await t.storedKeys()).toEqual(keys);
      expect(t.tempFiles()).toEqual([]);
    });
  });

  it("hands out a presigned PUT URL whose object is served under /objects/", async () => {
    const presign = await fetch(`${t.url}/api/objects/upload`, {
      method: "POST",
      body: JSON.stringify({ contentType: "image/png" }),
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    });
    const { uploadURL, objectPath } = await presign.json();
    expect(objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\.png$/);
    const png = await pngImage(50, 50, 400);
    const put = await fetch(new URL(uploadURL, t.url), { method: "PUT", body: new Uint8Array(png), headers: { "content-type": "image/png" } });
    expect(put.status).toBe(200);
    const served = await fetch(`${t.url}${objectPath}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    if (storage === "local") {
      const forged = new URL(uploadURL, t.url);
      forged.searchParams.set("key", "uploads/other.png");
      expect((await fetch(forged, { method: "PUT", body: new Uint8Array(png) })).status).toBe(404);
    }
    const anonymous = await fetch(`${t.url}/api/objects/upload`, { method: "POST" });
    expect(anonymous.status).toBe(401);
  });

  // Only a shared bucket can be shared: on local disk each instance owns its own files.
  if (storage === "s3") it("a second instance on the same bucket serves the first one's uploads", async () => {
    // Another process's view: its own disk, the same bucket and database.
    const config = parseConfig({ NODE_ENV: "test", DATA_DIR: `${t.dataDir}/second`, DATABASE_URL: t.databaseUrl ?? "memory://", SEED: "none", ...t.s3!.env });
    const secondApp = await buildApp(config, { database: t.db });
    const second = { url: await secondApp.start(0, "127.0.0.1"), close: () => secondApp.stop() };
    try {
      const png = await pngImage(100, 100, 500);
      const { body } = await uploadFiles(t, "/api/upload", [{ name: "shared.png", type: "image/png", data: png }], token);
      const served = await fetch(`${second.url}${body.urls[0]}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
      expect((await fetch(`${second.url}${body.urls[0]}.w320.webp`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
