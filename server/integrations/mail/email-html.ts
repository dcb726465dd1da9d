// Tiny HTML for e-mails: every value a user typed goes through escapeHtml, so a message
// containing <script> or a forged link reaches support as harmless text.
import { DEFAULT_LANG, type Lang } from "#common/i18n";
import { commonTexts } from "#common/texts/common";

const replacements: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => replacements[character]!);
}

export type EmailField = { label: string; value: string };

type EmailHtmlInput = {
  /** The reader's language (`<html lang>`). */
  lang?: Lang;
  heading: string;
  intro?: string;
  fields?: EmailField[];
  /** Free text kept as typed: escaped, line breaks shown. */
  body?: string;
  footer?: string;
  /** Links to our own pages (absolute URLs we built), after the fields and the body. */
  links?: { label: string; url: string }[];
};

/** A plain, table-free layout that mail clients render the same way everywhere. */
export function renderEmailHtml({
  lang = DEFAULT_LANG,
  heading,
  intro,
  fields = [],
  body,
  footer,
  links = [],
}: EmailHtmlInput): string {
  const colon = commonTexts[lang].colon;
  const rows = fields
    .map(
      (field) =>
        `<p style="margin:0 0 8px"><strong>${escapeHtml(field.label)}${colon}</strong> ${escapeHtml(field.value)}</p>`,
    )
    .join("\n");
  const paragraphs = [
    `<h1 style="font-size:20px;margin:0 0 16px;color:#087042">${escapeHtml(heading)}</h1>`,
    intro ? `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>` : "",
    rows,
    body
      ? `<div style="margin:16px 0;padding:12px;border-left:4px solid #087042;background:#f8fafc;white-space:pre-wrap">${escapeHtml(body)}</div>`
      : "",
    ...links.map(
      (link) =>
        `<p style="margin:8px 0"><a href="${escapeHtml(link.url)}" style="color:#087042;font-weight:bold">${escapeHtml(link.label)}</a></p>`,
    ),
    footer ? `<p style="margin:16px 0 0;font-size:12px;color:#64748b">${escapeHtml(footer)}</p>` : "",
  ].filter(Boolean);
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
    '<div style="max-width:600px;margin:0 auto;padding:16px">',
    ...paragraphs,
    "</div></body></html>",
  ].join("\n");
}

/** A label and its value in an e-mail's plain text, as the reader's language writes it ('Référence : BV-…', 'Reference: BV-…'). */
export function labelled(lang: Lang, label: string, value: string): string {
  return `${label}${commonTexts[lang].colon} ${value}`;
}
