import http from "node:http";

/** One HTTP request of a scenario, sent over a keep-alive socket (lighter than fetch on the client side). */
export interface BenchRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Mean answer size in bytes. */
  bytes: number;
}

export interface Answer {
  status: number;
  body: string;
  bytes: number;
}

export function send(agent: http.Agent, port: number, r: BenchRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...r.headers, ...(r.body ? { "content-length": String(Buffer.byteLength(r.body)) } : {}) };
    const req = http.request({ host: "127.0.0.1", port, method: r.method, path: r.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const buffer = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, body: buffer.toString("utf8"), bytes: buffer.length });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(r.body);
  });
}

/** GraphQL answers 200 with `errors` or a typed error union member: count those as errors too. */
export const isError = (a: Answer) => a.status !== 200 || /"errors":\[|"__typename":"\w*Error"/.test(a.body);

/** A closed-loop load: `connections` workers send requests back to back for `seconds`. */
export async function runLoad(
  port: number,
  makeRequest: (i: number) => BenchRequest,
  options: { connections?: number; seconds?: number } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 20;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const deadline = performance.now() + (options.seconds ?? 10) * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const answer = await send(agent, port, makeRequest(sent++));
          bytes += answer.bytes;
          if (isError(answer)) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    bytes: Math.round(bytes / Math.max(1, latencies.length)),
  };
}
