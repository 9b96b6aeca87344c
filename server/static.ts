import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { isSitePath } from "../domain/siteRoutes";
import { acceptedEncodings } from "./http/encoding";
import { PRECOMPRESS_EXTENSIONS } from "../scripts/precompress";
import { matchesEtag } from "./http/etag";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Only files the build precompresses (vite.config.ts) may have .br/.gz siblings. */
const PRECOMPRESSED = new Set(PRECOMPRESS_EXTENSIONS);
const SUFFIX = { br: ".br", gzip: ".gz" } as const;

interface FileOptions {
  cacheControl: string;
  /** The request's Accept-Encoding: a precompressed sibling is served when the client takes it. */
  acceptEncoding?: string | null;
  /** The request's If-None-Match: a 200 whose ETag it names becomes a bodiless 304. */
  ifNoneMatch?: string | null;
  status?: number;
}

const statFile = (file: string) => {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
};

/**
 * A file under root, or null; never escapes root, and never serves a hidden file or folder
 * (a segment starting with "."): the build's own files such as `.vite/manifest.json` stay private.
 */
function fileResponse(root: string, urlPath: string, options: FileOptions): Response | null {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.join(root, path.normalize(relative).replace(/^(\.\.[/\\])+/, ""));
  if (!file.startsWith(root + path.sep)) return null;
  if (path.relative(root, file).split(path.sep).some((segment) => segment.startsWith("."))) return null;
  const stat = statFile(file);
  if (!stat) return null;
  const ext = path.extname(file).toLowerCase();
  const headers: Record<string, string> = {
    "content-type": TYPES[ext] ?? "application/octet-stream",
    "cache-control": options.cacheControl,
  };
  let served = file;
  let servedStat = stat;
  if (PRECOMPRESSED.has(ext)) {
    headers.vary = "Accept-Encoding";
    for (const encoding of acceptedEncodings(options.acceptEncoding ?? null)) {
      const sibling = statFile(file + SUFFIX[encoding]);
      if (!sibling) continue;
      served = file + SUFFIX[encoding];
      servedStat = sibling;
      headers["content-encoding"] = encoding;
      break;
    }
  }
  // Validators of the bytes actually sent (each encoding its own), so a revalidation costs a 304.
  headers.etag = `"${servedStat.size.toString(16)}-${Math.floor(servedStat.mtimeMs).toString(16)}${headers["content-encoding"] ? `-${headers["content-encoding"]}` : ""}"`;
  headers["last-modified"] = servedStat.mtime.toUTCString();
  if ((options.status ?? 200) === 200 && matchesEtag(options.ifNoneMatch ?? null, headers.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers["content-length"] = String(servedStat.size);
  const body = Readable.toWeb(fs.createReadStream(served)) as ReadableStream;
  return new Response(body, { status: options.status ?? 200, headers });
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The built client: hashed assets cached for a year, everything else revalidated. Page paths get
 * index.html; any other path gets it too (the SPA shows its not-found page) but with status 404.
 */
export function clientResponse(clientDir: string, urlPath: string, acceptEncoding: string | null = null, ifNoneMatch: string | null = null): Response {
  const hashed = urlPath.startsWith("/assets/");
  const asset = urlPath !== "/" && fileResponse(clientDir, urlPath, { cacheControl: hashed ? IMMUTABLE : "no-cache", acceptEncoding, ifNoneMatch });
  if (asset) return asset;
  if (hashed || path.extname(urlPath) !== "") return new Response("Not found", { status: 404 });
  let decoded: string | null;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = null;
  }
  const status = decoded !== null && isSitePath(decoded) ? 200 : 404;
  const index = fileResponse(clientDir, "/index.html", { cacheControl: "no-cache", acceptEncoding, ifNoneMatch, status });
  if (index) return index;
  return new Response(
    "<!doctype html><meta charset=utf-8><title>FC 모바일 카드 DB</title><p>클라이언트가 아직 빌드되지 않았습니다. <code>npm run build</code>를 실행하세요.</p>",
    { status: 503, headers: { "content-type": "text/html; charset=utf-8" } },
  );
}
