import type { Config } from "../config";
import type { Db } from "./db";
import { AppError } from "../errors";
import { logger } from "./logger";

interface MailMessageInput {
  to: string;
  subject: string;
  text: string;
}

/** Sends account mail (verification codes, temporary passwords). */
export interface Mailer {
  /** "none": no SMTP outside development, so nothing can be sent and nothing is logged. */
  kind: "smtp" | "devMailbox" | "none";
  send(message: MailMessageInput): Promise<void>;
}

const MAIL_UNAVAILABLE = "메일 서버가 설정되지 않아 메일을 보낼 수 없습니다. 사이트 관리자에게 문의해주세요.";

/** A mail-sending call on a server without SMTP: said plainly instead of pretending to send. */
export class MailUnavailableError extends AppError {
  readonly status = 503;
  constructor() {
    super(MAIL_UNAVAILABLE);
  }
}

/** Called before any mail-sending work starts (mail itself goes out after the answer). */
export function assertCanSendMail(mail: Mailer) {
  if (mail.kind === "none") throw new MailUnavailableError();
}

/** SMTP via nodemailer; used whenever SMTP_URL is set, and only then imported (it is not small). */
function smtpMailer(url: string, from: string): Mailer {
  const transport = import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url));
  // A bad SMTP_URL surfaces on the first send (as before), not as an unhandled rejection at start.
  transport.catch(() => {});
  return {
    kind: "smtp",
    async send(message) {
      await (await transport).sendMail({ from, ...message });
    },
  };
}

/**
 * Development mailbox (DEV_MAILBOX=1, never in production): kept in the MailMessage table so a
 * developer or an e2e test can read codes over /api/dev/mailbox from loopback, and echoed to the
 * developer's own terminal.
 */
function devMailbox(db: Db, logToConsole: boolean): Mailer {
  return {
    kind: "devMailbox",
    async send(message) {
      await db.mailMessage.create({ data: message });
      if (logToConsole) logger.info({ source: "mail", to: message.to, subject: message.subject, text: message.text }, "development mailbox: mail kept, not sent");
    },
  };
}

/** Production without SMTP: refuses; a code or password never reaches a log line. */
const noMailer: Mailer = {
  kind: "none",
  send: () => Promise.reject(new MailUnavailableError()),
};

/** With PUBLIC_URL known, every mail ends with the site's login address so the reader can act on it. */
function withSiteLink(mailer: Mailer, publicUrl: string | undefined): Mailer {
  if (!publicUrl) return mailer;
  const login = new URL("/login", publicUrl).href;
  return { kind: mailer.kind, send: (message) => mailer.send({ ...message, text: `${message.text}\n\n로그인: ${login}` }) };
}

/** One mailer per server instance, chosen from the config; without any, start-up says so in one line. */
export function createMailer(config: Config, db: Db): Mailer {
  if (config.smtpUrl) return withSiteLink(smtpMailer(config.smtpUrl, config.mailFrom), config.publicUrl);
  if (config.devMailbox) return withSiteLink(devMailbox(db, config.env !== "test"), config.publicUrl);
  logger.warn({ source: "mail" }, "mail: no SMTP_URL (and not DEV_MAILBOX=1 development): sign-up codes and temporary passwords cannot be sent");
  return noMailer;
}

/** The newest development-mailbox messages for one address. */
export function readDevMailbox(db: Db, to: string, take = 10) {
  return db.mailMessage.findMany({
    where: { to: to.trim().toLowerCase() },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, to: true, subject: true, text: true, createdAt: true },
  });
}
