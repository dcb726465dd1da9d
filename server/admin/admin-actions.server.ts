// The dashboard's actions, read from a form post: approve, reject, retry an e-mail, mark a
// contact message handled (notifications are marked read through /api/notifications).
// The caller has already checked that the request comes from an administrator. Each
// answer carries its HTTP status and the toast the page shows; an unexpected failure is
// logged and answered with the spec's text.
import { z } from "zod";
import type { Lang } from "#common/i18n";
import { adminTexts, type AdminTexts } from "#common/texts/admin";
import { refusal } from "#server/http/refusals.server";
import { retryEmail } from "#server/integrations/mail/outbox.server";
import { runPayoutAction } from "#server/money/admin-money-actions.server";
import { log } from "#server/observability/log.server";
import { markContactMessageHandled } from "./admin-contact-messages.server";
import { decideListing } from "./decide-listing.server";
import { runOperatorAction } from "./operator-actions.server";

type Toast = { title: string; description?: string; variant?: "default" | "destructive" };
export type AdminActionResult = { status: number; ok: boolean; intent: string; toast: Toast; listingId?: string };

// Ids are checked where they are used (a malformed one is "not found", never a SQL error).
const id = z.string().max(100);
// The listing's version the administrator saw; checked by decideListing (a missing or
// stale one decides nothing and says why).
const version = z.string().max(100).optional();
const operatorReason = z.string().max(100_000).optional();
const actionSchema = z.union([
  z.object({ intent: z.literal("approve"), listingId: id, version }),
  z.object({ intent: z.literal("reject"), listingId: id, version, reason: z.string().max(100_000).optional() }),
  z.object({ intent: z.literal("retry-email"), emailId: id }),
  z.object({ intent: z.literal("mark-handled"), messageId: id }),
  // A failed payout (the money tab): retried, or marked paid by hand with a note (checked by the operation).
  z.object({ intent: z.literal("retry-payout"), payoutId: id }),
  z.object({ intent: z.literal("settle-payout"), payoutId: id, note: z.string().max(10_000).optional() }),
  // Issue 16: the administrators in charge (server/admin/operator-actions.server.ts); the
  // reason's rules are the operations' own (a missing or too long one is told in words).
  z.object({ intent: z.enum(["unpublish-listing", "republish-listing"]), listingId: id, reason: operatorReason }),
  z.object({ intent: z.enum(["suspend-account", "reinstate-account"]), userId: id, reason: operatorReason }),
  z.object({
    intent: z.enum(["grant-role", "remove-role"]),
    userId: id,
    role: z.enum(["host", "admin"]),
    reason: operatorReason,
  }),
  z.object({ intent: z.literal("cancel-booking"), bookingId: id, reason: operatorReason }),
]);

const failureIn = (messages: AdminTexts, status: number, intent: string, description: string): AdminActionResult => ({
  status,
  ok: false,
  intent,
  toast: { title: messages.errorTitle, description, variant: "destructive" },
});

export async function runAdminAction(form: FormData, adminId: string, lang: Lang): Promise<AdminActionResult> {
  const messages = adminTexts[lang];
  const failure = (status: number, intent: string, description: string) =>
    failureIn(messages, status, intent, description);
  const parsed = actionSchema.safeParse(Object.fromEntries([...form].filter(([, value]) => typeof value === "string")));
  if (!parsed.success) return failure(400, "invalid", messages.toasts.invalidRequest);
  const action = parsed.data;
  try {
    switch (action.intent) {
      case "approve":
      case "reject": {
        const result = await decideListing({
          listingId: action.listingId,
          adminId,
          decision: action.intent === "approve" ? "approved" : "rejected",
          version: action.version,
          reason: action.intent === "reject" ? action.reason : undefined,
        });
        if (!result.ok) {
          const { status, message } = refusal("decision", result.error, lang);
          return { ...failure(status, action.intent, message), listingId: action.listingId };
        }
        const { title } = result.listing;
        const approved = action.intent === "approve";
        return {
          status: 200,
          ok: true,
          intent: action.intent,
          listingId: result.listing.id,
          toast: approved
            ? { title: messages.toasts.approvedTitle, description: messages.toasts.approved(title) }
            : { title: messages.toasts.rejectedTitle, description: messages.toasts.rejected(title) },
        };
      }
      case "retry-email":
        return (await retryEmail(action.emailId))
          ? { status: 200, ok: true, intent: action.intent, toast: { title: messages.toasts.emailRequeued } }
          : failure(409, action.intent, messages.toasts.emailNotRequeued);
      case "retry-payout":
      case "settle-payout":
        return await runPayoutAction(action.intent, action, adminId, lang);
      case "unpublish-listing":
      case "republish-listing":
      case "suspend-account":
      case "reinstate-account":
      case "grant-role":
      case "remove-role":
      case "cancel-booking":
        return await runOperatorAction(action, adminId, lang);
      case "mark-handled":
        return (await markContactMessageHandled(action.messageId))
          ? { status: 200, ok: true, intent: action.intent, toast: { title: messages.toasts.messageHandled } }
          : failure(404, action.intent, messages.toasts.messageNotFound);
    }
  } catch (error) {
    log("admin").error({ err: error, intent: action.intent }, "action impossible");
    const decision = action.intent === "approve" || action.intent === "reject";
    return failure(500, action.intent, decision ? messages.toasts.failure : messages.toasts.genericFailure);
  }
}
