import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import pg from "pg";
import { TEST_PG_ADMIN_URL } from "./global-setup";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** One parsed stdout line of a server process (pino JSON), or the raw text of a non-JSON line. */
export type LogLine = Record<string, unknown> & { msg?: string; raw?: string };

export interface ServerProcess {
  child: ChildProcess;
  lines: LogLine[];
  stderr: string[];
  /** Resolves with the base URL once the server logs that it listens; rejects if it exits first. */
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first line (already seen or future) that matches. */
  waitForLine(match: (line: LogLine) => boolean): Promise<LogLine>;
}

/** Starts `node --import tsx server/index.ts` (or the given command) with JSON logs on stdout. */
export function spawnServer(env: Record<string, string>, command: string[] = [process.execPath, "--import", "tsx", "server/index.ts"]): ServerProcess {
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", LOG_FORMAT: "json", VITEST: undefined, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const lines: LogLine[] = [];
  const stderr: string[] = [];
  const waiters = new Set<{ match: (l: LogLine) => boolean; resolve: (l: LogLine) => void }>();
  let buffered = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    for (const text of parts.filter(Boolean)) {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        line = { raw: text };
      }
      lines.push(line);
      for (const w of waiters) {
        if (!w.match(line)) continue;
        waiters.delete(w);
        w.resolve(line);
      }
    }
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => stderr.push(chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const waitForLine = (match: (l: LogLine) => boolean) =>
    new Promise<LogLine>((resolve) => {
      const seen = lines.find(match);
      if (seen) resolve(seen);
      else waiters.add({ match, resolve });
    });
  const ready = Promise.race([
    waitForLine((l) => typeof l.url === "string" && /listening/.test(l.msg ?? "")).then((l) => String(l.url)),
    exited.then(({ code, signal }) => {
      throw new Error(`server exited (${code ?? signal}) before listening:\n${stderr.join("")}\n${lines.map((l) => l.raw ?? l.msg).join("\n")}`);
    }),
  ]);
  ready.catch(() => {});
  return { child, lines, stderr, ready, exited, waitForLine };
}

/** Stops a process group started by spawnServer if it is still running. */
export async function killServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null && server.child.pid) {
    try {
      process.kill(-server.child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    await server.exited;
  }
}

/** An empty PostgreSQL database named like the harness's, so global setup sweeps leftovers. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fcm_test_${Math.floor(Date.now() / 1000)}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
