import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface SampleFile {
  /** Path under its source folder. */
  rel: string;
  data: Buffer;
}

/** Deterministic pseudo-random bytes (incompressible, different per seed). */
export function sampleBytes(size: number, seed: number): Buffer {
  const out = Buffer.alloc(size);
  let block = crypto.createHash("sha256").update(String(seed)).digest();
  for (let at = 0; at < size; at += block.length) {
    block.copy(out, at);
    block = crypto.createHash("sha256").update(block).digest();
  }
  return out;
}

/** Writes files under dir (creating folders); returns dir. */
export function writeSamples(dir: string, files: SampleFile[]): string {
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f.rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, f.rel), f.data);
  }
  return dir;
}

/** A fresh temp folder for the migration's attached-assets source. */
export const assetsDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "fcm-assets-"));

/** A file just over the migration's 50 MB limit without writing 50 MB (sparse). */
export function writeOversized(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from("GIF89a"));
  fs.truncateSync(file, 50 * 1024 * 1024 + 1);
}

export const sha256 = (data: Buffer) => crypto.createHash("sha256").update(data).digest("hex");
