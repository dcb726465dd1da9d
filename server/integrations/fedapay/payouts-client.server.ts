// FedaPay's payouts (fedapay.md §8), through the same request and typed errors as the
// payments (client.server.ts). Like it, this never retries: FedaPay documents no
// idempotency, so a second POST /v1/payouts would be a second payout. The caller stores
// its intent and reference first, and after an unclear answer looks the payout up by that
// reference (findPayoutByReference) before creating anything again.
import { z } from "zod";
import type { MobileOperator } from "#server/db/schema";
import { parse, request, type ClientOptions } from "./client.server";
import { getFedaPayConfig } from "./config.server";
import { wholeAmount } from "./transaction.server";

/**
 * The payout mode for each operator, kept in this one place: which names FedaPay's payouts
 * accept is UNVERIFIED (fedapay.md §8: the collection names, `mtn_open` and `moov`, are
 * used; the SDK's tests show `mtn`). Check once in sandbox before going live.
 */
export const PAYOUT_MODE_OF: Record<MobileOperator, string> = { mtn: "mtn_open", moov: "moov" };

const positiveId = z.union([z.number(), z.string()]).transform((value, context) => {
  const number = typeof value === "number" ? value : /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number <= 0) {
    context.addIssue({ code: "custom", message: `identifiant invalide: ${JSON.stringify(value).slice(0, 40)}` });
    return z.NEVER;
  }
  return number;
});
const optionalText = z.string().nullish().catch(null);

/** What a decision uses is read for sure (id, amount, status); the rest loosely. */
export const payoutSchema = z.looseObject({
  id: positiveId,
  amount: wholeAmount,
  // Kept open: an unknown status reads as still in progress (common/lifecycles/payout.ts).
  status: z.string().min(1),
  reference: optionalText,
  mode: optionalText,
  // `[]` (PHP's empty array) or anything else than an object reads as no metadata.
  custom_metadata: z.record(z.string(), z.unknown()).nullish().catch(null),
  last_error_code: z.union([z.string(), z.number()]).nullish().catch(null),
  last_error_message: optionalText,
  sent_at: optionalText,
  failed_at: optionalText,
  created_at: optionalText,
});
export type FedaPayPayout = z.infer<typeof payoutSchema>;

const payoutWrapper = z.object({ "v1/payout": payoutSchema });
const payoutsWrapper = z.object({ "v1/payouts": z.array(z.unknown()) });
const payoutList = z.object({
  "v1/payouts": z.array(z.unknown()),
  meta: z.looseObject({ next_page: z.number().nullish().catch(null) }).nullish(),
});

export type CreatePayoutInput = {
  /** Whole FCFA. */
  amount: number;
  operator: MobileOperator;
  customer: {
    firstname: string;
    lastname: string;
    email: string;
    phone_number: { number: string; country: "bj" };
  };
  description: string;
  /** Ours: how the payout is found again after a lost answer. */
  customMetadata: { reference: string };
};

export async function createPayout(
  input: CreatePayoutInput,
  config: ClientOptions = getFedaPayConfig(),
): Promise<FedaPayPayout> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new RangeError(`Montant de transfert invalide: ${input.amount} (FCFA entiers attendus)`);
  }
  const body = {
    amount: input.amount,
    currency: { iso: "XOF" },
    mode: PAYOUT_MODE_OF[input.operator],
    customer: input.customer,
    description: input.description,
    custom_metadata: input.customMetadata,
  };
  const json = await request(config, "POST", "/payouts", body);
  // FedaPay answered 2xx: the payout most likely exists even if we cannot read it.
  return parse(payoutWrapper, json, { mayHaveSucceeded: true })["v1/payout"];
}

/** Sends a created payout now, in the Node SDK's shape ({"payouts":[{id}]}); its state after. */
export async function startPayout(id: number, config: ClientOptions = getFedaPayConfig()): Promise<FedaPayPayout> {
  const json = await request(config, "PUT", "/payouts/start", { payouts: [{ id: payoutIdOf(id) }] });
  const [first] = parse(payoutsWrapper, json, { mayHaveSucceeded: true })["v1/payouts"];
  return parse(payoutSchema, first, { mayHaveSucceeded: true });
}

export async function getPayout(id: number, config: ClientOptions = getFedaPayConfig()): Promise<FedaPayPayout> {
  const json = await request(config, "GET", `/payouts/${payoutIdOf(id)}`);
  return parse(payoutWrapper, json)["v1/payout"];
}

/** How many pages (of 100, newest first) are searched for a reference before giving up. */
const MAX_SEARCH_PAGES = 20;

/**
 * The payout carrying our reference in its custom_metadata, or null when none does (FedaPay
 * documents no filter: the list is read newest first). An entry that cannot be read is
 * skipped, never taken for ours.
 */
export async function findPayoutByReference(
  reference: string,
  config: ClientOptions = getFedaPayConfig(),
): Promise<FedaPayPayout | null> {
  for (let page = 1; page <= MAX_SEARCH_PAGES; page += 1) {
    const json = await request(config, "GET", `/payouts?per_page=100&page=${page}`);
    const list = parse(payoutList, json);
    for (const entry of list["v1/payouts"]) {
      const payout = payoutSchema.safeParse(entry);
      if (payout.success && payout.data.custom_metadata?.reference === reference) return payout.data;
    }
    if (!list.meta?.next_page || list["v1/payouts"].length === 0) return null;
  }
  return null;
}

function payoutIdOf(id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`Identifiant de transfert invalide: ${id}`);
  return id;
}
