// The reset link goes out through the durable outbox (sent with retries by the worker).
// The link points at our own /reset-password page, which calls better-auth server-side.
import { auth as messages } from "#common/texts/fr/auth";
import { getDb } from "#server/db/client.server";
import { getEnv } from "#server/env.server";
import { escapeHtml, renderEmailHtml } from "#server/integrations/mail/email-html";
import { enqueueEmail } from "#server/integrations/mail/outbox.server";

export function passwordResetUrl(token: string) {
  return `${getEnv().publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export async function queuePasswordResetEmail(input: { email: string; name: string; userId: string; token: string }) {
  const url = passwordResetUrl(input.token);
  const greeting = messages.reset.emailGreeting(input.name);
  const text = [greeting, "", messages.reset.emailIntro, url, "", messages.reset.emailIgnore].join("\n");
  const html = renderEmailHtml({
    heading: messages.reset.emailHeading,
    intro: greeting,
    body: `${messages.reset.emailIntro}\n${url}`,
    footer: messages.reset.emailIgnore,
    // The link is the only markup added to escaped text: the URL is ours, the token URL-safe.
  }).replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
  await enqueueEmail(getDb(), {
    to: input.email,
    subject: messages.reset.emailSubject,
    text,
    html,
    template: "password-reset",
    // One e-mail per token: a retried request never mails the same link twice.
    dedupeKey: `password-reset:${input.userId}:${input.token.slice(0, 12)}`,
  });
}
