import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Db } from "./db";

export interface MailMessageInput {
  to: string;
  subject: string;
  text: string;
}

/** Sends account mail (verification codes, temporary passwords). */
export interface Mailer {
  send(db: Db, message: MailMessageInput): Promise<void>;
}

/** SMTP via nodemailer; used whenever SMTP_URL is set. */
function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(_db, message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Development mailbox: kept in the MailMessage table and printed to the server log, so a developer
 * (or an e2e test through /api/dev/mailbox) can read the code without a mail server.
 */
function devMailbox(logToConsole: boolean): Mailer {
  return {
    async send(db, message) {
      await db.mailMessage.create({ data: message });
      if (logToConsole) console.info(`[mail] to=${message.to} subject=${message.subject}\n${message.text}`);
    },
  };
}

// One transport per server instance (keyed by its config), created on first use.
const mailers = new WeakMap<Config, Mailer>();

export function mailerFor(config: Config): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : devMailbox(config.env !== "test");
    mailers.set(config, mailer);
  }
  return mailer;
}

/** The newest development-mailbox messages for one address (never served in production). */
export function readDevMailbox(db: Db, to: string, take = 10) {
  return db.mailMessage.findMany({
    where: { to: to.trim().toLowerCase() },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, to: true, subject: true, text: true, createdAt: true },
  });
}
