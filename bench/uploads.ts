// Upload throughput through the real HTTP path (/api/upload-images) (multipart → checks → variants → store → row):
// 100 distinct ~1 MB images, local disk vs an S3-compatible server (s3rver on 127.0.0.1), and the
// bytes a card tile saves by loading the WebP variant instead of the original.
// Usage: npm run bench:uploads
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { parseConfig } from "../server/config";
import { buildApp } from "../server/app";
import { createSession } from "../server/core/session";
import { startS3 } from "../test/server/s3Server";

const COUNT = 100;
const CONCURRENCY = 4;

/** A photo-like JPEG of about 1 MB (noise over a gradient), distinct per seed. */
async function photo(seed: number, width = 1400, height = 1000) {
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = (((i / 3) % width) / width) * 128 + (x >>> 25);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

async function run(label: string, env: Record<string, string>, images: Buffer[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-bench-"));
  const app = await buildApp(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "memory://", SEED: "none", DATA_DIR: dataDir, ...env }));
  const url = await app.start(0, "127.0.0.1");
  const prisma = app.services.database.prisma;
  const user = await prisma.user.create({ data: { username: "bench", email: "bench@x.example", passwordHash: "x", isEmailVerified: true } });
  const token = await createSession(prisma, user.id, 1);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < images.length) {
        const image = images[next++];
        const form = new FormData();
        form.append("files", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "photo.jpg");
        const response = await fetch(`${url}/api/upload-images`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
        if (response.status !== 200) throw new Error(`${label}: ${response.status} ${await response.text()}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const megabytes = images.reduce((sum, b) => sum + b.length, 0) / 1024 / 1024;
  console.log(`${label}: ${COUNT} uploads in ${seconds.toFixed(1)} s = ${(COUNT / seconds).toFixed(1)} files/s, ${(megabytes / seconds).toFixed(1)} MB/s (concurrency ${CONCURRENCY})`);
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Card art as admins upload it (600×800 JPEG and PNG) against the variants a tile loads. */
async function tileSaving() {
  const rows: string[] = [];
  for (const format of ["jpeg", "png"] as const) {
    const base = sharp(await photo(7, 600, 800)).resize(600, 800);
    const original = await (format === "jpeg" ? base.jpeg({ quality: 90 }) : base.png()).toBuffer();
    for (const width of [320, 960]) {
      const variant = await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      rows.push(`card art ${format} 600×800 ${(original.length / 1024).toFixed(0)} KB → WebP ${width}w ${(variant.length / 1024).toFixed(0)} KB (${(100 - (variant.length / original.length) * 100).toFixed(0)}% smaller)`);
    }
  }
  console.log(rows.join("\n"));
}

const images = await Promise.all(Array.from({ length: COUNT }, (_, i) => photo(i + 1)));
console.log(`images: ${COUNT} JPEGs, mean ${(images.reduce((s, b) => s + b.length, 0) / COUNT / 1024 / 1024).toFixed(2)} MB`);
await run("local disk", {}, images);
const s3 = await startS3("fcm-bench-uploads");
await run("s3rver", s3.env, images);
await s3.close();
await tileSaving();
