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
  const inputs = Object.keys(JSON.parse(fs.readFileSync(metafile, "utf8")).inputs);
  // This script too: a changed build recipe is a changed bundle.
  return [...inputs.map((input) => path.join(root, input)), import.meta.filename].some(
    (file) => !fs.existsSync(file) || fs.statSync(file).mtimeMs > builtAt,
  );
}

if (process.argv.includes("--if-stale") && !isStale()) process.exit(0);

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
  logLevel: "warning",
});
fs.writeFileSync(metafile, JSON.stringify(result.metafile));
console.log(`server bundle: ${path.relative(process.cwd(), outfile)} in ${Date.now() - started} ms`);
