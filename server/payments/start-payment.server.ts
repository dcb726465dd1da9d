// Starting a mobile-money payment: the server
// renews the booking's hold (an expired booking must win its dates back first; a stay
// already begun or a booking out of attempts is refused: paymentBlock), creates
// the FedaPay transaction for the stored total, records it, asks for the checkout token
// and hands back the URL the browser goes to. A booking has one open checkout at a time:
// a quick repeat gets the same one; otherwise the previous one is read back from FedaPay
// first (paid meanwhile, the booking is paid: nothing new is created) and, once the new
// one is recorded, marked superseded: FedaPay cannot cancel it for us, so its approval,
// if it ever comes, is recorded as a surplus owed back to the payer.
import { and, desc, eq, gt, isNotNull, isNull, ne } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { DEFAULT_LANG, type Lang } from "#common/i18n";
import { HOLD_MINUTES, isOnHold, isPaid, isRequested, paymentBlock } from "#common/lifecycles/booking";
import { travelerTotal } from "#common/line-items";
import { transition } from "#server/bookings/booking-lifecycle.server";
import { getOwnBooking } from "#server/bookings/booking-queries.server";
import { EXCLUSION_VIOLATION, pgErrorCode } from "#server/bookings/pg-errors.server";
import { getDb } from "#server/db/client.server";
import { paymentTransactions } from "#server/db/schema";
import { siteLink } from "#server/emails/site-links.server";
import {
  createToken,
  createTransaction,
  FedaPayError,
  getTransaction,
} from "#server/integrations/fedapay/client.server";
import { log } from "#server/observability/log.server";
import { applyProviderTransaction } from "./apply-provider-status.server";
import { normalizeBeninMobile } from "./benin-phone.server";
import { withPaymentStart } from "./payment-start-claim.server";

export type PaymentMethod = "mtn" | "moov";

export type StartPaymentResult =
  | { ok: true; url: string }
  | {
      ok: false;
      reason:
        | "method_required"
        | "invalid_phone"
        | "not_found"
        | "already_paid"
        | "not_payable"
        | "dates_past"
        | "too_many_attempts"
        | "dates_taken"
        | "awaiting_host"
        | "provider_down"
        | "provider_error"
        | "no_checkout_url";
    };

/** A checkout this recent, same method and number, is handed back rather than duplicated. */
export const CHECKOUT_REUSE_MS = 2 * 60_000;

/**
 * A double click on "Payer" sends two posts at once, which a balancer may hand to two
 * processes: the second waits for the first's claim in the database (payment_starts,
 * payment-start-claim.server.ts) and then finds its checkout (below).
 */
export async function startPayment(
  /** `lang`: the payment page's language, where FedaPay sends the payer back (default French). */
  input: { bookingId: string; userId: string; method: string; phone: string; lang?: Lang },
  options: { now?: Date } = {},
): Promise<StartPaymentResult> {
  // Refusals that need no database come first: a bad form claims nothing.
  const method = input.method === "mtn" || input.method === "moov" ? input.method : null;
  if (!method) return { ok: false, reason: "method_required" };
  if (!normalizeBeninMobile(input.phone)) return { ok: false, reason: "invalid_phone" };
  return withPaymentStart(input.bookingId, input.userId, () => startPaymentNow(input, options));
}

async function startPaymentNow(
  input: { bookingId: string; userId: string; method: string; phone: string; lang?: Lang },
  { now = clockNow() }: { now?: Date } = {},
): Promise<StartPaymentResult> {
  const method = input.method === "mtn" || input.method === "moov" ? input.method : null;
  if (!method) return { ok: false, reason: "method_required" };
  const phone = normalizeBeninMobile(input.phone);
  if (!phone) return { ok: false, reason: "invalid_phone" };

  const booking = await getOwnBooking(input.bookingId, input.userId);
  if (!booking) return { ok: false, reason: "not_found" };
  if (isPaid(booking)) return { ok: false, reason: "already_paid" };
  // A request to book is paid once its host accepted it (docs/decisions/026).
  if (isRequested(booking)) return { ok: false, reason: "awaiting_host" };
  // The second post of a double click (or a quick retry): the same checkout, not a new charge.
  const recent = isOnHold(booking) ? await recentCheckout(booking.id, method, phone, now) : null;
  if (recent) return { ok: true, url: recent };
  // The checkout about to be replaced may have been paid while its webhook was lost.
  const previous = await settleOpenCheckouts(booking.id, now);
  if (previous === "unavailable") return { ok: false, reason: "provider_down" };
  const settled = await getOwnBooking(booking.id, input.userId);
  if (!settled) return { ok: false, reason: "not_found" };
  if (isPaid(settled)) return { ok: false, reason: "already_paid" };
  const blocked = paymentBlock(booking, now);
  if (blocked) return { ok: false, reason: blocked };

  // Thirty fresh minutes to pay; for an expired booking the calendar decides (23P01). A
  // request the host accepted keeps the rest of its 12 h when that is longer.
  const fresh = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const current = isOnHold(booking) && booking.holdExpiresAt ? new Date(booking.holdExpiresAt) : null;
  const holdExpiresAt = current && current > fresh ? current : fresh;
  try {
    const renewed = await getDb().transaction((tx) =>
      transition(tx, booking.id, "renewHold", "traveler", { holdExpiresAt }, { now }),
    );
    if (!renewed) return { ok: false, reason: "not_payable" };
  } catch (error) {
    if (pgErrorCode(error) === EXCLUSION_VIOLATION) {
      return { ok: false, reason: "dates_taken" };
    }
    throw error;
  }

  const traveler = booking.travelerInfo;
  const amount = travelerTotal(booking.lineItems);
  let transactionId: number;
  try {
    const transaction = await createTransaction({
      description: `Réservation ${booking.bookingReference} – ${booking.listingTitle}`.slice(0, 255),
      amount,
      currency: "XOF",
      callbackUrl: siteLink(`/payment-success?booking_id=${booking.id}`, input.lang ?? DEFAULT_LANG),
      customer: {
        firstname: traveler.firstName.slice(0, 100),
        lastname: traveler.lastName.slice(0, 100),
        email: traveler.email,
        phone_number: { number: phone, country: "bj" },
      },
      customMetadata: { booking_reference: booking.bookingReference, booking_id: booking.id },
    });
    transactionId = transaction.id;
    await getDb().transaction(async (tx) => {
      const [created] = await tx
        .insert(paymentTransactions)
        .values({
          bookingId: booking.id,
          providerTransactionId: String(transaction.id),
          providerReference: transaction.reference ?? null,
          amount,
          currency: "XOF",
          paymentMethod: method,
          phone,
          status: transaction.status,
        })
        .returning({ id: paymentTransactions.id });
      // The new checkout is the booking's only open one (also against another process's).
      await tx
        .update(paymentTransactions)
        .set({ supersededAt: now, updatedAt: now })
        .where(
          and(
            eq(paymentTransactions.bookingId, booking.id),
            ne(paymentTransactions.id, created!.id),
            isNull(paymentTransactions.supersededAt),
          ),
        );
    });
  } catch (error) {
    return providerFailure(error, "create");
  }

  try {
    const { url } = await createToken(transactionId);
    await getDb()
      .update(paymentTransactions)
      .set({ checkoutUrl: url, updatedAt: clockNow() })
      .where(eq(paymentTransactions.providerTransactionId, String(transactionId)));
    return { ok: true, url };
  } catch (error) {
    return providerFailure(error, "token");
  }
}

function providerFailure(error: unknown, step: "create" | "token"): StartPaymentResult {
  if (!(error instanceof FedaPayError)) throw error;
  log("payments").error({ err: error }, `FedaPay (${step})`);
  if (step === "token") return { ok: false, reason: "no_checkout_url" };
  if (error.kind === "unavailable") {
    return { ok: false, reason: "provider_down" };
  }
  return { ok: false, reason: "provider_error" };
}

/** The checkout URL of this booking's last transaction if it is fresh, pending and the same method and number. */
async function recentCheckout(bookingId: string, method: PaymentMethod, phone: string, now: Date) {
  const [latest] = await getDb()
    .select({
      checkoutUrl: paymentTransactions.checkoutUrl,
      status: paymentTransactions.status,
      method: paymentTransactions.paymentMethod,
      phone: paymentTransactions.phone,
    })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.bookingId, bookingId),
        isNotNull(paymentTransactions.checkoutUrl),
        gt(paymentTransactions.createdAt, new Date(now.getTime() - CHECKOUT_REUSE_MS)),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1);
  if (!latest || latest.status !== "pending" || latest.method !== method || latest.phone !== phone) return null;
  return latest.checkoutUrl;
}

/**
 * Reads the booking's open checkouts back from FedaPay and applies the answers, before a
 * new one replaces them. "unavailable": FedaPay could not be asked; creating a second
 * transaction without knowing what became of the first is what this step avoids.
 */
async function settleOpenCheckouts(bookingId: string, now: Date): Promise<"settled" | "unavailable"> {
  const open = await getDb()
    .select({ providerTransactionId: paymentTransactions.providerTransactionId })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.bookingId, bookingId),
        eq(paymentTransactions.status, "pending"),
        isNull(paymentTransactions.supersededAt),
        isNotNull(paymentTransactions.providerTransactionId),
      ),
    );
  for (const { providerTransactionId } of open) {
    try {
      await applyProviderTransaction(await getTransaction(Number(providerTransactionId)), { now });
    } catch (error) {
      if (!(error instanceof FedaPayError)) throw error;
      // FedaPay does not know it (404): nothing was paid through it.
      if (error.kind === "not_found") continue;
      log("payments").warn({ err: error }, "paiement précédent non vérifiable");
      return "unavailable";
    }
  }
  return "settled";
}
