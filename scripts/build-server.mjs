// Bundles the server (server/index.ts and everything it imports from this repository, including the
// generated Prisma client and the seed data) into dist/server/index.mjs, so production starts on
// plain Node without compiling TypeScript. npm packages stay external: node_modules is resolved at
// run time as under tsx. `--if-stale` rebuilds only when the bundle is missing or one of its inputs
// (listed in the esbuild metafile written next to it) is newer than it or gone. `--bench` bundles
// bench/ours.ts (the server as `npm run bench`'s target) into dist/bench/ours.mjs by the same recipe,
// so the bench measures the code `npm start` runs; dist/bench/ is the same depth as dist/server/.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const bench = process.argv.includes("--bench");
const entry = bench ? "bench/ours.ts" : "server/index.ts";
const outfile = path.join(root, bench ? "dist/bench/ours.mjs" : "dist/server/index.mjs");
const metafile = path.join(path.dirname(outfile), "meta.json");

function isStale() {
  if (!fs.existsSync(outfile) || !fs.existsSync(metafile)) return true;
  const builtAt = fs.statSync(outfile).mtimeMs;
  // Files only: an input in a plugin's namespace ("prisma-wasm:…", below) has no file of its own.
  const inputs = Object.keys(JSON.parse(fs.readFileSync(metafile, "utf8")).inputs).filter((input) => !/^[\w-]+:/.test(input));
  // This script too: a changed build recipe is a changed bundle.
  return [...inputs.map((input) => path.join(root, input)), import.meta.filename].some(
    (file) => !fs.existsSync(file) || fs.statSync(file).mtimeMs > builtAt,
  );
}

if (process.argv.includes("--if-stale") && !isStale()) process.exit(0);

/**
 * Prisma's generated client imports its query compiler as a module whose one export is the
 * WebAssembly as a base64 string (2.3 MB with `compilerBuild = "small"`): the module's source and
 * that export would both stay in the heap for the life of the process. In the bundle that import is
 * a module whose export only reads the string out of the same file when converted: the generated
 * client passes it to `Buffer.from(wasm, "base64")`, which takes an object's `valueOf()` (Node's
 * documented behaviour), so the string lives only while the WebAssembly is compiled. Should Prisma
 * stop converting it that way, the first query fails loudly (productionBundle.test.ts runs queries).
 */
const prismaWasmOnDemand = {
  name: "prisma-wasm-on-demand",
  setup(build) {
    const filter = /^@prisma\/client\/runtime\/query_compiler_\w+_bg\.\w+\.wasm-base64\.mjs$/;
    build.onResolve({ filter }, (args) => ({ path: args.path, namespace: "prisma-wasm" }));
    build.onLoad({ filter: /.*/, namespace: "prisma-wasm" }, (args) => {
      const file = JSON.stringify(args.path);
      return {
        loader: "js",
        contents: `import fs from "node:fs";
          import { createRequire } from "node:module";
          const file = createRequire(import.meta.url).resolve(${file});
          function read() {
            const match = /"([A-Za-z0-9+/=]+)"/.exec(fs.readFileSync(file, "utf8"));
            if (!match) throw new Error("no base64 WebAssembly in " + file);
            return match[1];
          }
          export const wasm = { valueOf: read, toString: read };`,
      };
    });
  },
};

/**
 * npm packages stay external, except these, bundled so esbuild keeps only what the server uses:
 * graphql-scalars' index builds all of its ~100 scalar types when loaded (3.4 MiB of heap) for the one
 * the schema uses (DateTime). Their own imports of other packages (graphql) stay external.
 */
const BUNDLED_PACKAGES = ["graphql-scalars"];
const bundleSome = {
  name: "bundle-some-packages",
  setup(build) {
    const filter = new RegExp(`^(${BUNDLED_PACKAGES.join("|")})$`);
    // Node's resolution of the ES module entry, bundled instead of external.
    build.onResolve({ filter }, (args) => ({ path: fileURLToPath(import.meta.resolve(args.path)) }));
  },
};

/**
 * esbuild escapes non-ASCII text in strings but not in regular expression literals (`/[가-힣]/`),
 * and one such character makes V8 keep the whole module's source (kept for Function#toString) as
 * two bytes per character: 1.9 MB instead of 0.95 MB. `\uXXXX` means the same in a regex.
 */
function asciiOnly(files) {
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    const ascii = source.replace(/[^ -~\t\n\r]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    if (ascii !== source) fs.writeFileSync(path.join(root, file), ascii);
  }
}

/**
 * Chunk names carry content hashes, so each build would add its own. The previous build's chunks
 * stay: a server still running it imports them on first use (a share image, S3) until restarted.
 */
function pruneChunks(keep) {
  const dir = path.join(path.dirname(outfile), "chunks");
  if (!fs.existsSync(dir)) return;
  const kept = new Set(keep.map((file) => path.join(root, file)));
  for (const name of fs.readdirSync(dir)) {
    if (!kept.has(path.join(dir, name))) fs.rmSync(path.join(dir, name));
  }
}

const started = Date.now();
const previousOutputs = fs.existsSync(metafile) ? Object.keys(JSON.parse(fs.readFileSync(metafile, "utf8")).outputs) : [];
const result = await build({
  absWorkingDir: root,
  entryPoints: { [path.basename(outfile, ".mjs")]: entry },
  outdir: path.dirname(outfile),
  outExtension: { ".js": ".mjs" },
  // Chunks for what the server imports only when configured or asked (S3 storage, share images,
  // PGlite…): in one file, esbuild hoists their packages' imports to the top and all load at start.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  packages: "external",
  sourcemap: true,
  metafile: true,
  plugins: [prismaWasmOnDemand, bundleSome],
  // require() for CommonJS inlined in the bundle (the module above), as in any ES module on Node.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  logLevel: "warning",
});
asciiOnly(Object.keys(result.metafile.outputs).filter((file) => file.endsWith(".mjs")));
fs.writeFileSync(metafile, JSON.stringify(result.metafile));
pruneChunks([...Object.keys(result.metafile.outputs), ...previousOutputs]);
console.log(`server bundle: ${path.relative(process.cwd(), outfile)} in ${Date.now() - started} ms`);
