// /earnings.csv: the host's earnings as a spreadsheet French Excel opens as it is: UTF-8
// with a byte-order mark, semicolons between fields (the comma is the decimal separator
// there), amounts as whole FCFA without spaces, instants in Benin time (YYYY-MM-DD HH:mm).
import { BENIN_TIME_ZONE } from "#common/dates";
import type { Lang } from "#common/i18n";
import { bookingTexts } from "#common/texts/booking";
import { moneyTexts } from "#common/texts/money";
import type { EarningsView } from "./earnings-view.server";

const BOM = "\uFEFF";

const beninClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: BENIN_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as 'YYYY-MM-DD HH:mm' in Benin (UTC+1 all year). */
export function beninDateTime(instant: string | Date): string {
  const parts = Object.fromEntries(beninClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** One field: quoted when it holds a separator, a quote or a line break; a formula start is defused. */
export function csvField(value: string | number): string {
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (a listing title is typed by a person).
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function earningsCsv(view: EarningsView, lang: Lang): string {
  const copy = moneyTexts[lang].earnings;
  const status = bookingTexts[lang].status;
  const columns = copy.csvColumns;
  const payoutOf = new Map(view.payouts.map((payout) => [payout.reference, payout]));
  const header = [
    columns.reference,
    columns.listing,
    columns.startDate,
    columns.endDate,
    columns.status,
    columns.amount,
    columns.payableAt,
    columns.payout,
    columns.payoutStatus,
    columns.sentAt,
  ];
  const lines = view.items.map((item) => {
    const covering = item.payoutReferences.map((reference) => payoutOf.get(reference)).filter((payout) => !!payout);
    return [
      item.reference,
      item.listingTitle,
      item.startDate,
      item.endDate,
      item.cancelled ? status.cancelled : copy.itemState[item.state],
      item.amount,
      beninDateTime(item.payableAt),
      covering.map((payout) => payout.reference).join(" + "),
      covering.map((payout) => copy.payoutStatus[payout.state]).join(" + "),
      covering.map((payout) => (payout.sentAt ? beninDateTime(payout.sentAt) : "")).join(" + "),
    ];
  });
  return BOM + [header, ...lines].map((line) => line.map(csvField).join(";")).join("\r\n") + "\r\n";
}
