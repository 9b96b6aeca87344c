import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { TestApp } from "./harness";
import { BACKENDS, startTestApp } from "./harness";
import { startS3, type TestS3 } from "./s3Server";

export type StorageKind = "local" | "s3";
/** Media suites run on every database engine and on both storage adapters. */
export const MEDIA_MATRIX = BACKENDS.flatMap((backend) => (["local", "s3"] as const).map((storage) => [backend, storage] as const));

export interface MediaTestApp extends TestApp {
  dataDir: string;
  s3?: TestS3;
  /** Every key in the app's store. */
  storedKeys(): Promise<string[]>;
  /** Files left in the upload temp folders (must always be none between requests). */
  tempFiles(): string[];
}

/** A test app with its own DATA_DIR, on local disk or on a fresh s3rver bucket. */
export async function startMediaApp(backend: (typeof BACKENDS)[number], storage: StorageKind, env: Record<string, string> = {}): Promise<MediaTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-media-"));
  const s3 = storage === "s3" ? await startS3() : undefined;
  const t = await startTestApp(backend, { DATA_DIR: dataDir, ...s3?.env, ...env });
  const listTemp = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : []);
  return {
    ...t,
    dataDir,
    s3,
    async storedKeys() {
      const keys: string[] = [];
      for await (const head of t.app.services.storage.list()) keys.push(head.key);
      return keys.sort();
    },
    tempFiles: () => [...listTemp(path.join(dataDir, "tmp", "uploads")), ...listTemp(path.join(dataDir, "uploads", ".tmp"))],
    async close() {
      await t.close();
      await s3?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A real PNG of the given size (a gradient, so it does not compress to nothing). */
export async function pngImage(width = 1200, height = 800, seed = 0): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + seed * 31 + ((i / width) | 0)) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** A JPEG carrying EXIF with a GPS position, as phones write it. */
export async function jpegWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "TestPhone", Model: "GPS-1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 33/1 0/1" } })
    .toBuffer();
}

/** The start of an MP4 (ftyp box, isom brand) followed by filler: enough for magic-byte sniffing. */
export function mp4Bytes(size = 200_000): Buffer {
  const ftyp = Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex");
  const body = Buffer.alloc(size - ftyp.length);
  for (let i = 0; i < body.length; i++) body[i] = i & 0xff;
  return Buffer.concat([ftyp, body]);
}

/** POST files as multipart/form-data (field `files`), optionally signed in. */
export async function uploadFiles(t: TestApp, endpoint: string, files: { name: string; type: string; data: Buffer }[], token?: string) {
  const form = new FormData();
  for (const f of files) form.append("files", new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const response = await fetch(`${t.url}${endpoint}`, { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: await response.json() };
}
