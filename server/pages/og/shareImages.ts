import crypto from "node:crypto";
import { LRUCache } from "lru-cache";

/** Bumped when a drawing changes, so every share image gets a new version (and URL). */
const RENDERER_VERSION = "1";

/** The version of an image: a hash of everything it shows (its model) and of the drawing code. */
export function contentVersion(kind: string, model: unknown): string {
  return crypto.createHash("sha256").update(`${RENDERER_VERSION}\n${kind}\n${JSON.stringify(model)}`).digest("hex").slice(0, 16);
}

/**
 * Rendered PNGs by content version, per instance (least recently used out past `maxBytes`). A
 * card's new stats or reviews give it a new version, so it is drawn again on the next request
 * and the old picture ages out; identical requests while one is drawn share that drawing.
 */
export function createShareImageCache({ maxBytes = 32 * 1024 * 1024, maxDrawing = 2 }: { maxBytes?: number; maxDrawing?: number } = {}) {
  const images = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (png) => png.byteLength });
  const drawing = new Map<string, Promise<Buffer>>();
  const stats = { hits: 0, renders: 0 };
  // A drawing is ~50–200 ms of CPU: a crawler asking for many new images at once waits its turn
  // instead of starving every other request of this instance.
  let active = 0;
  const waiting: (() => void)[] = [];
  async function limited(draw: () => Promise<Buffer>): Promise<Buffer> {
    // A finished drawing hands its slot straight to the next in line (active stays counted).
    if (active >= maxDrawing) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await draw();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  }
  return {
    stats: () => ({ ...stats, entries: images.size }),
    async get(version: string, draw: () => Promise<Buffer>): Promise<Buffer> {
      const cached = images.get(version);
      if (cached) {
        stats.hits += 1;
        return cached;
      }
      let pending = drawing.get(version);
      if (!pending) {
        stats.renders += 1;
        pending = limited(draw).finally(() => drawing.delete(version));
        drawing.set(version, pending);
        images.set(version, await pending);
      }
      return pending;
    },
  };
}

export type ShareImageCache = ReturnType<typeof createShareImageCache>;
