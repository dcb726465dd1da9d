// Sends what the outbox holds. Safe with several processes (or two ticks) at once: a row
// is claimed by one UPDATE … FOR UPDATE SKIP LOCKED, which no other worker can claim
// again until its 2-minute lock expires (a worker that died mid-send is thus retried).
import { getDatabaseHandle } from "../../db/client.server";
import { getEnv } from "../../env.server";
import { getMailTransport, type MailTransport } from "./transport.server";

type ClaimedRow = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
  max_attempts: number;
};

export type OutboxRunSummary = { sent: number; kept: number; retried: number; failed: number };

const CLAIM = `
  UPDATE email_outbox
     SET status = 'sending', locked_until = now() + interval '2 minutes', attempts = attempts + 1
   WHERE id IN (
     SELECT id FROM email_outbox
      WHERE status IN ('queued', 'sending')
        AND next_attempt_at <= now()
        AND (locked_until IS NULL OR locked_until < now())
      ORDER BY next_attempt_at
      LIMIT $1
      FOR UPDATE SKIP LOCKED)
  RETURNING id, to_address, subject, text_body, html_body, attempts, max_attempts`;

const MARK_SENT = `
  UPDATE email_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL
   WHERE id = $1`;

// Exponential backoff: 30 s × 2^attempts (1 min after the first failure, then 2, 4, 8…),
// never more than 6 hours. After max_attempts the e-mail is 'failed' (an admin may retry).
const MARK_FAILED_ATTEMPT = `
  UPDATE email_outbox
     SET status = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
         last_error = $2,
         locked_until = NULL,
         next_attempt_at = now() + least(30 * power(2, attempts), 21600) * interval '1 second'
   WHERE id = $1
  RETURNING status`;

type ProcessOptions = {
  /** How many e-mails one run claims at most. */
  limit?: number;
  /** Injected by tests; the process's SMTP or file transport by default. */
  transport?: MailTransport;
  from?: string;
  log?: (line: string) => void;
};

export async function processOutbox(options: ProcessOptions = {}): Promise<OutboxRunSummary> {
  const { limit = 20, log = console.warn } = options;
  const handle = getDatabaseHandle();
  const transport = options.transport ?? getMailTransport();
  const from = options.from ?? getEnv().MAIL_FROM;
  const summary: OutboxRunSummary = { sent: 0, kept: 0, retried: 0, failed: 0 };

  const claimed = await handle.query<ClaimedRow>(CLAIM, [Math.max(1, Math.floor(limit))]);
  for (const row of claimed) {
    try {
      const result = await transport.send({
        id: row.id,
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
      await handle.query(MARK_SENT, [row.id]);
      summary[result.outcome] += 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const [updated] = await handle.query<{ status: string }>(MARK_FAILED_ATTEMPT, [row.id, message]);
      const failed = updated?.status === "failed";
      summary[failed ? "failed" : "retried"] += 1;
      log(`[mail] échec de l'envoi ${row.id} (tentative ${row.attempts}/${row.max_attempts})${failed ? ", abandon" : ""}: ${message}`);
    }
  }
  return summary;
}
