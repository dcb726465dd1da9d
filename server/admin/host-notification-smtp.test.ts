// The host's e-mail through a real SMTP server (smtp-server) that is down, then back: the
// decision holds while it is down, the outbox retries with backoff, and the message is
// delivered, with the listing's title, once the server answers again.
import net from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { processOutbox } from "#server/integrations/mail/outbox-worker.server";
import { createSmtpTransport } from "#server/integrations/mail/transport.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { decideListing } from "./decide-listing.server";

const handle = await useTestDatabase();

/** A port nothing listens on (yet): connecting to it is refused, as with a server down. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

type Received = { from: string | undefined; to: string[]; raw: string };

function startSmtpServer(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    // A plain local server: no TLS upgrade, no login (nodemailer then sends in clear).
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  return new Promise<{ received: Received[]; close: () => Promise<void> }>((resolve) => {
    server.listen(port, "127.0.0.1", () =>
      resolve({ received, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}

/** The text of a quoted-printable body (soft line breaks joined, =XX bytes decoded as UTF-8). */
function decodeQuotedPrintable(value: string) {
  const joined = value.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers) await close();
});

const quiet = () => {};

describe(`host notification e-mail through SMTP (${databaseKind})`, () => {
  it("keeps the decision while SMTP is down, retries, then delivers when it is back", async () => {
    const admin = await createUser({ email: "admin@exemple.bj", fullName: "Rachida Bello", roles: ["admin", "user"] });
    const host = await createUser({ email: "hote@exemple.bj", fullName: "Koffi Agbossou", roles: ["host", "user"] });
    const title = "Duplex avec terrasse à Fidjrossè";
    const listing = await createListing({ userId: host.id, title, status: "pending" });

    const port = await freePort();
    // What SMTP_URL would hold in production.
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);

    // 1. The administrator rejects while the mail server is down: the decision is made.
    const decision = await decideListing({
      listingId: listing.id,
      version: listing.version,
      adminId: admin.id,
      decision: "rejected",
      reason: "Photos floues",
    });
    expect(decision.ok).toBe(true);

    const firstRun = await processOutbox({ transport, from: "Bénin Voyages <no-reply@benin-voyages.bj>", log: quiet });
    expect(firstRun).toEqual({ sent: 0, kept: 0, retried: 1, failed: 0 });
    const [queued] = await handle.query<{ status: string; attempts: number; last_error: string; delay: number }>(
      `SELECT status, attempts, last_error, extract(epoch FROM next_attempt_at - now())::float AS delay FROM email_outbox`,
    );
    expect(queued).toMatchObject({ status: "queued", attempts: 1 });
    expect(queued!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(queued!.delay).toBeGreaterThan(30);
    const [stillRejected] = await handle.query<{ status: string; rejection_reason: string }>(
      "SELECT status, rejection_reason FROM listings WHERE id = $1",
      [listing.id],
    );
    expect(stillRejected).toEqual({ status: "rejected", rejection_reason: "Photos floues" });

    // Not due yet: a run before the backoff ends does not try again.
    expect(await processOutbox({ transport, log: quiet })).toEqual({ sent: 0, kept: 0, retried: 0, failed: 0 });

    // 2. The server comes back on the same address, and the backoff has elapsed.
    const smtp = await startSmtpServer(port);
    closers.push(smtp.close);
    await handle.query("UPDATE email_outbox SET next_attempt_at = now()");
    const secondRun = await processOutbox({ transport, from: "Bénin Voyages <no-reply@benin-voyages.bj>", log: quiet });
    expect(secondRun).toEqual({ sent: 1, kept: 0, retried: 0, failed: 0 });

    const [sent] = await handle.query<{
      status: string;
      attempts: number;
      last_error: string | null;
      sent_at: Date | null;
    }>("SELECT status, attempts, last_error, sent_at FROM email_outbox");
    expect(sent).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(sent!.sent_at).not.toBeNull();

    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0]!;
    expect(message.to).toEqual(["hote@exemple.bj"]);
    expect(message.from).toBe("no-reply@benin-voyages.bj");
    const body = decodeQuotedPrintable(message.raw);
    expect(body).toContain(title);
    expect(body).toContain("Photos floues");
  });
});
