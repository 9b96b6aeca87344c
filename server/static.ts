import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

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

/** A file under root, or null; never escapes root. */
export function fileResponse(root: string, urlPath: string, cacheControl: string): Response | null {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.join(root, path.normalize(relative).replace(/^(\.\.[/\\])+/, ""));
  if (!file.startsWith(root + path.sep)) return null;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream;
  return new Response(body, {
    headers: {
      "content-type": type,
      "content-length": String(stat.size),
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
    },
  });
}

/** The built client: hashed assets cached for a year, everything else revalidated; unknown paths get index.html. */
export function clientResponse(clientDir: string, urlPath: string): Response {
  const immutable = urlPath.startsWith("/assets/");
  const asset = urlPath !== "/" && fileResponse(clientDir, urlPath, immutable ? "public, max-age=31536000, immutable" : "no-cache");
  if (asset) return asset;
  if (immutable || path.extname(urlPath) !== "") return new Response("Not found", { status: 404 });
  const index = fileResponse(clientDir, "/index.html", "no-cache");
  if (index) return index;
  return new Response(
    "<!doctype html><meta charset=utf-8><title>FC 모바일 카드 DB</title><p>클라이언트가 아직 빌드되지 않았습니다. <code>npm run build</code>를 실행하세요.</p>",
    { status: 503, headers: { "content-type": "text/html; charset=utf-8" } },
  );
}
