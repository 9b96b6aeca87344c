// Bundles the server (server/index.ts and everything it imports from this repository, including the
// generated Prisma client and the seed data) into dist/server/index.mjs, so production starts on
// plain Node without compiling TypeScript. npm packages stay external: node_modules is resolved at
// run time as under tsx. `--if-stale` rebuilds only when the bundle is missing or one of its inputs
// (listed in the esbuild metafile written next to it) is newer than it or gone.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outfile = path.join(root, "dist/server/index.mjs");
const metafile = path.join(root, "dist/server/meta.json");

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
 * WebAssembly as a 4.4 MB base64 string: the module's source and that export would both stay in
 * the heap for the life of the process (~9 MB), though the string is read once, to compile the
 * WebAssembly. In the bundle that import is a getter that reads the same file when asked, so
 * nothing keeps the text once it is compiled.
 */
const prismaWasmOnDemand = {
  name: "prisma-wasm-on-demand",
  setup(build) {
    const filter = /^@prisma\/client\/runtime\/query_compiler_\w+_bg\.\w+\.wasm-base64\.mjs$/;
    // CommonJS on purpose (hence .cjs): esbuild hands a CommonJS module's properties to the
    // importer through getters, where an ES module's export would be a binding holding the string.
    build.onResolve({ filter }, (args) => ({ path: args.path.replace(/\.mjs$/, ".cjs"), namespace: "prisma-wasm" }));
    build.onLoad({ filter: /.*/, namespace: "prisma-wasm" }, (args) => {
      const file = JSON.stringify(args.path.replace(/\.cjs$/, ".mjs"));
      return {
        loader: "js",
        contents: `const fs = require("node:fs");
          module.exports = {
            get wasm() {
              const match = /"([A-Za-z0-9+/=]+)"/.exec(fs.readFileSync(require.resolve(${file}), "utf8"));
              if (!match) throw new Error("no base64 WebAssembly in " + ${file});
              return match[1];
            },
          };`,
      };
    });
  },
};

const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: ["server/index.ts"],
  outfile,
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  packages: "external",
  sourcemap: true,
  metafile: true,
  plugins: [prismaWasmOnDemand],
  // require() for CommonJS inlined in the bundle (the module above), as in any ES module on Node.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  logLevel: "warning",
});
fs.writeFileSync(metafile, JSON.stringify(result.metafile));
console.log(`server bundle: ${path.relative(process.cwd(), outfile)} in ${Date.now() - started} ms`);
