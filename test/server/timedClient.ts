import { Worker } from "node:worker_threads";

// Runs in its own thread: timings are not skewed by work the server does on the test's thread.
const WORKER = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", async ({ url, init }) => {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  parentPort.postMessage({ status: response.status, body, ms: performance.now() - started });
});`;

export interface TimedResponse {
  status: number;
  body: string;
  ms: number;
}

/** An HTTP client on a worker thread that times each request from send to the last body byte. */
export function startTimedClient() {
  const worker = new Worker(WORKER, { eval: true });
  return {
    request(url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
      return new Promise<TimedResponse>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
        worker.postMessage({ url, init });
      });
    },
    close: () => worker.terminate(),
  };
}
