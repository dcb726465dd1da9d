// Every in-app notification by template: the texts (common/texts/<lang>/notifications.ts)
// and how each argument is shown. A notification keeps its template and raw arguments
// (amounts in FCFA, dates as 'YYYY-MM-DD'), so it is worded in the reader's language
// whenever it is shown.
import { formatsFor } from "#common/format/formats";
import type { Lang } from "#common/i18n";
import { bookingTexts } from "#common/texts/booking";
import { notificationsTexts, type NotificationsTexts } from "#common/texts/notifications";

export type NotificationTemplate = keyof NotificationsTexts;
/** How an argument reads: as typed, an amount, or a stay's dates ('start/end'). */
type ArgumentKind = "text" | "money" | "stay";
export type NotificationArguments = (string | number)[];

const ARGUMENTS = {
  listingUnpublishedForHost: ["text", "text"],
  listingRepublishedForHost: ["text"],
  listingApprovedForHost: ["text"],
  listingRejectedForHost: ["text", "text"],
  listingApprovedByAdmin: ["text"],
  listingRejectedByAdmin: ["text"],
  listingSubmitted: ["text"],
  listingResubmitted: ["text"],
  contactMessage: ["text", "text", "text"],
  bookingConfirmed: ["text"],
  bookingReceived: ["text", "stay"],
  bookingCancelled: ["text", "text"],
  bookingRequested: ["text", "stay"],
  requestAccepted: ["text"],
  requestDeclined: ["text"],
  requestExpired: ["text"],
  acceptedRequestLapsed: ["text"],
  requestWithdrawn: ["text"],
  bookingPaid: ["text", "text", "money"],
  refundOwed: ["text", "money"],
  surplusPaymentOwed: ["text", "money"],
  payoutFailed: ["text", "money", "text"],
  payoutsNotActivated: ["text"],
  ledgerProblems: ["text", "text"],
  newMessage: ["text", "text"],
  conversationReported: ["text"],
} satisfies Record<NotificationTemplate, ArgumentKind[]>;

export function isNotificationTemplate(name: unknown): name is NotificationTemplate {
  return typeof name === "string" && Object.hasOwn(ARGUMENTS, name);
}

/** The notification in words for a reader of `lang`. */
export function renderNotification(
  template: NotificationTemplate,
  args: NotificationArguments,
  lang: Lang,
): { title: string; message: string } {
  const texts = notificationsTexts[lang][template];
  const format = formatsFor(lang);
  const kinds: readonly ArgumentKind[] = ARGUMENTS[template];
  const shown = kinds.map((kind, index) => {
    const value = args[index] ?? "";
    if (kind === "money") return format.money(Number(value));
    if (kind === "stay") {
      const [start, end] = String(value).split("/");
      return start && end ? bookingTexts[lang].datesRange(format.longDate(start), format.longDate(end)) : String(value);
    }
    return String(value);
  });
  return { title: texts.title, message: (texts.message as (...parts: string[]) => string)(...shown) };
}
