// Prints the import cycles between server folders (each server/modules/<x>, each server/<dir>, each
// top-level server file, and domain/) and exits 1 if there is one: `npm run cycles`.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const verbose = process.argv.includes("--verbose");

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// The folder a file belongs to, as a node of the graph ("modules/users", "platform", "context", "domain").
function folderOf(path) {
  const parts = relative(root, path).replace(/\.(tsx?|js)$/, "").split("/");
  if (parts[0] === "domain") return "domain";
  if (parts[0] !== "server") return null;
  if (parts[1] === "modules") return `modules/${parts[2]}`;
  return parts[1];
}

const edges = new Map();
const examples = new Map();
for (const file of [...sourceFiles(join(root, "server")), ...sourceFiles(join(root, "domain"))]) {
  const from = folderOf(file);
  const text = readFileSync(file, "utf8");
  for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    const to = folderOf(resolve(dirname(file), spec));
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
    if (!examples.has(`${from}>${to}`)) examples.set(`${from}>${to}`, relative(root, file));
  }
}

// Tarjan's strongly connected components: every component with more than one folder is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const groups = [];
function visit(node) {
  const s = { index, low: index, onStack: true };
  index += 1;
  state.set(node, s);
  stack.push(node);
  for (const next of edges.get(node) ?? []) {
    const t = state.get(next);
    if (!t) {
      visit(next);
      s.low = Math.min(s.low, state.get(next).low);
    } else if (t.onStack) s.low = Math.min(s.low, t.index);
  }
  if (s.low === s.index) {
    const group = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  }
}
for (const node of edges.keys()) if (!state.has(node)) visit(node);

if (groups.length === 0) {
  console.log(`No import cycle between server folders (${edges.size} folders checked).`);
} else {
  for (const group of groups) {
    console.log(`Cycle between ${group.length} folders: ${group.join(", ")}`);
    if (verbose) {
      for (const from of group)
        for (const to of edges.get(from) ?? [])
          if (group.includes(to)) console.log(`  ${from} -> ${to}  (${examples.get(`${from}>${to}`)})`);
    }
  }
  process.exitCode = 1;
}
