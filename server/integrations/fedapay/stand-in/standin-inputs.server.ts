// The request bodies the stand-in accepts, as FedaPay documents them (fedapay.md §1, §8):
// a customer given whole or by `{id}`, a phone `{number, country}`.
import { z } from "zod";
import { normalizeBeninPhone } from "./checkout-routes.server";
import { findStandInCustomer, insertStandInCustomer, type StandInCustomerRow } from "./standin-customers.server";
import type { StandInCustomer } from "./standin-store.server";

export const requiredText = () => z.string({ message: "est requis" }).trim();

export const phoneSchema = z.object(
  {
    number: requiredText().min(4, "est trop court").max(20, "est trop long"),
    country: requiredText().length(2, "doit être un code pays à 2 lettres"),
  },
  { message: "est invalide" },
);

const byId = z.object({ id: z.number().int().positive() }).strict();

const newCustomer = z.object(
  {
    firstname: requiredText().min(1, "est requis").max(100, "est trop long"),
    lastname: requiredText().min(1, "est requis").max(100, "est trop long"),
    email: z.email("doit être une adresse e-mail"),
    phone_number: phoneSchema.nullish(),
  },
  { message: "est requis" },
);

export type CustomerInput = z.infer<typeof byId> | z.infer<typeof newCustomer>;

/** `{id}` when an id is given, the whole customer otherwise (each field's own message). */
export const customerSchema = z.unknown().transform((value, context): CustomerInput => {
  const schema = value !== null && typeof value === "object" && "id" in value ? byId : newCustomer;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: "custom", message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

/** The stored customer: found by id, or created (FedaPay keeps customers apart). */
export async function resolveCustomer(
  input: CustomerInput,
): Promise<{ row: StandInCustomerRow; snapshot: StandInCustomer } | { error: string }> {
  if ("id" in input) {
    const row = await findStandInCustomer(input.id);
    if (!row) return { error: `customer.id le client ${input.id} n'existe pas` };
    return { row, snapshot: snapshotOf(row) };
  }
  const row = await insertStandInCustomer(input);
  return { row, snapshot: input };
}

function snapshotOf(row: StandInCustomerRow): StandInCustomer {
  return {
    firstname: row.firstname ?? "",
    lastname: row.lastname ?? "",
    email: row.email ?? "",
    phone_number: row.phoneNumber,
  };
}

/**
 * A Benin number as the stand-in keeps it ('+229…'), or null. Only 'bj' numbers are
 * accepted: the stand-in plays a Benin merchant account.
 */
export function beninPhone(phone: { number: string; country: string } | null | undefined): string | null {
  if (!phone || phone.country.toLowerCase() !== "bj") return null;
  return normalizeBeninPhone(phone.number);
}
