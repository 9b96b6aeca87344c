/** A closed-loop HTTP load: `connections` workers send requests back to back for `seconds`. */
export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export async function runLoad(
  name: string,
  makeRequest: (i: number) => Request,
  options: { connections?: number; seconds?: number } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 10;
  const deadline = performance.now() + (options.seconds ?? 10) * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const response = await fetch(makeRequest(sent++));
          const body = await response.text();
          // GraphQL answers 200 with errors or a typed error union member: count those too.
          if (!response.ok || /"errors":\[|"__typename":"\w*Error"/.test(body)) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  return { name, requests: latencies.length, errors, rps: Math.round(latencies.length / elapsed), p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
