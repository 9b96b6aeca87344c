import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { killServer, spawnServer, type ServerProcess } from "../../test/server/processes";

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcm-client-"));
fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>test</title>");
const EMBEDDED = { DATABASE_URL: "memory://", SEED: "none", CLIENT_DIR: clientDir };

describe("SIGTERM to `npm start`", () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server) await killServer(server);
  });

  it("lets an in-flight request finish, closes WebSockets with 1001 and exits 0 within the bound", { timeout: 90_000 }, async () => {
    server = spawnServer({ ...EMBEDDED, SHUTDOWN_GRACE_MS: "10000" }, ["npm", "start", "--silent"]);
    const url = await server.ready;
    const serverPid = Number((await server.waitForLine((l) => typeof l.pid === "number")).pid);

    const socket = new WebSocket(url.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws");
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    await new Promise((resolve) => socket.once("open", resolve));

    const body = JSON.stringify({ query: "{ __typename }" });
    const req = http.request(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), expect: "100-continue" },
    });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on("error", reject);
    });
    // "100 Continue" means the server's handler holds the request: it is in flight.
    await new Promise((resolve) => req.once("continue", resolve));
    req.write(body.slice(0, 5));

    const signalledAt = performance.now();
    server.child.kill("SIGTERM");
    await server.waitForLine((l) => /draining/.test(l.msg ?? ""));
    req.end(body.slice(5));

    expect(await response).toEqual({ status: 200, text: JSON.stringify({ data: { __typename: "Query" } }) });
    expect(await closed).toBe(1001);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalledAt).toBeLessThan(10_000);
    expect(() => process.kill(serverPid, 0)).toThrow();
    await expect(fetch(`${url}/graphql`)).rejects.toThrow();
  });
});

describe("a port already in use", () => {
  let blocker: net.Server | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server) await killServer(server);
    await new Promise((resolve) => blocker?.close(resolve));
  });

  it("exits 1 with one clear line instead of idling without a listener", { timeout: 60_000 }, async () => {
    blocker = net.createServer();
    await new Promise<void>((resolve) => blocker?.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    server = spawnServer({ ...EMBEDDED, PORT: String(port) });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const fatal = server.lines.filter((l) => l.level === 60);
    expect(fatal).toHaveLength(1);
    expect(fatal[0].msg).toBe(`port ${port} on 127.0.0.1 is already in use: stop the other process or set PORT`);
    expect(server.stderr.join("")).not.toMatch(/\n\s+at /);
  });
});
