// The money tab's two actions on a failed payout, in the administrator's language: retry
// (a new payout) or mark it paid by hand with a note. The caller checked the admin role.
import type { Lang } from "#common/i18n";
import { moneyTexts } from "#common/texts/money";
import { refusal } from "#server/http/refusals.server";
import { retryFailedPayout, settleFailedPayoutByHand } from "./payout-actions.server";

type Toast = { title: string; description?: string; variant?: "default" | "destructive" };

export async function runPayoutAction(
  intent: "retry-payout" | "settle-payout",
  fields: { payoutId: string; note?: string },
  adminId: string,
  lang: Lang,
): Promise<{ status: number; ok: boolean; intent: string; toast: Toast }> {
  const copy = moneyTexts[lang].admin;
  const result =
    intent === "retry-payout"
      ? await retryFailedPayout(fields.payoutId, adminId)
      : await settleFailedPayoutByHand(fields.payoutId, adminId, fields.note ?? "");
  if (!result.ok) {
    const { status, message } = refusal("payoutAction", result.reason, lang);
    return { status, ok: false, intent, toast: { title: message, variant: "destructive" } };
  }
  return { status: 200, ok: true, intent, toast: intent === "retry-payout" ? copy.retried : copy.settled };
}
