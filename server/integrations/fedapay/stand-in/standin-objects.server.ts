// The objects the stand-in answers with, shaped as FedaPay's (reference fedapay.md §1, §8):
// `customer_id` and `currency_id` always, the `customer` and `currency` objects only when
// the request's `include=` asks; the fee fields; every `*_at`.
import { getEnv } from "#server/env.server";
import { STANDIN_PATH } from "#server/integrations/fedapay/config.server";
import { toCustomerObject, type StandInCustomerRow } from "./standin-customers.server";
import type { StandInPayoutRow } from "./standin-payouts.server";
import type { StandInRow } from "./standin-store.server";

/**
 * The id of XOF in the stand-in. Exported for the stand-in's own tests only: the product
 * must not rely on FedaPay's numbering (it may differ between sandbox and live).
 */
export const STANDIN_XOF_CURRENCY_ID = 1;

/**
 * Fees as in the one real answer on record (fedapay.md §4: 100 XOF by Moov, commission
 * "0.018", fees 2, amount_debited 102): the payer pays them on top. The real rates are
 * undocumented; the point is that amount, amount_debited and amount_transferred differ.
 */
export const COMMISSION_RATE = "0.018";
const APPLY_FEES_TO_MERCHANT = false;

export function feesFor(amount: number) {
  const fees = Math.ceil((amount * 18) / 1000);
  return {
    commission: COMMISSION_RATE,
    fees,
    fixed_commission: 0,
    apply_fees_to_merchant: APPLY_FEES_TO_MERCHANT,
    amount_debited: APPLY_FEES_TO_MERCHANT ? amount : amount + fees,
    amount_transferred: APPLY_FEES_TO_MERCHANT ? amount - fees : amount,
  };
}

export type Include = { customer?: StandInCustomerRow | null; currency?: boolean };

/** `include=customer,currency` as a set of names (anything else is ignored, as FedaPay does). */
export function parseInclude(value: unknown): Set<string> {
  const text = typeof value === "string" ? value : Array.isArray(value) ? value.join(",") : "";
  return new Set(
    text
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

export function currencyObject() {
  return {
    klass: "v1/currency",
    id: STANDIN_XOF_CURRENCY_ID,
    name: "FCFA",
    iso: "XOF",
    code: 952,
    prefix: null,
    suffix: "CFA",
    div: 1,
    default: true,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The money was taken: the fee fields and the receipt are known. */
const PAID = new Set([
  "approved",
  "transferred",
  "refunded",
  "approved_partially_refunded",
  "transferred_partially_refunded",
]);

/** The object FedaPay's API returns inside {"v1/transaction": …}. */
export function toFedaPayObject(row: StandInRow, include: Include = {}) {
  const paid = PAID.has(row.status);
  const fees = feesFor(row.amount);
  return {
    klass: "v1/transaction",
    id: row.id,
    reference: row.reference,
    transaction_key: row.transactionKey,
    amount: row.amount,
    description: row.description,
    callback_url: row.callbackUrl,
    status: row.status,
    customer_id: row.customerId,
    currency_id: STANDIN_XOF_CURRENCY_ID,
    mode: row.mode,
    operation: "payment",
    metadata: { paid_phone_number: row.payerPhone },
    custom_metadata: row.customMetadata,
    commission: fees.commission,
    fees: paid ? fees.fees : 0,
    fixed_commission: fees.fixed_commission,
    amount_transferred: paid ? fees.amount_transferred : null,
    amount_debited: paid ? fees.amount_debited : null,
    receipt_url: paid && row.token ? `${getEnv().publicUrl}${STANDIN_PATH}/checkout/${row.token}` : null,
    approved_at: iso(row.approvedAt),
    declined_at: iso(row.declinedAt),
    canceled_at: iso(row.canceledAt),
    refunded_at: iso(row.refundedAt),
    transferred_at: iso(row.transferredAt),
    last_error_code: row.lastErrorCode,
    last_error_message: row.lastErrorMessage,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    ...(include.customer ? { customer: toCustomerObject(include.customer) } : {}),
    ...(include.currency ? { currency: currencyObject() } : {}),
  };
}

/** FedaPay's list meta (the SDK and the docs show these six). */
export function listMeta(page: number, perPage: number, totalCount: number) {
  const totalPages = Math.max(1, Math.ceil(totalCount / perPage));
  return {
    current_page: page,
    next_page: page < totalPages ? page + 1 : null,
    prev_page: page > 1 ? page - 1 : null,
    total_pages: totalPages,
    total_count: totalCount,
    per_page: perPage,
  };
}

/** ?page=&per_page= read leniently: FedaPay's defaults are undocumented (25 here, 100 at most). */
export function readPaging(query: Record<string, unknown>) {
  const number = (value: unknown, fallback: number) =>
    typeof value === "string" && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : fallback;
  const page = number(query.page, 1);
  const perPage = Math.min(100, number(query.per_page, 25));
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The object FedaPay's API returns inside {"v1/payout": …} (fedapay.md §8). */
export function toPayoutObject(row: StandInPayoutRow, include: Include = {}) {
  return {
    klass: "v1/payout",
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    description: row.description,
    status: row.status,
    customer_id: row.customerId,
    currency_id: STANDIN_XOF_CURRENCY_ID,
    balance_id: 1,
    mode: row.mode,
    metadata: { phone_number: row.phone },
    custom_metadata: row.customMetadata,
    // Payout fees are undocumented: none in the stand-in.
    commission: "0",
    fees: 0,
    fixed_commission: 0,
    amount_transferred: row.amount,
    amount_debited: row.amount,
    last_error_code: row.lastErrorCode,
    last_error_message: row.lastErrorMessage,
    scheduled_at: iso(row.scheduledAt),
    started_at: iso(row.startedAt),
    sent_at: iso(row.sentAt),
    failed_at: iso(row.failedAt),
    deleted_at: null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    ...(include.customer ? { customer: toCustomerObject(include.customer) } : {}),
    ...(include.currency ? { currency: currencyObject() } : {}),
  };
}
