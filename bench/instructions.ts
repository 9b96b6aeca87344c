// npm run bench:instructions: machine instructions per request of one in-process read, counted by
// valgrind (callgrind). Two commits compare to well under 1 % on a machine whose speed drifts by ±20 %
// within minutes, where CPU time cannot see a 3 % change (two runs here: 5,449,674 and 5,449,595).
//
// It runs bench/inProcessRead.ts (same BENCH_QUERY, BENCH_LAYER, BENCH_DATABASE_URL, BENCH_CARDS…)
// under callgrind twice side by side, with BENCH_RUNS and 5 × BENCH_RUNS measured reads after the
// same warm-up, and prints (total₂ − total₁) / (4 × BENCH_RUNS): start-up, warm-up and shutdown cancel
// out. User-space instructions only: the kernel's side of syscalls is not counted.
// Node's flags make the count repeat: `--single-threaded` (V8 compiles and collects on the JavaScript
// thread, so GC is in the count), and a fixed heap-growing factor without the memory reducer, since
// V8 otherwise sizes the old generation from timings: without them two runs of the same commit
// read 3.8 and 0.8 million instructions per request (one major collection more or less). The young
// generation is the one `npm start` gives.
// Under valgrind a read is ~50× slower: 100 + 500 card + 20 reviews take ~4 minutes.
// BENCH_RUNS (100), BENCH_WARMUP (200); valgrind from Debian (`apt-get install valgrind`).
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { SERVER_NODE_ARGS } from "./target";

if (spawnSync("valgrind", ["--version"]).status !== 0) throw new Error("bench:instructions needs valgrind (apt-get install valgrind)");

const runs = Number(process.env.BENCH_RUNS ?? 100);
const warmup = process.env.BENCH_WARMUP ?? "200";
const nodeArgs = [
  "--single-threaded", "--no-memory-reducer", "--heap-growing-percent=100", "--random-seed=1",
  ...SERVER_NODE_ARGS.filter((arg) => arg.startsWith("--max-semi-space-size")),
];

/** Instructions callgrind counted over one whole run of the in-process bench with `count` measured reads. */
async function countInstructions(count: number): Promise<{ instructions: number; summary: string }> {
  const args = ["--tool=callgrind", "--callgrind-out-file=/dev/null", process.execPath, ...nodeArgs, "--import", "tsx", "bench/inProcessRead.ts"];
  const env = { ...process.env, BENCH_RUNS: String(count), BENCH_WARMUP: warmup };
  const { stdout, stderr } = await promisify(execFile)("valgrind", args, { env, maxBuffer: 64 * 1024 * 1024 });
  const collected = /Collected : (\d+)/.exec(stderr);
  if (!collected) throw new Error(`valgrind counted nothing for ${count} reads:\n${stderr.slice(-2000)}`);
  return { instructions: Number(collected[1]), summary: stdout.trim() };
}

const [few, many] = await Promise.all([countInstructions(runs), countInstructions(5 * runs)]);
const perRequest = (many.instructions - few.instructions) / (4 * runs);
const measured = JSON.parse(few.summary.slice(few.summary.lastIndexOf("{"))) as Record<string, unknown>;
console.log(JSON.stringify({
  query: measured.query, layer: measured.layer, runs: [runs, 5 * runs], nodeArgs,
  totalInstructions: [few.instructions, many.instructions],
  instructionsPerRequest: Math.round(perRequest),
  millionInstructionsPerRequest: (perRequest / 1e6).toFixed(3),
}, null, 2));
