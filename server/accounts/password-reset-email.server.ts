// The reset e-mail in words (queued by auth.server.ts, sent with retries by the worker).
// The link points at our own /reset-password page, which calls better-auth server-side.
import type { Lang } from "#common/i18n";
import { authTexts } from "#common/texts/auth";
import type { RenderedEmail } from "#server/emails/rendered-email";
import { getEnv } from "#server/env.server";
import { escapeHtml, renderEmailHtml } from "#server/integrations/mail/email-html";

export function passwordResetUrl(token: string) {
  return `${getEnv().publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export type PasswordResetParams = { name: string; url: string };

export function passwordResetEmail({ name, url }: PasswordResetParams, lang: Lang): RenderedEmail {
  const messages = authTexts[lang];
  const greeting = messages.reset.emailGreeting(name);
  const text = [greeting, "", messages.reset.emailIntro, url, "", messages.reset.emailIgnore].join("\n");
  const html = renderEmailHtml({
    lang,
    heading: messages.reset.emailHeading,
    intro: greeting,
    body: `${messages.reset.emailIntro}\n${url}`,
    footer: messages.reset.emailIgnore,
    // The link is the only markup added to escaped text: the URL is ours, the token URL-safe.
  }).replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
  return { subject: messages.reset.emailSubject, text, html };
}
