import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ObjectStorage, ByteRange } from "../../platform/storage";
import { isSafeKey } from "../../platform/storage";
import { contentTypeForKey, mustDownload } from "../../platform/mediaTypes";

/** Objects are content-addressed or never rewritten in place, so browsers may keep them for a day. */
const CACHE_CONTROL = "public, max-age=86400";
/** SHA-256-named uploads and their variants never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";

type Parsed = ByteRange | "unsatisfiable" | undefined;

/** A single `bytes=` range against a known size (suffix ranges included); multiple ranges are served whole. */
function parseRange(header: string | null, size: number): Parsed {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  if (match[1] === "") {
    const suffix = Math.min(Number(match[2]), size);
    return suffix === 0 ? "unsatisfiable" : { start: size - suffix, end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? "unsatisfiable" : { start, end };
}

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

/** Pre-migration files on this instance's disk, for /uploads/… while the store is a bucket. */
function legacyFile(legacyDir: string, key: string) {
  const file = path.join(legacyDir, key);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? { file, size: stat.size } : null;
}

/**
 * Serves a stored object with its type (from the key's extension), Cache-Control and single-range
 * requests (video seeking). SVG and unknown types go out as attachments; the resource CSP
 * (`sandbox`, set for every non-HTML answer) keeps anything opened from running.
 */
export async function mediaResponse(storage: ObjectStorage, key: string, request: Request, legacyDir?: string): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return new Response(null, { status: 405, headers: { allow: "GET, HEAD" } });
  if (!isSafeKey(key)) return notFound();
  const headers = new Headers({ "accept-ranges": "bytes", "cache-control": /^[0-9a-f]{64}\./.test(key) ? IMMUTABLE : CACHE_CONTROL });
  const contentType = contentTypeForKey(key);
  headers.set("content-type", contentType);
  if (mustDownload(contentType)) headers.set("content-disposition", `attachment; filename="${key.split("/").pop()}"`);

  const legacy = legacyDir ? () => legacyFile(legacyDir, key) : () => null;
  const head = (await storage.head(key)) ?? legacy();
  if (!head) return notFound();
  const range = parseRange(request.headers.get("range"), head.size);
  if (range === "unsatisfiable") {
    headers.set("content-range", `bytes */${head.size}`);
    return new Response(null, { status: 416, headers });
  }
  let body: Readable;
  if ("file" in head) {
    body = fs.createReadStream(head.file, range ? { start: range.start, end: range.end } : {});
  } else {
    const object = await storage.get(key, range);
    if (!object) return notFound();
    body = object.body;
  }
  if (request.method === "HEAD") body.destroy();
  const length = range ? (range.end ?? head.size - 1) - range.start + 1 : head.size;
  headers.set("content-length", String(length));
  if (range) headers.set("content-range", `bytes ${range.start}-${range.end}/${head.size}`);
  const stream = request.method === "HEAD" ? null : (Readable.toWeb(body) as ReadableStream);
  return new Response(stream, { status: range ? 206 : 200, headers });
}

/** The key a /uploads/… or /objects/… path names ("" for malformed %-escapes, which no key matches). */
export function decodeMediaKey(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return "";
  }
}
