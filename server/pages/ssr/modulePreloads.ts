import fs from "node:fs";
import path from "node:path";

/** One chunk in Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * The JavaScript a server-rendered page needs beyond the entry (which index.html preloads): the
 * code of its routes and of the lazy parts it drew, each with the chunks it imports, as Vite's
 * manifest lists them. The browser loads exactly these before hydrating (client/ssr/hydration.ts,
 * lib/lazyPart.ts); preloaded from the HTML they download beside the entry instead of after it
 * has run. A route or part is known by its module's name (CardDetailRoute.tsx → "CardDetailRoute"),
 * which is the name its chunk has. Read again only when the manifest changes (a new build).
 */
export function createModulePreloads(clientDir: string) {
  const file = path.join(clientDir, ".vite", "manifest.json");
  let cached: { mtimeMs: number; chunks: Record<string, ManifestChunk>; byName: Map<string, string> } | null = null;

  function manifest() {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) {
        const chunks = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
        const byName = new Map(Object.entries(chunks).flatMap(([key, chunk]) => (chunk.isDynamicEntry && chunk.name ? [[chunk.name, key] as const] : [])));
        cached = { mtimeMs, chunks, byName };
      }
      return cached;
    } catch {
      return null;
    }
  }

  /** The URL paths ("/assets/…js") of the named modules' chunks and everything they import. */
  return (names: readonly string[]): string[] => {
    const built = manifest();
    if (!built) return [];
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = built.chunks[key];
      if (!chunk || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const name of names) {
      const key = built.byName.get(name);
      if (key) visit(key);
    }
    return [...files];
  };
}
