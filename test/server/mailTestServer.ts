import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The decoded text body (base64 or quoted-printable, as nodemailer chose). */
  text: string;
}

function decodeBody(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).toLowerCase();
  const body = raw.slice(split + 4);
  if (headers.includes("content-transfer-encoding: base64")) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (headers.includes("content-transfer-encoding: quoted-printable")) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

/** A real SMTP server for tests (test-only helper): the app sends through nodemailer, tests read what arrived. */
export async function startMailTestServer() {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeBody(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The newest message to an address, waiting briefly for delivery. */
    async latest(to: string): Promise<ReceivedMail> {
      for (let i = 0; i < 100; i++) {
        const found = [...inbox].reverse().find((m) => m.to.includes(to));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
