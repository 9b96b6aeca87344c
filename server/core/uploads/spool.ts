import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PayloadTooLargeError } from "../../errors";

/** Bytes enough for file-type to recognise every format it knows. */
const SNIFF_BYTES = 4100;

/** One received file, waiting on local disk until it is checked and stored (or discarded). */
export interface SpooledFile {
  path: string;
  size: number;
  sha256: string;
  /** The first bytes, for magic-byte sniffing. */
  head: Buffer;
}

/**
 * Streams source into a new temp file under dir, hashing and counting as it goes; past maxBytes
 * it stops reading and throws the policy's 413, leaving no file behind. Memory stays at one chunk.
 */
export async function spoolToTemp(source: Readable, dir: string, maxBytes: number, tooLargeMessage: string): Promise<SpooledFile> {
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${crypto.randomUUID()}.part`);
  const hash = crypto.createHash("sha256");
  const headChunks: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new PayloadTooLargeError(tooLargeMessage));
      hash.update(chunk);
      if (headSize < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headSize));
        headSize += Math.min(chunk.length, SNIFF_BYTES - headSize);
      }
      callback(null, chunk);
    },
  });
  const out = fs.createWriteStream(file);
  try {
    await pipeline(source, meter, out);
  } catch (error) {
    // The write stream opens its file lazily: removing it before that open settles would let the
    // open create it again afterwards, a temp file nobody deletes. Wait for the close first.
    out.destroy();
    if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  return { path: file, size, sha256: hash.digest("hex"), head: Buffer.concat(headChunks) };
}

/** Deletes spooled files; never throws (clean-up runs on every path, error or not). */
export async function discardSpooled(files: Iterable<{ path: string }>) {
  await Promise.all([...files].map((f) => fs.promises.rm(f.path, { force: true }).catch(() => undefined)));
}

/**
 * A Node stream over a request body. The server adapter hands a ponyfilled web stream, which
 * Node's Readable.fromWeb rejects, so this reads it through its reader (pull-based: backpressure kept).
 */
export function nodeReadable(body: ReadableStream<Uint8Array>): Readable {
  const reader = body.getReader();
  return new Readable({
    read() {
      reader.read().then(
        ({ done, value }) => void this.push(done ? null : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    destroy(error, callback) {
      reader.cancel().catch(() => undefined);
      callback(error);
    },
  });
}
