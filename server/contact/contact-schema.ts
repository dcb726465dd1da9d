// The contact form at the server's door: trimmed, bounded by the table's own limits, each
// problem a code (a key of the contact page's `errors` texts, worded by the route).
import { z } from "zod";
import type { FieldProblems } from "#common/problems";
import { contactLimits } from "#common/rules/contact";
import { hasForbiddenCharacters, visiblePart } from "#common/text-input";
import type { ContactPageTexts } from "#common/texts/contact-page";

type ContactProblemCode = keyof ContactPageTexts["errors"];
const errors = {
  required: "required",
  email: "email",
  invalid: "invalid",
  nameTooLong: "nameTooLong",
  subjectTooLong: "subjectTooLong",
  messageTooLong: "messageTooLong",
  emailTooLong: "emailTooLong",
} as const satisfies Record<string, ContactProblemCode>;

export const contactFields = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactMessageInput = Record<ContactField, string>;

const characterCount = (value: string) => Array.from(value).length;

function textField(max: number, tooLong: ContactProblemCode, shape: "line" | "paragraphs") {
  return z.unknown().transform((value, context) => {
    const raw = typeof value === "string" ? value : "";
    // A NUL byte has no business in a message and PostgreSQL text cannot store it; a
    // direction override would make the name or subject read as something else.
    if (hasForbiddenCharacters(raw)) {
      context.addIssue({ code: "custom", message: errors.invalid });
      return z.NEVER;
    }
    // One line for name and subject (they end up in an e-mail subject); the message keeps
    // its paragraphs.
    const cleaned = shape === "line" ? raw.replace(/\s+/g, " ").trim() : raw.replace(/\r\n?/g, "\n").trim();
    if (!visiblePart(cleaned)) {
      context.addIssue({ code: "custom", message: errors.required });
      return z.NEVER;
    }
    if (characterCount(cleaned) > max) {
      context.addIssue({ code: "custom", message: tooLong });
      return z.NEVER;
    }
    return cleaned;
  });
}

const emailField = z.unknown().transform((value, context) => {
  const cleaned = typeof value === "string" ? value.trim() : "";
  if (!cleaned) {
    context.addIssue({ code: "custom", message: errors.required });
    return z.NEVER;
  }
  if (cleaned.length > contactLimits.email) {
    context.addIssue({ code: "custom", message: errors.emailTooLong });
    return z.NEVER;
  }
  if (!z.email().safeParse(cleaned).success) {
    context.addIssue({ code: "custom", message: errors.email });
    return z.NEVER;
  }
  return cleaned;
});

export const contactSchema = z.object({
  name: textField(contactLimits.name, errors.nameTooLong, "line"),
  email: emailField,
  subject: textField(contactLimits.subject, errors.subjectTooLong, "line"),
  message: textField(contactLimits.message, errors.messageTooLong, "paragraphs"),
});

export type ContactParseResult =
  | { success: true; data: ContactMessageInput }
  | { success: false; problems: FieldProblems<ContactField, ContactProblemCode>; values: ContactMessageInput };

/** Reads the four fields from a submitted form (or any record); never throws. */
export function parseContactForm(source: FormData | Record<string, unknown>): ContactParseResult {
  const read = (field: ContactField) => (source instanceof FormData ? source.get(field) : source[field]);
  const raw = Object.fromEntries(contactFields.map((field) => [field, read(field)]));
  const result = contactSchema.safeParse(raw);
  if (result.success) return { success: true, data: result.data };
  const problems: FieldProblems<ContactField, ContactProblemCode> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    problems[field] ??= { code: issue.message as ContactProblemCode };
  }
  // Values go back into the form as typed (minus NUL bytes), so nothing is lost.
  const values = Object.fromEntries(
    contactFields.map((field) => {
      const value = raw[field];
      return [field, typeof value === "string" ? value.replaceAll("\u0000", "") : ""];
    }),
  ) as ContactMessageInput;
  return { success: false, problems, values };
}
