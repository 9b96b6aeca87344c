import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { createStorage, isSafeKey, type ObjectStorage } from "./storage";
import { startS3, type TestS3 } from "../../test/server/s3Server";

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
};
const keysOf = async (storage: ObjectStorage, prefix?: string) => {
  const keys: string[] = [];
  for await (const head of storage.list(prefix)) keys.push(head.key);
  return keys.sort();
};

describe.each(["local", "s3"] as const)("storage seam on %s", (kind) => {
  let storage: ObjectStorage;
  let s3: TestS3 | undefined;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-storage-"));
    if (kind === "s3") s3 = await startS3();
    storage = await createStorage(parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...s3?.env }));
  });
  afterAll(async () => {
    storage.close();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is the adapter the settings choose", () => {
    expect(storage.kind).toBe(kind);
  });

  it("puts, heads, gets (whole and a range), lists and deletes", async () => {
    await storage.put("a/one.png", Buffer.from("0123456789"), { contentType: "image/png", size: 10 });
    await storage.put("a/two.jpg", Readable.from([Buffer.from("abc"), Buffer.from("def")]), { contentType: "image/jpeg", size: 6 });
    await storage.put("b.gif", Buffer.from("gif"), { contentType: "image/gif", size: 3 });
    expect(await storage.head("a/one.png")).toEqual({ key: "a/one.png", size: 10, contentType: "image/png" });
    expect(await text((await storage.get("a/two.jpg"))!.body)).toBe("abcdef");
    const part = await storage.get("a/one.png", { start: 2, end: 5 });
    expect(part?.range).toEqual({ start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect(await text(part!.body)).toBe("2345");
    expect(await keysOf(storage)).toEqual(["a/one.png", "a/two.jpg", "b.gif"]);
    expect(await keysOf(storage, "a/")).toEqual(["a/one.png", "a/two.jpg"]);
    await storage.delete("a/one.png");
    await storage.delete("a/never-there.png");
    expect(await storage.head("a/one.png")).toBeNull();
    expect(await storage.get("a/one.png")).toBeNull();
  });

  it("replaces an object put twice under one key", async () => {
    await storage.put("same.png", Buffer.from("first"), { contentType: "image/png", size: 5 });
    await storage.put("same.png", Buffer.from("second!"), { contentType: "image/png", size: 7 });
    expect(await text((await storage.get("same.png"))!.body)).toBe("second!");
  });

  it("refuses keys that could leave the store", async () => {
    for (const key of ["../escape.png", "a/../../b.png", "/abs.png", "..", "a//b.png", ".hidden", "a\\b.png", ""]) {
      expect(isSafeKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from("x"), { contentType: "image/png", size: 1 })).rejects.toThrow("잘못된 파일 경로입니다.");
      await expect(storage.get(key)).rejects.toThrow("잘못된 파일 경로입니다.");
    }
    expect(fs.existsSync(path.join(dataDir, "escape.png"))).toBe(false);
  });

  it("issues a presigned PUT URL that stores the object", async () => {
    const url = await storage.presignPut("uploads/direct.png", "image/png", 60);
    if (kind === "s3") {
      const response = await fetch(url, { method: "PUT", body: "direct-bytes", headers: { "content-type": "image/png" } });
      expect(response.status).toBe(200);
      expect(await text((await storage.get("uploads/direct.png"))!.body)).toBe("direct-bytes");
    } else {
      // The local store's URL points at this server's own PUT route, exercised in the uploads suite.
      expect(url).toMatch(/^\/api\/objects\/put\?key=uploads%2Fdirect\.png&contentType=image%2Fpng&expires=\d+&signature=[0-9a-f]{64}$/);
    }
  });
});
