import { beforeEach, describe, expect, it } from "vitest";
import { getDb, setDatabase, type DatabaseHandle } from "#server/db/client.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { processOutbox } from "./outbox-worker.server";
import { enqueueEmail, retryEmail } from "./outbox.server";
import type { MailTransport, OutgoingEmail } from "./transport.server";

const handle: DatabaseHandle = await useTestDatabase();

/** A transport that records what it sends, and fails on demand. */
function fakeTransport(options: { failTimes?: number; delayMs?: number } = {}) {
  const sent: OutgoingEmail[] = [];
  let failuresLeft = options.failTimes ?? 0;
  const transport: MailTransport = {
    async send(email) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error("SMTP indisponible");
      }
      sent.push(email);
      return { outcome: "sent" };
    },
  };
  return { transport, sent };
}

const quiet = () => {};

async function row(id: string) {
  const [found] = await handle.query<{
    status: string;
    attempts: number;
    last_error: string | null;
    sent_at: Date | null;
    delay_seconds: number;
  }>(
    `SELECT status, attempts, last_error, sent_at,
            extract(epoch FROM next_attempt_at - now())::float AS delay_seconds
       FROM email_outbox WHERE id = $1`,
    [id],
  );
  return found!;
}

const email = (overrides: Partial<Parameters<typeof enqueueEmail>[1]> = {}) => ({
  to: "support@benin-voyages.bj",
  subject: "Bonjour",
  text: "Texte",
  html: "<p>Texte</p>",
  template: "test",
  ...overrides,
});

beforeEach(async () => {
  await handle.query("DELETE FROM email_outbox");
});

describe(`outbox worker (${databaseKind})`, () => {
  it("sends due e-mails once and marks them sent", async () => {
    const id = (await enqueueEmail(getDb(), email({ subject: "Réservation\r\nBcc: pirate@exemple.com" })))!;
    const { transport, sent } = fakeTransport();
    const summary = await processOutbox({ transport, from: "Bénin Voyages <no-reply@benin-voyages.bj>", log: quiet });
    expect(summary).toEqual({ sent: 1, kept: 0, retried: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id, to: "support@benin-voyages.bj", html: "<p>Texte</p>" });
    // A newline in a subject could inject headers: it is flattened when queued.
    expect(sent[0]!.subject).toBe("Réservation Bcc: pirate@exemple.com");
    const stored = await row(id);
    expect(stored.status).toBe("sent");
    expect(stored.sent_at).not.toBeNull();
    expect(await processOutbox({ transport, log: quiet })).toEqual({ sent: 0, kept: 0, retried: 0, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it("leaves e-mails due later in the queue", async () => {
    const later = (await enqueueEmail(getDb(), email({ sendAfter: new Date(Date.now() + 3_600_000) })))!;
    const { transport, sent } = fakeTransport();
    await processOutbox({ transport, log: quiet });
    expect(sent).toHaveLength(0);
    expect((await row(later)).status).toBe("queued");
  });

  it("queues one e-mail per dedupe key", async () => {
    const first = await enqueueEmail(getDb(), email({ dedupeKey: "contact:1" }));
    const second = await enqueueEmail(getDb(), email({ dedupeKey: "contact:1" }));
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    const [{ count }] = (await handle.query<{ count: number }>("SELECT count(*)::int AS count FROM email_outbox")) as [
      { count: number },
    ];
    expect(count).toBe(1);
  });

  it("retries with exponential backoff after a transport failure, then sends", async () => {
    const id = (await enqueueEmail(getDb(), email()))!;
    const { transport, sent } = fakeTransport({ failTimes: 2 });

    expect(await processOutbox({ transport, log: quiet })).toMatchObject({ retried: 1 });
    let stored = await row(id);
    expect(stored).toMatchObject({ status: "queued", attempts: 1, last_error: "SMTP indisponible" });
    expect(stored.delay_seconds).toBeGreaterThan(55);
    expect(stored.delay_seconds).toBeLessThanOrEqual(60);

    // Not due yet: a second run does not touch it.
    expect(await processOutbox({ transport, log: quiet })).toEqual({ sent: 0, kept: 0, retried: 0, failed: 0 });

    await handle.query("UPDATE email_outbox SET next_attempt_at = now() WHERE id = $1", [id]);
    await processOutbox({ transport, log: quiet });
    stored = await row(id);
    expect(stored.attempts).toBe(2);
    expect(stored.delay_seconds).toBeGreaterThan(115);
    expect(stored.delay_seconds).toBeLessThanOrEqual(120);

    await handle.query("UPDATE email_outbox SET next_attempt_at = now() WHERE id = $1", [id]);
    expect(await processOutbox({ transport, log: quiet })).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(sent).toHaveLength(1);
  });

  it("caps the backoff at 6 hours", async () => {
    const id = (await enqueueEmail(getDb(), email({ maxAttempts: 20 })))!;
    await handle.query("UPDATE email_outbox SET attempts = 12 WHERE id = $1", [id]);
    await processOutbox({ transport: fakeTransport({ failTimes: 1 }).transport, log: quiet });
    const stored = await row(id);
    expect(stored.delay_seconds).toBeGreaterThan(21_500);
    expect(stored.delay_seconds).toBeLessThanOrEqual(21_600);
  });

  it("marks an e-mail failed after its last attempt, and retryEmail requeues it", async () => {
    const id = (await enqueueEmail(getDb(), email({ maxAttempts: 2 })))!;
    const { transport, sent } = fakeTransport({ failTimes: 2 });
    await processOutbox({ transport, log: quiet });
    await handle.query("UPDATE email_outbox SET next_attempt_at = now() WHERE id = $1", [id]);
    expect(await processOutbox({ transport, log: quiet })).toMatchObject({ failed: 1 });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 2 });

    // A failed e-mail is never picked up again on its own.
    await handle.query("UPDATE email_outbox SET next_attempt_at = now() WHERE id = $1", [id]);
    await processOutbox({ transport, log: quiet });
    expect((await row(id)).status).toBe("failed");

    expect(await retryEmail(id)).toBe(true);
    expect(await processOutbox({ transport, log: quiet })).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);
    // A sent e-mail is not requeued, and a malformed id is simply not found.
    expect(await retryEmail(id)).toBe(false);
    expect(await retryEmail("pas-un-uuid'; DROP TABLE email_outbox; --")).toBe(false);
  });

  it("takes back an e-mail whose worker died mid-send once its lock expires", async () => {
    const id = (await enqueueEmail(getDb(), email()))!;
    await handle.query(
      "UPDATE email_outbox SET status = 'sending', attempts = 1, locked_until = now() + interval '1 minute' WHERE id = $1",
      [id],
    );
    const { transport, sent } = fakeTransport();
    await processOutbox({ transport, log: quiet });
    expect(sent).toHaveLength(0);
    await handle.query("UPDATE email_outbox SET locked_until = now() - interval '1 second' WHERE id = $1", [id]);
    await processOutbox({ transport, log: quiet });
    expect(sent.map((message) => message.id)).toEqual([id]);
  });

  it("takes back at once an e-mail claimed by a database session that is gone (a killed process)", async () => {
    const id = (await enqueueEmail(getDb(), email()))!;
    // Claimed by this very backend, but by an earlier life of it: that session is over.
    await handle.query(
      `UPDATE email_outbox SET status = 'sending', attempts = 1, locked_until = now() + interval '1 minute',
              claimed_by_pid = pg_backend_pid(), claimed_by_start = now() - interval '1 day' WHERE id = $1`,
      [id],
    );
    const { transport, sent } = fakeTransport();
    await processOutbox({ transport, log: quiet });
    expect(sent.map((message) => message.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("leaves alone an e-mail claimed by a session still alive until its lease expires", async () => {
    const id = (await enqueueEmail(getDb(), email()))!;
    await handle.query(
      `UPDATE email_outbox SET status = 'sending', attempts = 1, locked_until = now() + interval '1 minute',
              claimed_by_pid = pg_backend_pid(),
              claimed_by_start = (SELECT backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid())
        WHERE id = $1`,
      [id],
    );
    const { transport, sent } = fakeTransport();
    await processOutbox({ transport, log: quiet });
    expect(sent).toHaveLength(0);
  });

  it("never sends one e-mail twice when two workers run at once", async () => {
    const ids = new Set<string>();
    for (let index = 0; index < 30; index += 1)
      ids.add((await enqueueEmail(getDb(), email({ subject: `n°${index}` })))!);
    const { transport, sent } = fakeTransport({ delayMs: 5 });
    const runs = await Promise.all([
      processOutbox({ transport, limit: 20, log: quiet }),
      processOutbox({ transport, limit: 20, log: quiet }),
      processOutbox({ transport, limit: 20, log: quiet }),
    ]);
    const sentIds = sent.map((message) => message.id);
    expect(new Set(sentIds).size).toBe(sentIds.length);
    expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(30);
    expect(new Set(sentIds)).toEqual(ids);
  });

  it("behind a pooler in transaction mode (each statement on any session), sends each e-mail once, at once", async () => {
    const ids = new Set<string>();
    for (let index = 0; index < 30; index += 1)
      ids.add((await enqueueEmail(getDb(), email({ subject: `pool n°${index}` })))!);
    // Every statement of the worker goes through the pool, as PgBouncer would hand it to
    // whichever server session is free: the claim must not depend on the session.
    const pooled: DatabaseHandle = {
      ...handle,
      withConnection: (fn) =>
        fn({
          query: (text, params) => handle.query(text, params),
          exec: (script) => handle.query(script).then(() => {}),
        }),
    };
    setDatabase(pooled);
    try {
      const { transport, sent } = fakeTransport({ delayMs: 2 });
      const runs = await Promise.all([
        processOutbox({ transport, limit: 20, log: quiet, workerId: "processus-a" }),
        processOutbox({ transport, limit: 20, log: quiet, workerId: "processus-b" }),
      ]);
      const sentIds = sent.map((message) => message.id);
      expect(new Set(sentIds).size).toBe(sentIds.length);
      expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(30);
      expect(new Set(sentIds)).toEqual(ids);
    } finally {
      setDatabase(handle);
    }
  });

  it("does not send an e-mail another live worker claimed, even from the same database session", async () => {
    const id = (await enqueueEmail(getDb(), email()))!;
    await handle.query(
      `UPDATE email_outbox SET status = 'sending', attempts = 1, locked_until = now() + interval '1 minute',
              claimed_by = 'un-autre-processus' WHERE id = $1`,
      [id],
    );
    const { transport, sent } = fakeTransport();
    await processOutbox({ transport, log: quiet });
    expect(sent).toHaveLength(0);
    expect(await row(id)).toMatchObject({ status: "sending", attempts: 1 });
  });

  it("leaves alone an e-mail claimed by another worker whose presence connection is alive", async () => {
    const id = (await enqueueEmail(getDb(), email()))!;
    // The presence as recorded by a claim (the start to the microsecond: a rounded one would
    // read as a dead session and the e-mail would go twice).
    const presence = await handle.presence();
    await handle.query(
      `UPDATE email_outbox SET status = 'sending', attempts = 1, locked_until = now() + interval '1 minute',
              claimed_by = 'processus-vivant', claimed_by_pid = $2, claimed_by_start = $3 WHERE id = $1`,
      [id, presence.pid, presence.start],
    );
    const { transport, sent } = fakeTransport();
    await processOutbox({ transport, log: quiet, workerId: "processus-b" });
    expect(sent).toHaveLength(0);
    expect(await row(id)).toMatchObject({ status: "sending", attempts: 1 });
  });
});
