import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { AppServices } from "../core/context";
import { logError } from "../platform/logger";
import { fillShell, withRenderedApp } from "./html";
import { createAppRenderer, type AppRenderer } from "./ssr/renderer";
import type { PageOperationRunner } from "./ssr/operations";
import { createModulePreloads } from "./ssr/modulePreloads";
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
 * The app rendered for a visitor (client/ssr): signed-in members get the same page, and their own
 * parts load after hydration, so one cached page serves everyone. A failed render costs the page
 * its markup, not the page: the browser renders it from the shell as before.
 */
async function renderApp(renderer: AppRenderer, url: URL) {
  try {
    const app = await renderer.render(url);
    for (const error of app?.errors ?? []) logError("page render: a part is left to the browser", error, { path: url.pathname });
    return app;
  } catch (error) {
    logError("page render failed; serving the shell", error, { path: url.pathname });
    return null;
  }
}

/**
 * The HTML the server sends for every page (the client's shell with the page's title,
 * description, canonical URL, Open Graph and JSON-LD, and its text for readers without
 * JavaScript), sitemap.xml, robots.txt and the /og/ share images. `respond` answers null for
 * anything else (assets, media), which the static files then serve.
 */
export function createPages(services: AppServices, runOperation: PageOperationRunner) {
  const readShell = shellReader(services.config.clientDir);
  // The server renderer's build sits beside the client's (dist/ssr, `vite build --ssr`).
  const renderer = createAppRenderer(path.join(path.dirname(services.config.clientDir), "ssr"), runOperation);
  const preloads = createModulePreloads(services.config.clientDir);
  const images = createShareImageCache();
  const prisma = services.database.prisma;

  async function page(request: Request, url: URL): Promise<Response | null> {
    const shell = readShell();
    if (shell === null) return null;
    try {
      const [head, app] = await Promise.all([
        resolvePageHead({ ctx: { prisma, viewer: null, reads: createReadBatch(prisma) }, origin: publicOrigin(services.config, request), url }),
        renderApp(renderer, url),
      ]);
      const filled = fillShell(shell, head);
      return textResponse((app && withRenderedApp(filled, app, preloads(app.modules ?? []))) ?? filled, HTML, request, head.status);
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

