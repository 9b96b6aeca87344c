import fs from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { promisify } from "node:util";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; server/static.ts serves their .br/.gz siblings. */
export const PRECOMPRESS_EXTENSIONS = [".html", ".js", ".css", ".json", ".svg", ".txt", ".webmanifest"];
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes file.br (brotli, best quality) and file.gz (gzip -9) beside every text file of a build,
 * once at build time, so the server never compresses static files per request. Files under
 * 1 KB, and files that would not get smaller, are left alone. Returns the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  for await (const file of walk(dir)) {
    if (!PRECOMPRESS_EXTENSIONS.includes(path.extname(file).toLowerCase())) continue;
    const data = await fs.readFile(file);
    if (data.byteLength < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength } }),
      gzip(data, { level: 9 }),
    ]);
    if (br.byteLength < data.byteLength) await fs.writeFile(`${file}.br`, br);
    if (gz.byteLength < data.byteLength) await fs.writeFile(`${file}.gz`, gz);
    done.push(file);
  }
  return done;
}

/** Vite plugin: precompresses the client build after it is written. */
export function precompressPlugin() {
  let outDir = "";
  return {
    name: "fc-precompress",
    apply: "build" as const,
    configResolved(config: { build: { outDir: string } }) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (outDir) await precompressDir(outDir);
    },
  };
}
