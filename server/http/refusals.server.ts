// Every reason a domain operation gives for not doing what was asked, with the HTTP status a
// route answers and the text a person reads, in one place. Domain modules return the code
// (`{ ok: false, reason: "dates_taken" }`), never a sentence; routes ask here for the status
// and the words in the reader's language. A reason missing here does not compile.
import type { ByLang, Lang } from "#common/i18n";
import { describeAll, textAt, type Problem, type TextParams, type TextPath } from "#common/problems";
import { authTexts } from "#common/texts/auth";
import { bookingFormTexts } from "#common/texts/booking-form";
import type { AccountReason } from "#server/accounts/auth-errors.server";

type Refusal<T> = { status: number; text: TextPath<T> };

function group<T, Reasons extends Record<string, Refusal<T>>>(texts: ByLang<T>, reasons: Reasons) {
  return { texts, reasons };
}

export const REFUSALS = {
  /** Booking creation (server/bookings/create-booking.server.ts). */
  booking: group(bookingFormTexts, {
    listing_unavailable: { status: 400, text: "errors.listingUnavailable" },
    own_listing: { status: 400, text: "errors.ownListing" },
    dates_taken: { status: 409, text: "errors.datesTaken" },
  }),
  /** Sign-up, sign-in, password reset (server/accounts). `invalid_fields` is told by its fields. */
  account: group(authTexts, {
    invalid_credentials: { status: 400, text: "errors.invalidCredentials" },
    email_taken: { status: 400, text: "errors.emailTaken" },
    too_many_attempts: { status: 429, text: "errors.tooManyAttempts" },
    too_many_requests: { status: 400, text: "errors.tooManyRequests" },
    invalid_reset_link: { status: 400, text: "errors.invalidResetLink" },
    invalid_name: { status: 400, text: "validation.username" },
    name_too_long: { status: 400, text: "validation.usernameTooLong" },
    invalid_email: { status: 400, text: "validation.email" },
    password_too_short: { status: 400, text: "validation.password" },
    password_too_long: { status: 400, text: "validation.passwordTooLong" },
    sign_in_failed: { status: 400, text: "errors.signInFallback" },
    sign_up_failed: { status: 400, text: "errors.signUpFallback" },
  }),
};

export type RefusalGroup = keyof typeof REFUSALS;
export type RefusalReason<G extends RefusalGroup> = keyof (typeof REFUSALS)[G]["reasons"] & string;

/** The status and the words of a refusal, for a reader of `lang`. */
export function refusal<G extends RefusalGroup>(
  groupName: G,
  reason: RefusalReason<G>,
  lang: Lang,
  params: TextParams = [],
): { status: number; message: string } {
  const { texts, reasons } = REFUSALS[groupName] as unknown as {
    texts: ByLang<unknown>;
    reasons: Record<string, { status: number; text: string }>;
  };
  const entry = reasons[reason]!;
  return { status: entry.status, message: textAt(texts[lang], entry.text, params) };
}

/**
 * An account form's refusal in words: its status, the message (the first field's problem
 * when the fields are at fault) and each field's problem; an e-mail already taken is also
 * said under the e-mail field.
 */
export function accountFailureInWords(
  failure: { reason: AccountReason; problems: Partial<Record<string, Problem>> },
  lang: Lang,
): { status: number; message: string; fieldErrors: Record<string, string | undefined> } {
  const texts = authTexts[lang];
  const fieldErrors: Record<string, string | undefined> = describeAll(texts.validation, failure.problems);
  if (failure.reason === "invalid_fields") {
    return { status: 400, message: Object.values(fieldErrors)[0] ?? texts.errors.unexpected, fieldErrors };
  }
  const { status, message } = refusal("account", failure.reason, lang);
  return {
    status,
    message,
    fieldErrors: failure.reason === "email_taken" ? { ...fieldErrors, email: message } : fieldErrors,
  };
}
