import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { AppServices } from "../core/context";
import { logError } from "../platform/logger";
import { fillShell } from "./html";
import { publicOrigin } from "./origin";
import { resolvePageHead } from "./resolvePage";
import { robotsTxt } from "./robots";
import { sitemapFile, sitemapIndex } from "./sitemap";
import { shareImageResponse } from "./shareImageRoutes";
import { createShareImageCache } from "./og/shareImages";
import { createReadBatch } from "../platform/readBatch";
import { matchesEtag } from "../http/etag";

/** The built client's index.html, read again only when the file changes (a new build). */
function shellReader(clientDir: string) {
  const file = path.join(clientDir, "index.html");
  let cached: { mtimeMs: number; html: string } | null = null;
  return (): string | null => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, "utf8") };
      return cached.html;
    } catch {
      return null;
    }
  };
}

function textResponse(body: string, type: string, request: Request, status = 200, cacheControl = "no-cache"): Response {
  // Weak: the same page compressed by br or gzip (compressAnswer) is the same content.
  const etag = `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
  const headers = { "content-type": type, "cache-control": cacheControl, etag };
  const ifNoneMatch = request.headers.get("if-none-match");
  if (status === 200 && matchesEtag(ifNoneMatch, etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status, headers });
}

const HTML = "text/html; charset=utf-8";
const XML = "application/xml; charset=utf-8";

/**
 * The HTML the server sends for every page (the client's shell with the page's title,
 * description, canonical URL, Open Graph and JSON-LD, and its text for readers without
 * JavaScript), sitemap.xml, robots.txt and the /og/ share images. `respond` answers null for
 * anything else (assets, media), which the static files then serve.
 */
export function createPages(services: AppServices) {
  const readShell = shellReader(services.config.clientDir);
  const images = createShareImageCache();
  const prisma = services.database.prisma;

  async function page(request: Request, url: URL): Promise<Response | null> {
    const shell = readShell();
    if (shell === null) return null;
    try {
      const head = await resolvePageHead({ ctx: { prisma, viewer: null, reads: createReadBatch(prisma) }, origin: publicOrigin(services.config, request), url });
      return textResponse(fillShell(shell, head), HTML, request, head.status);
    } catch (error) {
      // The app still works from the plain shell: a failed read costs the page its metadata, not the page.
      logError("page head failed; serving the plain shell", error, { path: url.pathname });
      return null;
    }
  }

  return {
    images,
    async respond(request: Request, pathname: string): Promise<Response | null> {
      if (request.method !== "GET" && request.method !== "HEAD") return null;
      const url = new URL(request.url);
      const origin = () => publicOrigin(services.config, request);
      if (pathname === "/robots.txt") return textResponse(robotsTxt(origin()), "text/plain; charset=utf-8", request);
      if (pathname === "/sitemap.xml") return textResponse(await sitemapIndex({ prisma }, origin()), XML, request);
      if (pathname.startsWith("/sitemaps/")) {
        const xml = await sitemapFile({ prisma }, origin(), pathname.slice("/sitemaps/".length));
        return xml === null ? new Response("Not found", { status: 404 }) : textResponse(xml, XML, request);
      }
      if (pathname.startsWith("/og/")) return shareImageResponse(services, images, request, pathname);
      // Assets and other files (anything with an extension) are the static files' business.
      if (pathname.startsWith("/assets/") || path.extname(pathname) !== "") return null;
      return page(request, url);
    },
  };
}

