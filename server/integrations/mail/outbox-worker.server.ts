// Sends what the outbox holds. Safe with several processes (or two ticks) at once, behind
// PgBouncer in transaction mode, and after a crash:
// - A row is claimed by one UPDATE … FOR UPDATE SKIP LOCKED that records a 2-minute lease,
//   the worker's id (the process: server/worker-id.server.ts; not the database session,
//   which a pooler changes between two statements) and the session of the process's
//   presence connection (pid and start time: client.server.ts, kept open as long as the
//   process lives).
// - Another worker takes a claim back when its lease has expired, or at once when that
//   presence session is gone (the process was killed, or lost the database): on a direct
//   connection an e-mail does not wait minutes because a process died. Behind a pooler the
//   session seen may outlive the process: the lease then decides.
// - Just before each send the claim is checked (same attempt, same worker) and its lease
//   renewed, so a row taken back meanwhile is never sent by both.
// - The one window left: the mail server has accepted a message and the process dies
//   before recording it as sent. That e-mail goes again after the restart, with the same
//   Message-ID (transport.server.ts), so the receiving side can drop the copy. A 'sent'
//   that could not be recorded because the database was away is recorded at the next run,
//   before anything new is claimed.
import { langOrDefault, type Lang } from "#common/i18n";
import { getDatabaseHandle } from "#server/db/client.server";
import { getEnv } from "#server/env.server";
import { log as areaLog } from "#server/observability/log.server";
import { WORKER_ID } from "#server/worker-id.server";
import { getMailTransport, type MailTransport } from "./transport.server";

type ClaimedRow = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string;
  params: Record<string, unknown> | null;
  lang: string;
  attempts: number;
  max_attempts: number;
};

export type OutboxRunSummary = { sent: number; kept: number; retried: number; failed: number };

const CLAIM = `
  UPDATE email_outbox
     SET status = 'sending', locked_until = now() + interval '2 minutes', attempts = attempts + 1,
         claimed_by = $2, claimed_by_pid = $3, claimed_by_start = $4
   WHERE id IN (
     SELECT id FROM email_outbox claimed
      WHERE status IN ('queued', 'sending')
        AND next_attempt_at <= now()
        AND (locked_until IS NULL
             OR locked_until < now()
             OR (claimed_by_pid IS NOT NULL AND NOT EXISTS (
                   SELECT 1 FROM pg_stat_activity session
                    WHERE session.pid = claimed.claimed_by_pid
                      -- Another role's sessions show no start time: then the pid alone decides.
                      AND (session.backend_start IS NULL OR claimed.claimed_by_start IS NULL
                           OR session.backend_start = claimed.claimed_by_start))))
      ORDER BY next_attempt_at
      LIMIT $1
      FOR UPDATE SKIP LOCKED)
  RETURNING id, to_address, subject, text_body, html_body, template, params, lang, attempts, max_attempts`;

// Still ours (same attempt, same worker)? Then the lease runs 2 more minutes from now.
const STILL_MINE = `
  UPDATE email_outbox SET locked_until = now() + interval '2 minutes'
   WHERE id = $1 AND status = 'sending' AND attempts = $2 AND claimed_by = $3
  RETURNING id`;

// The words actually sent replace those kept at queue time (when rendered now).
const MARK_SENT = `
  UPDATE email_outbox
     SET status = 'sent', sent_at = now(), locked_until = NULL, claimed_by = NULL, claimed_by_pid = NULL, claimed_by_start = NULL,
         last_error = NULL,
         subject = coalesce($2, subject), text_body = coalesce($3, text_body),
         html_body = CASE WHEN $2::text IS NULL THEN html_body ELSE $4 END
   WHERE id = $1`;

// Exponential backoff: 30 s × 2^attempts (1 min after the first failure, then 2, 4, 8…),
// never more than 6 hours. After max_attempts the e-mail is 'failed' (an admin may retry).
const MARK_FAILED_ATTEMPT = `
  UPDATE email_outbox
     SET status = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
         last_error = $2,
         locked_until = NULL,
         claimed_by = NULL,
         claimed_by_pid = NULL,
         claimed_by_start = NULL,
         next_attempt_at = now() + least(30 * power(2, attempts), 21600) * interval '1 second'
   WHERE id = $1
  RETURNING status`;

/** Sent, but the database was away when we tried to record it (this process only). */
const sentButUnrecorded = new Set<string>();

type ProcessOptions = {
  /** How many e-mails one run claims at most. */
  limit?: number;
  /** Injected by tests; the process's SMTP or file transport by default. */
  transport?: MailTransport;
  from?: string;
  log?: (line: string) => void;
  /**
   * Renders a template's words in a language (server/emails/templates.server.ts, given by
   * the job): a row with parameters is sent as rendered now, in the recipient's language.
   * Without it, or for a row without parameters, the words kept at queue time are sent.
   */
  render?: (template: string, params: unknown, lang: Lang) => RenderedWords | null;
  /** Tests: another worker's name (two workers in one process). */
  workerId?: string;
};

type RenderedWords = { subject: string; text: string; html?: string };

export async function processOutbox(options: ProcessOptions = {}): Promise<OutboxRunSummary> {
  const { limit = 20, log = (line: string) => areaLog("mail").warn(line) } = options;
  const handle = getDatabaseHandle();
  const transport = options.transport ?? getMailTransport();
  const from = options.from ?? getEnv().MAIL_FROM;
  const summary: OutboxRunSummary = { sent: 0, kept: 0, retried: 0, failed: 0 };

  for (const id of [...sentButUnrecorded]) {
    await handle.query(MARK_SENT, [id, null, null, null]);
    sentButUnrecorded.delete(id);
  }
  const presence = await handle.presence();
  const worker = options.workerId ?? WORKER_ID;
  return handle.withConnection(async (connection) => {
    const claimed = await connection.query<ClaimedRow>(CLAIM, [
      Math.max(1, Math.floor(limit)),
      worker,
      presence.pid,
      presence.start,
    ]);
    for (const row of claimed) {
      if (!(await connection.query(STILL_MINE, [row.id, row.attempts, worker])).length) continue;
      let result;
      let words: RenderedWords | null;
      try {
        words = row.params && options.render ? options.render(row.template, row.params, langOrDefault(row.lang)) : null;
        result = await transport.send({
          id: row.id,
          from,
          to: row.to_address,
          subject: singleLine(words?.subject ?? row.subject),
          text: words?.text ?? row.text_body,
          html: words ? (words.html ?? null) : row.html_body,
        });
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const [updated] = await connection.query<{ status: string }>(MARK_FAILED_ATTEMPT, [row.id, message]);
        const failed = updated?.status === "failed";
        summary[failed ? "failed" : "retried"] += 1;
        // The mail server's answer may name the recipient: never an address in the logs.
        log(
          `échec de l'envoi ${row.id} (tentative ${row.attempts}/${row.max_attempts})${failed ? ", abandon" : ""}: ${message.replace(/[^\s<>"']+@[^\s<>"']+/g, "<adresse>")}`,
        );
        continue;
      }
      try {
        await connection.query(MARK_SENT, [
          row.id,
          words ? singleLine(words.subject) : null,
          words?.text ?? null,
          words?.html ?? null,
        ]);
      } catch (error) {
        sentButUnrecorded.add(row.id);
        throw error;
      }
      summary[result.outcome] += 1;
    }
    return summary;
  });
}

// Header values must stay on one line: a newline in a subject would be a header injection.
const singleLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();
