import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A throw-away redis-server the test can stop and start again on the same port. */
export async function startRedis(port?: number) {
  const p = port ?? (await freePort());
  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn("redis-server", ["--port", String(p), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let out = "";
      proc.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
        out += chunk;
        if (out.includes("Ready to accept connections")) resolve();
      });
      proc.once("exit", (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  };
  const stop = async () => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once("exit", resolve));
    proc.kill("SIGKILL");
    await exited;
  };
  await start();
  return { port: p, url: `redis://127.0.0.1:${p}`, stop, start };
}
