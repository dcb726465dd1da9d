// The e-mail support receives for each contact message, in French, text and HTML (every
// value the visitor typed is escaped in the HTML).
import { renderEmailHtml } from "#server/integrations/mail/email-html";
import type { ContactMessageInput } from "./contact-schema";

const receivedFormatter = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Africa/Porto-Novo",
});

export function buildContactEmail(message: ContactMessageInput & { id: string; createdAt: Date }) {
  const received = `${receivedFormatter.format(message.createdAt)} (heure du Bénin)`;
  const fields = [
    { label: "Nom", value: message.name },
    { label: "Email", value: message.email },
    { label: "Sujet", value: message.subject },
    { label: "Reçu le", value: received },
  ];
  const intro = "Un visiteur a écrit via le formulaire de contact de Bénin Voyages.";
  const footer = `Pour répondre, écrivez directement à ${message.email}. Référence du message : ${message.id}.`;
  return {
    subject: `Nouveau message de contact : ${message.subject}`,
    text: [
      intro,
      "",
      ...fields.map((field) => `${field.label} : ${field.value}`),
      "",
      "Message :",
      message.message,
      "",
      footer,
    ].join("\n"),
    html: renderEmailHtml({ heading: "Nouveau message de contact", intro, fields, body: message.message, footer }),
  };
}
