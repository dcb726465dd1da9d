// The e-mail support receives for each contact message, text and HTML (every value the
// visitor typed is escaped in the HTML), in the language of the support team.
import { formatDateTime } from "#common/format/date";
import type { Lang } from "#common/i18n";
import { emailsTexts } from "#common/texts/emails";
import type { RenderedEmail } from "#server/emails/rendered-email";
import { labelled, renderEmailHtml } from "#server/integrations/mail/email-html";
import type { ContactMessageInput } from "./contact-schema";

/** What the outbox keeps of a contact message to render its e-mail (JSON). */
export type ContactEmailParams = ContactMessageInput & { id: string; createdAt: string };

export function contactEmail(message: ContactEmailParams, lang: Lang): RenderedEmail {
  const texts = emailsTexts[lang].contact;
  const fields = [
    { label: texts.name, value: message.name },
    { label: texts.email, value: message.email },
    { label: texts.subjectLabel, value: message.subject },
    { label: texts.received, value: texts.receivedAt(formatDateTime(message.createdAt, lang)) },
  ];
  const footer = texts.footer(message.email, message.id);
  return {
    subject: texts.subject(message.subject),
    text: [
      texts.intro,
      "",
      ...fields.map((field) => labelled(lang, field.label, field.value)),
      "",
      texts.message,
      message.message,
      "",
      footer,
    ].join("\n"),
    html: renderEmailHtml({ lang, heading: texts.heading, intro: texts.intro, fields, body: message.message, footer }),
  };
}
