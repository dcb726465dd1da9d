// The e-mail-verification message in words (queued by email-verification.server.ts, sent
// with retries by the worker). The link points at our own /verify-email page.
import type { Lang } from "#common/i18n";
import { authTexts } from "#common/texts/auth";
import type { RenderedEmail } from "#server/emails/rendered-email";
import { getEnv } from "#server/env.server";
import { escapeHtml, renderEmailHtml } from "#server/integrations/mail/email-html";

export function emailVerificationUrl(token: string) {
  return `${getEnv().publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

export type EmailVerificationParams = { name: string; url: string };

export function emailVerificationEmail({ name, url }: EmailVerificationParams, lang: Lang): RenderedEmail {
  const messages = authTexts[lang].verifyEmail;
  const greeting = messages.emailGreeting(name);
  const text = [greeting, "", messages.emailIntro, url, "", messages.emailIgnore].join("\n");
  const html = renderEmailHtml({
    lang,
    heading: messages.emailHeading,
    intro: greeting,
    body: `${messages.emailIntro}\n${url}`,
    footer: messages.emailIgnore,
    // The link is the only markup added to escaped text: the URL is ours, the token URL-safe.
  }).replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
  return { subject: messages.emailSubject, text, html };
}
