import { fork, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";

/** What a bench server process reports about itself between runs (over IPC, never over HTTP). */
export interface TargetStats {
  /** process.cpuUsage() of the server process, microseconds. */
  cpuMicros: number;
  /** SQL statements sent so far. */
  statements: number;
  /** Sum of their durations, ms. */
  sqlMs: number;
  /** Slowest statement since the previous stats call, ms, and its text. */
  maxSqlMs: number;
  maxSql: string;
  /** Resident set size when asked, bytes (under load; at rest it is measured by bench/memory.ts). */
  rssBytes: number;
  /** Our server's response-cache counters so far (absent from the reference). */
  cache?: { hits: number; misses: number; invalidations: number; dropped: number };
}

export interface Ready {
  port: number;
  /** Bearer tokens of members (our server only): the signed-in scenarios use them. */
  tokens?: string[];
  cardIds?: number[];
  /** Reviews of popular cards, each with the index in `tokens` of a member who may like it (our server only). */
  likes?: { reviewId: number; token: number }[];
}

export interface Target extends Ready {
  name: string;
  stats(): Promise<TargetStats>;
  stop(): Promise<void>;
}

/** The Node flags `npm start` gives the server (package.json), or BENCH_NODE_ARGS in their place. */
export const SERVER_NODE_ARGS = (
  process.env.BENCH_NODE_ARGS ??
  /node ((?:--\S+ )*)dist\/server\/index\.mjs/.exec((JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start)?.[1] ??
  ""
)
  .split(" ")
  .filter(Boolean);

/**
 * Our server as a bench target, run as production runs it: bench/ours.ts bundled by the server's
 * build recipe (dist/bench/ours.mjs, rebuilt when stale; no tsx) under `npm start`'s Node flags.
 * Under tsx with V8's default young generation the same reads measured 15–35 % less CPU than under
 * the former 4 MiB semi-spaces.
 */
export function startOurs(name: string, env: Record<string, string>): Promise<Target> {
  const build = spawnSync(process.execPath, ["scripts/build-server.mjs", "--bench", "--if-stale"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error(`bundling bench/ours.ts failed (${build.status})`);
  return startTarget(name, "dist/bench/ours.mjs", env, SERVER_NODE_ARGS);
}

/** Runs one bench server in its own process so its CPU time is measured apart from the load generator. */
export function startTarget(name: string, file: string, env: Record<string, string>, execArgv: string[] = []): Promise<Target> {
  const child: ChildProcess = fork(file, [], {
    // A bundle runs on plain Node; TypeScript (the reference server) under tsx.
    execArgv: file.endsWith(".mjs") ? execArgv : ["--import", "tsx", ...execArgv],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  // A crashed or interrupted bench must not leave servers behind.
  process.once("exit", () => child.kill());
  let nextId = 0;
  const waiting = new Map<number, (stats: TargetStats) => void>();
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
    child.on("message", (message: { type: string; id?: number; stats?: TargetStats } & Partial<Ready>) => {
      if (message.type === "ready") {
        resolve({
          name,
          port: message.port ?? 0,
          tokens: message.tokens,
          cardIds: message.cardIds,
          likes: message.likes,
          stats: () =>
            new Promise((done) => {
              const id = nextId++;
              waiting.set(id, done);
              child.send({ type: "stats", id });
            }),
          stop: () =>
            new Promise((done) => {
              child.removeAllListeners("exit");
              child.once("exit", () => done());
              child.send({ type: "stop" });
            }),
        });
      } else if (message.type === "stats" && message.id !== undefined && message.stats) {
        waiting.get(message.id)?.(message.stats);
        waiting.delete(message.id);
      }
    });
  });
}

/** The child side: answers stats requests and stops on demand. */
export function serveStats(read: () => Omit<TargetStats, "cpuMicros" | "rssBytes">, stop: () => Promise<void>) {
  process.on("message", (message: { type: string; id?: number }) => {
    if (message.type === "stats") {
      const cpu = process.cpuUsage();
      process.send?.({ type: "stats", id: message.id, stats: { cpuMicros: cpu.user + cpu.system, rssBytes: process.memoryUsage.rss(), ...read() } });
    } else if (message.type === "stop") {
      void stop().then(() => process.exit(0));
    }
  });
}
