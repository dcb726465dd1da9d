// How an e-mail leaves the process. With SMTP_URL, through that server (nodemailer);
// without it (development, a demo on a laptop), each message is written as an .eml file
// under DATA_DIR/mail so that it is kept, readable, and never silently lost.
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { getEnv } from "#server/env.server";
import { log as areaLog } from "#server/observability/log.server";

export type OutgoingEmail = {
  /** The outbox id: it names the .eml file and makes the Message-ID stable across retries. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
};

/** 'sent': handed to a mail server. 'kept': written to disk because no server is set. */
export type SendResult = { outcome: "sent" | "kept"; detail?: string };

export type MailTransport = { send(email: OutgoingEmail): Promise<SendResult> };

function toNodemailer(email: OutgoingEmail) {
  const domain = email.from.match(/@([^>\s]+)/)?.[1] ?? "benin-voyages.bj";
  return {
    from: email.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? undefined,
    // The same Message-ID on every attempt lets a receiving server drop a duplicate if a
    // worker died after sending but before recording it.
    messageId: `<${email.id}@${domain}>`,
    headers: { "X-Outbox-Id": email.id },
  };
}

export function createSmtpTransport(url: string): MailTransport {
  // Timeouts stay well under the worker's 2-minute claim so a row is never sent twice
  // because a slow server outlived the lock.
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  } as never);
  return {
    async send(email) {
      const info = await transporter.sendMail(toNodemailer(email));
      return { outcome: "sent", detail: info.messageId };
    },
  };
}

export function createFileTransport(
  directory: string,
  log: (line: string) => void = (line) => areaLog("mail").info(line),
): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(email) {
      const info = await transporter.sendMail(toNodemailer(email));
      await fs.mkdir(directory, { recursive: true });
      const file = path.join(directory, `${email.id}.eml`);
      // Write then rename: a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      log(`conservé : ${file}`);
      return { outcome: "kept", detail: file };
    },
  };
}

let cached: MailTransport | undefined;

/** The process's transport, chosen once from the settings. */
export function getMailTransport(): MailTransport {
  if (!cached) {
    const env = getEnv();
    cached = env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : createFileTransport(path.join(env.dataDir, "mail"));
  }
  return cached;
}
