import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../config";
import { isLoopback } from "../../ops/clientIp";
import { startTestApp, type TestApp } from "../../../test/server/harness";

/** An address of this machine that is not loopback, so a request to it arrives from a non-loopback peer. */
const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === "IPv4")?.address;

const mailbox = (base: string, to: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(to)}`, { headers });

const signUp = (base: string, email: string) =>
  fetch(`${base}/api/auth/send-verification`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, nickname: "메일함", password: "mailbox-pass-1" }),
  });

describe("development mailbox", () => {
  it("is off unless DEV_MAILBOX=1, and never in production or with SMTP", () => {
    expect(parseConfig({}).devMailbox).toBe(false);
    expect(parseConfig({ NODE_ENV: "development" }).devMailbox).toBe(false);
    expect(parseConfig({ DEV_MAILBOX: "1" }).devMailbox).toBe(true);
    expect(parseConfig({ DEV_MAILBOX: "1", NODE_ENV: "production" }).devMailbox).toBe(false);
    expect(parseConfig({ DEV_MAILBOX: "1", SMTP_URL: "smtp://127.0.0.1:2525" }).devMailbox).toBe(false);
  });

  it("recognises loopback peers only", () => {
    for (const a of ["127.0.0.1", "127.3.2.1", "::1", "::ffff:127.0.0.1"]) expect(isLoopback(a)).toBe(true);
    for (const a of ["", undefined, "192.0.2.2", "::ffff:10.0.0.1", "fd00::2", "0.0.0.0", "127.0.0.1.evil"]) expect(isLoopback(a)).toBe(false);
  });

  describe("with the default settings", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp("pglite");
    });
    afterAll(() => t.close());

    it("answers 404 even from loopback, and stores no mail", async () => {
      // Without SMTP outside development, the sign-up itself says mail cannot be sent (503).
      expect((await signUp(t.url, "default@example.com")).status).toBe(503);
      const response = await mailbox(t.url, "default@example.com");
      expect(response.status).toBe(404);
      expect(await t.db.prisma.mailMessage.count()).toBe(0);
    });
  });

  describe("with DEV_MAILBOX=1", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp("pglite", { DEV_MAILBOX: "1", TRUST_PROXY: "1", PUBLIC_URL: "https://fcmobile.example" }, { host: "0.0.0.0" });
    });
    afterAll(() => t.close());
    const port = () => new URL(t.url).port;

    it("serves the codes to a loopback peer", async () => {
      expect((await signUp(`http://127.0.0.1:${port()}`, "local@example.com")).status).toBe(201);
      await t.app.services.background.drain();
      const response = await mailbox(`http://127.0.0.1:${port()}`, "local@example.com");
      expect(response.status).toBe(200);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      expect(messages[0].text).toMatch(/인증 코드: \d{6}/);
      expect(messages[0].text).toContain("https://fcmobile.example/login");
    });

    it("answers 404 to any other peer, whatever X-Forwarded-For claims", async () => {
      // Without an external interface, an in-process request (no socket at all) stands in for a remote peer.
      const remote = externalAddress
        ? await mailbox(`http://${externalAddress}:${port()}`, "local@example.com", { "x-forwarded-for": "127.0.0.1" })
        : await t.app.fetch(new Request("http://remote/api/dev/mailbox?to=local%40example.com", { headers: { "x-forwarded-for": "127.0.0.1" } }));
      expect(remote.status).toBe(404);
      expect(await remote.text()).not.toContain("인증 코드");
    });
  });
});
