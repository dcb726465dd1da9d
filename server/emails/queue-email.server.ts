// Queues one of the product's e-mails by template name, parameters and the recipient's
// language (server/emails/templates.server.ts). The outbox keeps all three, so the worker
// renders the words when it sends; the words of this moment are kept beside them for the
// administrators' view of the queue.
import type { Lang } from "#common/i18n";
import type { Database } from "#server/db/client.server";
import { enqueueEmail } from "#server/integrations/mail/outbox.server";
import { paramsInLang } from "./site-links.server";
import { EMAIL_TEMPLATES, type EmailParams, type EmailTemplate } from "./templates.server";

export type TemplatedEmail<T extends EmailTemplate> = {
  to: string;
  template: T;
  params: EmailParams<T>;
  lang: Lang;
  /** The same key twice queues one e-mail: a retried request never mails twice. */
  dedupeKey?: string;
  /** Not before this moment (reminders). Default: now. */
  sendAfter?: Date;
  maxAttempts?: number;
};

export async function queueEmail<T extends EmailTemplate>(db: Database, email: TemplatedEmail<T>) {
  const render = EMAIL_TEMPLATES[email.template] as (
    params: EmailParams<T>,
    lang: Lang,
  ) => ReturnType<(typeof EMAIL_TEMPLATES)[T]>;
  const words = render(paramsInLang(email.params, email.lang), email.lang);
  return enqueueEmail(db, {
    to: email.to,
    ...words,
    template: email.template,
    params: email.params as Record<string, unknown>,
    lang: email.lang,
    dedupeKey: email.dedupeKey,
    sendAfter: email.sendAfter,
    maxAttempts: email.maxAttempts,
  });
}
