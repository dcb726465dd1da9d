// One domain's share of what the platform holds about a person: what the data download
// gives them (`export`) and what deleting the account does to it (`erase`, inside the
// deletion's transaction). The registry (registry.server.ts) lists every part; a new domain
// adds one file and one line there (docs/decisions/022-account-deletion.md).
import type { Database } from "#server/db/client.server";

export type PersonalDataPart = {
  /** The key of this part in the downloaded JSON file. */
  name: string;
  export: (userId: string, db: Database) => Promise<unknown>;
  /** Erases or anonymizes; what must be kept (money records, 7 years) is kept without the name. */
  erase: (userId: string, db: Database) => Promise<void>;
};

/** What replaces a deleted person's name wherever a record outlives the account. */
export const DELETED_NAME = "Compte supprimé";

const DELETED_DOMAIN = "@compte-supprime.invalid";

/** An address that can never receive mail (RFC 2606: .invalid), unique per account. */
export function deletedEmail(userId: string) {
  return `supprime-${userId}${DELETED_DOMAIN}`;
}

/** Whether a stored address is a deleted account's placeholder (shown as 'Compte supprimé', never mailed). */
export function isDeletedAccountEmail(email: string | null | undefined) {
  return !!email?.endsWith(DELETED_DOMAIN);
}
