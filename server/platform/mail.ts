import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Db } from "./db";
import { logger } from "./logger";

interface MailMessageInput {
  to: string;
  subject: string;
  text: string;
}

/** Sends account mail (verification codes, temporary passwords). */
export interface Mailer {
  kind: "smtp" | "devMailbox" | "log";
  send(message: MailMessageInput): Promise<void>;
}

/** SMTP via nodemailer; used whenever SMTP_URL is set. */
function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

function logMail(message: MailMessageInput) {
  logger.info({ source: "mail", to: message.to, subject: message.subject, text: message.text }, "mail not sent (no SMTP_URL): logged only");
}

/**
 * Development mailbox (DEV_MAILBOX=1): kept in the MailMessage table so a developer or an e2e
 * test can read codes over /api/dev/mailbox from loopback, without a mail server.
 */
function devMailbox(db: Db, logToConsole: boolean): Mailer {
  return {
    kind: "devMailbox",
    async send(message) {
      await db.mailMessage.create({ data: message });
      if (logToConsole) logMail(message);
    },
  };
}

/** No SMTP and no dev mailbox: mail only reaches the server log, so nothing secret is stored or served. */
function logMailer(logToConsole: boolean): Mailer {
  return { kind: "log", send: async (message) => void (logToConsole && logMail(message)) };
}

/** With PUBLIC_URL known, every mail ends with the site's login address so the reader can act on it. */
function withSiteLink(mailer: Mailer, publicUrl: string | undefined): Mailer {
  if (!publicUrl) return mailer;
  const login = new URL("/login", publicUrl).href;
  return { kind: mailer.kind, send: (message) => mailer.send({ ...message, text: `${message.text}\n\n로그인: ${login}` }) };
}

/** One mailer per server instance, chosen from the config. */
export function createMailer(config: Config, db: Db): Mailer {
  const logToConsole = config.env !== "test";
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : config.devMailbox
      ? devMailbox(db, logToConsole)
      : logMailer(logToConsole);
  return withSiteLink(mailer, config.publicUrl);
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
