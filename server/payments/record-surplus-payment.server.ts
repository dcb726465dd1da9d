// Records a payment no booking keeps (common/lifecycles/surplus-payment.ts): one row per
// FedaPay transaction, so a webhook, the reconciliation job and a retry racing each other
// record it once; the administrators are told (a notification and an e-mail each) only by
// the call that recorded it. Runs in the caller's transaction: the surplus, the
// transaction's status and the notices exist together or not at all.
import { eq } from "drizzle-orm";
import { langOrDefault } from "#common/i18n";
import { surplusReceived } from "#common/ledger";
import { SURPLUS_INITIAL_STATE, type SurplusReason } from "#common/lifecycles/surplus-payment";
import { maskPhone } from "#server/admin/admin-surplus-payments.server";
import { getBookingWithListing } from "#server/bookings/booking-queries.server";
import type { Database } from "#server/db/client.server";
import { profiles, surplusPayments, userRoles, users } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
import { getEnv } from "#server/env.server";
import { postJournal } from "#server/money/post-journal.server";
import { startSurplusRefund } from "#server/money/refund-intents.server";
import { notifyAdmins } from "#server/notifications/notifications.server";

/** The approved transaction, as the payment row and FedaPay's answer describe it. */
export type SurplusSource = {
  bookingId: string;
  paymentTransactionId: string;
  providerTransactionId: string;
  amount: number;
  paymentMethod: "mtn" | "moov" | null;
  /** FedaPay's mode (mtn_open, moov…), when it says. */
  providerMode: string | null;
  /** The number that paid: FedaPay's when it says, else the one the traveler typed. */
  phone: string | null;
};

export async function findSurplus(tx: Pick<Database, "select">, providerTransactionId: string) {
  const [row] = await tx
    .select({ id: surplusPayments.id, reason: surplusPayments.reason, status: surplusPayments.status })
    .from(surplusPayments)
    .where(eq(surplusPayments.providerTransactionId, providerTransactionId));
  return row ?? null;
}

/** True when this call recorded it (false: it was already on the record). */
export async function recordSurplusPayment(
  tx: Database,
  source: SurplusSource,
  reason: SurplusReason,
  now: Date,
): Promise<boolean> {
  const [recorded] = await tx
    .insert(surplusPayments)
    .values({
      bookingId: source.bookingId,
      paymentTransactionId: source.paymentTransactionId,
      providerTransactionId: source.providerTransactionId,
      amount: source.amount,
      paymentMethod: source.paymentMethod,
      providerMode: source.providerMode?.slice(0, 40) ?? null,
      phone: source.phone,
      reason,
      status: SURPLUS_INITIAL_STATE,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: surplusPayments.id });
  if (!recorded) return false;
  // In FedaPay's balance, owed back whole (docs/decisions/017).
  await postJournal(
    surplusReceived(source.amount),
    { bookingId: source.bookingId, surplusPaymentId: recorded.id },
    tx,
    now,
  );
  // Given back to the number that paid it, by the payout job.
  await startSurplusRefund(tx, recorded.id, now);
  await announceSurplus(tx, source, reason);
  return true;
}

async function announceSurplus(tx: Database, source: SurplusSource, reason: SurplusReason) {
  const booking = await getBookingWithListing(source.bookingId, tx);
  const reference = booking?.bookingReference ?? source.bookingId;
  const link = "/admin-dashboard?tab=bookings";
  await notifyAdmins(tx, {
    kind: "surplus_payment_owed",
    template: "surplusPaymentOwed",
    args: [reference, source.amount],
    link,
    listingId: booking?.listingId ?? null,
    bookingId: source.bookingId,
  });
  const admins = await tx
    .select({ email: users.email, lang: profiles.lang })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"));
  for (const admin of admins) {
    await queueEmail(tx, {
      to: admin.email,
      template: "surplus-payment-owed",
      params: {
        reference,
        amount: source.amount,
        reason,
        paymentMethod: source.paymentMethod,
        // Masked like every contact detail administrators see; the full number stays on the record.
        phone: maskPhone(source.phone),
        providerTransactionId: source.providerTransactionId,
        dashboardUrl: `${getEnv().publicUrl}${link}`,
      },
      lang: langOrDefault(admin.lang),
      dedupeKey: `surplus-payment:${source.providerTransactionId}:${admin.email}`,
    });
  }
}
