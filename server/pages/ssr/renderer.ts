import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageOperationRunner } from "./operations";

/** What the server renders a page with: the app's markup, its styles and the data it was rendered from. */
export interface RenderedApp {
  html: string;
  styles: string;
  payload: unknown;
  errors: unknown[];
  /** Names of the route modules and lazy parts the page needs (client/ssr/entryServer.tsx). */
  modules?: string[];
}

/** client/ssr/entryServer.tsx as built by `vite build --ssr` (the server imports no client source). */
interface SsrEntry {
  renderPage(url: string, execute: PageOperationRunner, signal?: AbortSignal): Promise<RenderedApp | null>;
}

/** A page that takes longer than this renders as the plain shell (the browser then loads its data). */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The server renderer built into `dir` (dist/ssr beside dist/client), imported on first use. Its
 * chunks import the entry by its plain URL, so it is imported by that URL once: a new build is
 * picked up by restarting the server (`npm start` rebuilds first). Null while there is no build:
 * pages are then the plain shell with their head, as before server rendering.
 */
export function createAppRenderer(dir: string, execute: PageOperationRunner) {
  const file = path.join(dir, "entryServer.mjs");
  let loaded: Promise<SsrEntry> | null = null;

  function entry(): Promise<SsrEntry> | null {
    if (!loaded && fs.existsSync(file)) loaded = import(pathToFileURL(file).href) as Promise<SsrEntry>;
    return loaded;
  }

  return {
    /** The app rendered at `url`, or null when there is no renderer or the route answers without a page. */
    async render(url: URL): Promise<RenderedApp | null> {
      const renderer = entry();
      if (!renderer) return null;
      return (await renderer).renderPage(url.href, execute, AbortSignal.timeout(RENDER_TIMEOUT_MS));
    },
  };
}

export type AppRenderer = ReturnType<typeof createAppRenderer>;
