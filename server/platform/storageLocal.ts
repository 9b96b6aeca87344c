import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, type ObjectHead, type ObjectStorage } from "./storage";
import { contentTypeForKey } from "./mediaTypes";

/** Where half-written objects wait before an atomic rename; never listed or served. */
const TEMP_DIR = ".tmp";

/** Route the local store's presigned PUT URLs point at (handled by the uploads REST module). */
const LOCAL_PRESIGNED_PUT_PATH = "/api/objects/put";

interface LocalStorage extends ObjectStorage {
  readonly kind: "local";
  /** The key and content type a presigned PUT URL was signed for, or null when forged or expired. */
  verifyPresignedPut(url: URL): { key: string; contentType: string } | null;
}

/**
 * Local disk under root (DATA_DIR/uploads). Writes go to a temp file renamed into place, so a
 * reader never sees half an object and a crash leaves no partial file under its key.
 */
export function createLocalStorage(root: string): LocalStorage {
  // Presigned URLs of a local store serve only this process: one instance owns its disk.
  const secret = crypto.randomBytes(32);
  const sign = (key: string, contentType: string, expires: number) =>
    crypto.createHmac("sha256", secret).update(`${key}\n${contentType}\n${expires}`).digest("hex");
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const statOf = async (key: string): Promise<ObjectHead | null> => {
    const stat = await fs.promises.stat(fileOf(key)).catch(() => null);
    return stat?.isFile() ? { key, size: stat.size, contentType: contentTypeForKey(key) } : null;
  };

  async function* walk(dir: string, prefix: string): AsyncGenerator<ObjectHead> {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith(".")) continue;
      const key = prefix + entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
      else if (entry.isFile()) {
        const head = await statOf(key).catch(() => null);
        if (head) yield head;
      }
    }
  }

  return {
    kind: "local",
    async put(key, body) {
      const target = fileOf(key);
      const temp = path.join(root, TEMP_DIR, crypto.randomUUID());
      await fs.promises.mkdir(path.dirname(temp), { recursive: true });
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(temp));
        await fs.promises.rename(temp, target);
      } finally {
        await fs.promises.rm(temp, { force: true });
      }
    },
    async get(key, range) {
      const head = await statOf(key);
      if (!head) return null;
      if (!range) return { ...head, body: fs.createReadStream(fileOf(key)) };
      const end = Math.min(range.end ?? head.size - 1, head.size - 1);
      return { ...head, range: { start: range.start, end }, body: fs.createReadStream(fileOf(key), { start: range.start, end }) };
    },
    head: statOf,
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async *list(prefix = "") {
      for await (const head of walk(root, "")) if (head.key.startsWith(prefix)) yield head;
    },
    async presignPut(key, contentType, expiresInSeconds) {
      assertSafeKey(key);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({ key, contentType, expires: String(expires), signature: sign(key, contentType, expires) });
      return `${LOCAL_PRESIGNED_PUT_PATH}?${query}`;
    },
    verifyPresignedPut(url) {
      const key = url.searchParams.get("key") ?? "";
      const contentType = url.searchParams.get("contentType") ?? "";
      const expires = Number(url.searchParams.get("expires"));
      const signature = Buffer.from(url.searchParams.get("signature") ?? "", "hex");
      const expected = Buffer.from(sign(key, contentType, expires), "hex");
      if (!Number.isSafeInteger(expires) || expires < Date.now() / 1000) return null;
      if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) return null;
      return { key, contentType };
    },
    close() {},
  };
}
