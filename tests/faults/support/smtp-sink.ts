// A real SMTP server (smtp-server) that keeps every message it accepts, so a test can
// count deliveries per outbox row (the X-Outbox-Id header) and compare Message-IDs.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Delivery = { outboxId: string; messageId: string; to: string[]; subject: string; at: number };

export type SmtpSink = {
  url: string;
  deliveries: Delivery[];
  /** How many times each outbox row was delivered. */
  countsByOutboxId: () => Map<string, number>;
  close: () => Promise<void>;
};

function header(raw: string, name: string) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  // Folded header lines (RFC 5322) start with white space: unfold first.
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded);
  return match?.[1]?.trim() ?? "";
}

export async function startSmtpSink(
  options: {
    /** Waits this long before accepting each message (a slow server widens the send window). */
    delayMs?: number;
    /** Called once a message is fully received, before the server answers 250. */
    beforeAccept?: (delivery: Delivery) => void | Promise<void>;
  } = {},
): Promise<SmtpSink> {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    // A plain local server: no TLS upgrade, no login (nodemailer then sends in clear).
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const delivery: Delivery = {
          outboxId: header(raw, "X-Outbox-Id"),
          messageId: header(raw, "Message-ID"),
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: header(raw, "Subject"),
          at: Date.now(),
        };
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        // Kept as accepted: what a real server would deliver once it has the whole message.
        deliveries.push(delivery);
        await options.beforeAccept?.(delivery);
        callback();
      });
    },
  });
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    deliveries,
    countsByOutboxId: () => {
      const counts = new Map<string, number>();
      for (const delivery of deliveries) counts.set(delivery.outboxId, (counts.get(delivery.outboxId) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
