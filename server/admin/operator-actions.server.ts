// The dashboard's actions of issue 16, read from a form post and answered as the
// dashboard's other actions are (status, toast): unpublish / republish a listing, suspend /
// reinstate an account, grant / remove a role, cancel a booking with a full refund. The
// caller (runAdminAction) has checked the administrator and the form's shape; each
// operation checks its own rules and records itself in admin_actions.
import { formatsFor } from "#common/format/formats";
import type { Lang } from "#common/i18n";
import { operatorsTexts } from "#common/texts/operators";
import { refusal, type RefusalReason } from "#server/http/refusals.server";
import type { AdminActionResult } from "./admin-actions.server";
import { cancelBookingAsAdmin } from "./admin-cancel-booking.server";
import { changeRole, type ChangeableRole } from "./change-role.server";
import { changeSuspension } from "./suspend-account.server";
import { changeListingPublication } from "./unpublish-listing.server";

export const OPERATOR_INTENTS = [
  "unpublish-listing",
  "republish-listing",
  "suspend-account",
  "reinstate-account",
  "grant-role",
  "remove-role",
  "cancel-booking",
] as const;
export type OperatorIntent = (typeof OPERATOR_INTENTS)[number];

export type OperatorAction = {
  intent: OperatorIntent;
  listingId?: string;
  userId?: string;
  bookingId?: string;
  role?: ChangeableRole;
  reason?: string;
};

export async function runOperatorAction(
  action: OperatorAction,
  adminId: string,
  lang: Lang,
): Promise<AdminActionResult> {
  const texts = operatorsTexts[lang];
  const refused = (reason: RefusalReason<"operators">): AdminActionResult => {
    const { status, message } = refusal("operators", reason, lang);
    return {
      status,
      ok: false,
      intent: action.intent,
      toast: { title: texts.toasts.refused, description: message, variant: "destructive" },
    };
  };
  const done = (description: string): AdminActionResult => ({
    status: 200,
    ok: true,
    intent: action.intent,
    toast: { title: texts.toasts.done, description },
  });
  switch (action.intent) {
    case "unpublish-listing":
    case "republish-listing": {
      const change = action.intent === "unpublish-listing" ? "unpublish" : "republish";
      const result = await changeListingPublication({
        listingId: action.listingId,
        adminId,
        change,
        reason: action.reason,
      });
      if (!result.ok) return refused(result.reason === "not_found" ? "listing_not_found" : result.reason);
      return {
        ...done(
          change === "unpublish"
            ? texts.toasts.unpublished(result.listing.title)
            : texts.toasts.republished(result.listing.title),
        ),
        listingId: result.listing.id,
      };
    }
    case "suspend-account":
    case "reinstate-account": {
      const change = action.intent === "suspend-account" ? "suspend" : "reinstate";
      const result = await changeSuspension({ userId: action.userId, adminId, change, reason: action.reason });
      if (!result.ok) return refused(result.reason === "not_found" ? "account_not_found" : result.reason);
      return done(
        change === "suspend"
          ? texts.toasts.suspended(result.account.name)
          : texts.toasts.reinstated(result.account.name),
      );
    }
    case "grant-role":
    case "remove-role": {
      if (!action.role) return refused("role_not_held");
      const change = action.intent === "grant-role" ? "grant" : "remove";
      const result = await changeRole({
        userId: action.userId,
        adminId,
        change,
        role: action.role,
        reason: action.reason,
      });
      if (!result.ok) return refused(result.reason === "not_found" ? "account_not_found" : result.reason);
      const roleName = texts.roleName[result.role];
      return done(change === "grant" ? texts.toasts.roleGranted(roleName) : texts.toasts.roleRemoved(roleName));
    }
    case "cancel-booking": {
      const result = await cancelBookingAsAdmin({ bookingId: action.bookingId, adminId, reason: action.reason });
      if (!result.ok) return refused(result.reason === "not_found" ? "booking_not_found" : result.reason);
      return done(texts.toasts.bookingCancelled(result.reference, formatsFor(lang).money(result.refundAmount)));
    }
  }
}
