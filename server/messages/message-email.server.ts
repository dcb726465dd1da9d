// The e-mail of a new message (at most one per conversation per 15 minutes to each
// recipient: server/messages/send-message.server.ts). The text is the stored one, masked
// when it was written before a paid booking; the layout escapes it.
import type { Lang } from "#common/i18n";
import { emailsTexts } from "#common/texts/emails";
import { messagesTexts } from "#common/texts/messages";
import type { RenderedEmail } from "#server/emails/rendered-email";
import { labelled, renderEmailHtml } from "#server/integrations/mail/email-html";

export type NewMessageEmailParams = {
  senderName: string;
  listingTitle: string;
  body: string;
  conversationUrl: string;
};

export function newMessageEmail(params: NewMessageEmailParams, lang: Lang): RenderedEmail {
  const copy = messagesTexts[lang].email;
  const footer = emailsTexts[lang].layout.footer;
  const intro = copy.intro(params.senderName, params.listingTitle);
  const after = [labelled(lang, copy.read, params.conversationUrl), "", copy.throttled];
  return {
    subject: copy.subject(params.senderName),
    text: [copy.heading, "", intro, "", params.body, "", ...after, "", footer].join("\n"),
    html: renderEmailHtml({
      lang,
      heading: copy.heading,
      intro,
      fields: [{ label: copy.read, value: params.conversationUrl }],
      body: params.body,
      footer: `${copy.throttled} ${footer}`,
    }),
  };
}
