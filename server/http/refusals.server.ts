// Every reason a domain operation gives for not doing what was asked, with the HTTP status a
// route answers and the text a person reads, in one place. Domain modules return the code
// (`{ ok: false, reason: "dates_taken" }`), never a sentence; routes ask here for the status
// and the words in the reader's language. A reason missing here does not compile.
import { byLang, type ByLang, type Lang } from "#common/i18n";
import { MAX_PAYMENT_ATTEMPTS } from "#common/lifecycles/booking";
import { describeAll, textAt, type Problem, type TextParams, type TextPath } from "#common/problems";
import { ACCESS_INSTRUCTIONS_MAX } from "#common/rules/access-instructions";
import { messageLimits } from "#common/rules/message";
import { REVIEW_ANSWER_MAX } from "#common/rules/review-answer";
import { accountPageTexts } from "#common/texts/account-page";
import { adminTexts } from "#common/texts/admin";
import { authTexts } from "#common/texts/auth";
import { bookingTexts } from "#common/texts/booking";
import { bookingFormTexts } from "#common/texts/booking-form";
import { bookingPayabilityTexts } from "#common/texts/booking-payability";
import { bookingRulesTexts } from "#common/texts/booking-rules";
import { calendarsTexts } from "#common/texts/calendars";
import { commonTexts } from "#common/texts/common";
import { messagesTexts } from "#common/texts/messages";
import { moneyTexts } from "#common/texts/money";
import { operatorsTexts } from "#common/texts/operators";
import { reviewsTexts } from "#common/texts/reviews";
import type { AccountReason } from "#server/accounts/auth-errors.server";
import { REJECTION_REASON_MAX } from "#server/admin/decision-reason";
import { OPERATOR_REASON_MAX } from "#server/admin/operator-reason";
import { HOLD_COOLDOWN_MINUTES, MAX_HOLDS_PER_HOUR, MAX_OPEN_HOLDS } from "#server/bookings/hold-limits.server";
import { MAX_IMPORTS_PER_LISTING } from "#server/calendars/calendar-imports.server";

/** A refusal's status, and its text: a path in the group's texts, or made from them. */
type Refusal<T> = { status: number; text: TextPath<T> | ((texts: T) => string) };

function group<T, Reasons extends Record<string, Refusal<T>>>(texts: ByLang<T>, reasons: Reasons) {
  return { texts, reasons };
}

/** The payment's texts: the booking's and the payability's. */
const paymentTexts = byLang((lang) => ({ booking: bookingTexts[lang], payability: bookingPayabilityTexts[lang] }));
/** A trip's texts and the shared ones. */
const tripTexts = byLang((lang) => ({
  booking: bookingTexts[lang],
  common: commonTexts[lang],
  reviews: reviewsTexts[lang],
}));

export const REFUSALS = {
  /** Booking creation (server/bookings/create-booking.server.ts). */
  booking: group(bookingFormTexts, {
    listing_unavailable: { status: 400, text: "errors.listingUnavailable" },
    own_listing: { status: 400, text: "errors.ownListing" },
    dates_taken: { status: 409, text: "errors.datesTaken" },
    too_many_requests: { status: 429, text: "errors.tooManyRequests" },
    // Unpaid bookings per account (server/bookings/hold-limits.server.ts, ADR 024).
    too_many_holds: { status: 429, text: (texts) => texts.errors.tooManyHolds(MAX_OPEN_HOLDS) },
    too_many_holds_this_hour: { status: 429, text: (texts) => texts.errors.tooManyHoldsThisHour(MAX_HOLDS_PER_HOUR) },
    hold_cooldown: { status: 429, text: (texts) => texts.errors.holdCooldown(HOLD_COOLDOWN_MINUTES) },
  }),
  /** A listing's calendars in step (server/calendars, docs/decisions/024). */
  calendars: group(calendarsTexts, {
    not_found: { status: 404, text: "errors.notFound" },
    import_not_found: { status: 404, text: "errors.importNotFound" },
    invalid_url: { status: 400, text: "errors.invalidUrl" },
    already_added: { status: 409, text: "errors.alreadyAdded" },
    too_many_imports: { status: 409, text: (texts) => texts.errors.tooManyImports(MAX_IMPORTS_PER_LISTING) },
    unknown_intent: { status: 400, text: "errors.unknownIntent" },
  }),
  /** Starting a payment (server/payments/start-payment.server.ts) and what blocks it. */
  payment: group(paymentTexts, {
    method_required: { status: 400, text: "booking.payment.methodRequired.description" },
    invalid_phone: { status: 400, text: "booking.payment.phoneInvalid" },
    not_found: { status: 400, text: "booking.payment.notPayable" },
    already_paid: { status: 400, text: "booking.payment.notPayable" },
    not_payable: { status: 400, text: "booking.payment.notPayable" },
    dates_taken: { status: 400, text: "booking.errors.datesTaken" },
    awaiting_host: { status: 409, text: "booking.payment.awaitingHost" },
    dates_past: { status: 400, text: "payability.datesPast" },
    too_many_attempts: { status: 400, text: (texts) => texts.payability.tooManyAttempts(MAX_PAYMENT_ATTEMPTS) },
    no_checkout_url: { status: 400, text: "booking.payment.noCheckoutUrl" },
    provider_down: {
      status: 503,
      text: (texts) => `${texts.booking.payment.createFailed}. ${texts.booking.payment.providerDown}`,
    },
    provider_error: { status: 400, text: "booking.payment.createFailed" },
  }),
  /** A traveler's own bookings: cancelling (server/bookings/cancel-booking.server.ts). */
  cancellation: group(bookingTexts, {
    not_found: { status: 409, text: "myBookings.notFound" },
    cannot_cancel: { status: 409, text: "myBookings.cannotCancel" },
  }),
  /** A host cancels a confirmed booking (server/bookings/host-cancel-booking.server.ts). */
  hostCancellation: group(moneyTexts, {
    not_found: { status: 404, text: "hostCancel.notFound" },
    cannot_cancel: { status: 409, text: "hostCancel.cannotCancel" },
  }),
  /** A host answers a request to book (server/bookings/answer-booking-request.server.ts). */
  bookingRequestAnswer: group(bookingRulesTexts, {
    not_found: { status: 404, text: "host.notFound" },
    not_open: { status: 409, text: "host.notOpen" },
    unknown_answer: { status: 400, text: "host.unknownAnswer" },
  }),
  /** An administrator acts on a failed payout (server/money/payout-actions.server.ts). */
  payoutAction: group(moneyTexts, {
    payout_not_found: { status: 404, text: "admin.errors.notFound" },
    payout_not_failed: { status: 409, text: "admin.errors.notFailed" },
    payout_already_settled: { status: 409, text: "admin.errors.alreadySettled" },
    payout_already_retried: { status: 409, text: "admin.errors.alreadyRetried" },
    payout_items_paid_since: { status: 409, text: "admin.errors.itemsPaidSince" },
    note_required: { status: 400, text: "admin.errors.noteRequired" },
    note_too_long: { status: 400, text: "admin.errors.noteTooLong" },
  }),
  /** Reviews of finished stays (server/reviews/submit-review.server.ts). */
  review: group(tripTexts, {
    rating_required: { status: 400, text: "booking.myBookings.ratingRequired" },
    comment_too_long: { status: 400, text: "booking.myBookings.commentTooLong" },
    forbidden_characters: { status: 400, text: "common.forbiddenCharacters" },
    not_found: { status: 400, text: "booking.myBookings.notFound" },
    cannot_review: { status: 400, text: "booking.myBookings.cannotReview" },
    already_reviewed: { status: 400, text: "booking.myBookings.alreadyReviewed" },
    window_closed: { status: 400, text: "reviews.window.closed" },
  }),
  /** A host's public answer to a review (server/reviews/answer-review.server.ts). */
  reviewAnswer: group(reviewsTexts, {
    answer_empty: { status: 400, text: "answer.errors.empty" },
    answer_too_long: { status: 400, text: (texts) => texts.answer.errors.tooLong(REVIEW_ANSWER_MAX) },
    answer_html: { status: 400, text: "answer.errors.htmlNotAllowed" },
    forbidden_characters: { status: 400, text: "answer.errors.forbiddenCharacters" },
    not_found: { status: 404, text: "answer.errors.notFound" },
    already_answered: { status: 409, text: "answer.errors.alreadyAnswered" },
  }),
  /** A listing's private access instructions (server/hosting/save-access-instructions.server.ts). */
  accessInstructions: group(reviewsTexts, {
    too_long: { status: 400, text: (texts) => texts.instructions.errors.tooLong(ACCESS_INSTRUCTIONS_MAX) },
    forbidden_characters: { status: 400, text: "instructions.errors.forbiddenCharacters" },
    not_found: { status: 404, text: "instructions.errors.notFound" },
  }),
  /** An administrator's decision on a listing (server/admin/decide-listing.server.ts). */
  decision: group(adminTexts, {
    not_found: { status: 404, text: "toasts.notFound" },
    already_decided: { status: 409, text: "toasts.alreadyDecided" },
    changed_since_seen: { status: 409, text: "toasts.changedSinceSeen" },
    invalid_reason: { status: 400, text: (texts) => texts.toasts.reasonTooLong(REJECTION_REASON_MAX) },
  }),
  /** The administrators' actions on listings, accounts, roles and bookings (issue 16, server/admin). */
  operators: group(operatorsTexts, {
    reason_required: { status: 400, text: "reason.required" },
    reason_too_long: { status: 400, text: (texts) => texts.reason.tooLong(OPERATOR_REASON_MAX) },
    listing_not_found: { status: 404, text: "refusals.listingNotFound" },
    not_unpublishable: { status: 409, text: "refusals.notUnpublishable" },
    not_unpublished: { status: 409, text: "refusals.notUnpublished" },
    account_not_found: { status: 404, text: "refusals.accountNotFound" },
    self: { status: 409, text: "refusals.suspendSelf" },
    last_admin: { status: 409, text: "refusals.lastAdmin" },
    already_suspended: { status: 409, text: "refusals.alreadySuspended" },
    not_suspended: { status: 409, text: "refusals.notSuspended" },
    own_role: { status: 409, text: "refusals.ownRole" },
    email_not_verified: { status: 409, text: "refusals.emailNotVerified" },
    role_already_held: { status: 409, text: "refusals.roleAlreadyHeld" },
    role_not_held: { status: 409, text: "refusals.roleNotHeld" },
    booking_not_found: { status: 404, text: "refusals.bookingNotFound" },
    not_cancellable: { status: 409, text: "refusals.bookingNotCancellable" },
    invalid_filter: { status: 400, text: "refusals.invalidFilter" },
  }),
  /** Sign-up, sign-in, password reset (server/accounts). `invalid_fields` is told by its fields. */
  account: group(authTexts, {
    invalid_credentials: { status: 400, text: "errors.invalidCredentials" },
    email_taken: { status: 400, text: "errors.emailTaken" },
    too_many_attempts: { status: 429, text: "errors.tooManyAttempts" },
    // A limit reached (server/security/limits.server.ts); it says nothing about the account.
    too_many_requests: { status: 429, text: "errors.tooManyRequests" },
    invalid_reset_link: { status: 400, text: "errors.invalidResetLink" },
    invalid_name: { status: 400, text: "validation.username" },
    name_too_long: { status: 400, text: "validation.usernameTooLong" },
    invalid_email: { status: 400, text: "validation.email" },
    password_too_short: { status: 400, text: "validation.password" },
    password_too_long: { status: 400, text: "validation.passwordTooLong" },
    sign_in_failed: { status: 400, text: "errors.signInFallback" },
    sign_up_failed: { status: 400, text: "errors.signUpFallback" },
    // A sensitive change asked without the password typed recently (recent-password.server.ts).
    password_confirmation_required: { status: 403, text: "errors.passwordConfirmationRequired" },
    wrong_password: { status: 400, text: "errors.wrongPassword" },
    account_suspended: { status: 403, text: "errors.accountSuspended" },
  }),
  /** /account: password change and deletion (server/accounts/delete-account.server.ts). */
  accountPage: group(accountPageTexts, {
    wrong_password: { status: 400, text: "errors.wrongPassword" },
    too_many_attempts: { status: 429, text: "errors.tooManyAttempts" },
    wrong_confirmation: { status: 400, text: "errors.wrongConfirmation" },
    last_admin: { status: 409, text: "errors.lastAdmin" },
    payout_in_flight: { status: 409, text: "errors.payoutInFlight" },
  }),
  /** The administrators' second factor (server/accounts/two-factor.server.ts). */
  twoFactor: group(authTexts, {
    invalid_code: { status: 400, text: "twoFactor.errors.invalidCode" },
    code_expired: { status: 400, text: "twoFactor.errors.codeExpired" },
    too_many_codes: { status: 429, text: "twoFactor.errors.tooManyCodes" },
    wrong_password: { status: 400, text: "errors.wrongPassword" },
    too_many_attempts: { status: 429, text: "errors.tooManyAttempts" },
  }),
  // ---- Messages (server/messages: send-message, report-conversation; docs/decisions/021).
  message: group(messagesTexts, {
    required: { status: 400, text: "errors.required" },
    too_long: { status: 400, text: (texts) => texts.errors.tooLong(messageLimits.body) },
    invalid: { status: 400, text: "errors.invalid" },
    too_many_messages: { status: 429, text: "errors.tooManyMessages" },
    not_found: { status: 404, text: "errors.notFound" },
    own_listing: { status: 400, text: "errors.ownListing" },
    other_party_gone: { status: 409, text: "errors.otherPartyGone" },
  }),
  report: group(messagesTexts, {
    required: { status: 400, text: "errors.reasonRequired" },
    too_long: { status: 400, text: (texts) => texts.errors.reasonTooLong(messageLimits.reportReason) },
    invalid: { status: 400, text: "errors.invalid" },
    not_found: { status: 404, text: "errors.notFound" },
    already_reported: { status: 409, text: "errors.alreadyReported" },
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
    reasons: Record<string, { status: number; text: string | ((texts: unknown) => string) }>;
  };
  const entry = reasons[reason]!;
  const message = typeof entry.text === "function" ? entry.text(texts[lang]) : textAt(texts[lang], entry.text, params);
  return { status: entry.status, message };
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
