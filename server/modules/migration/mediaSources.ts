import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Config } from "../../config";
import type { ObjectStorage } from "../../platform/storage";

/** One file the migration moves: its object key (served as /objects/<key>) and where it lies now. */
export interface SourceFile {
  key: string;
  sourcePath: string;
  size: number;
}

/** Folders scanned and the key prefix their files get (uploads keep their key, so /uploads/x → /objects/x). */
const migrationSources = (config: Config) => [
  { dir: config.uploadsDir, prefix: "" },
  { dir: config.attachedAssetsDir, prefix: "attached_assets/" },
];

async function* walk(dir: string, prefix: string): AsyncGenerator<SourceFile> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    // Hidden entries include the local store's .tmp folder of half-written objects.
    if (entry.name.startsWith(".")) continue;
    const sourcePath = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(sourcePath, `${prefix}${entry.name}/`);
    else if (entry.isFile()) {
      const stat = await fs.promises.stat(sourcePath).catch(() => null);
      if (stat) yield { key: `${prefix}${entry.name}`, sourcePath, size: stat.size };
    }
  }
}

/**
 * Every file under the migration's source folders (a missing folder has none), one per key. On the
 * local store, migrated attached assets land in uploads/attached_assets/: the later source (the
 * assets folder itself) wins, so a copy is never taken for its own original.
 */
export async function scanMediaSources(config: Config): Promise<SourceFile[]> {
  const files = new Map<string, SourceFile>();
  for (const { dir, prefix } of migrationSources(config)) for await (const file of walk(dir, prefix)) files.set(file.key, file);
  return [...files.values()];
}

/** Size and hex SHA-256 of a byte stream, read once. */
async function digest(body: Readable): Promise<{ size: number; sha256: string }> {
  const hash = crypto.createHash("sha256");
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest("hex") };
}

export const digestFile = (file: string) => digest(fs.createReadStream(file));

/** What the store really holds under key, read back in full (null when absent). */
export async function digestStored(storage: ObjectStorage, key: string) {
  const object = await storage.get(key);
  return object ? digest(object.body) : null;
}
