// A host's payout account: the mobile-money number their earnings are sent to (decisions,
// "Money goes out as reliably as it comes in"). Setting or changing it needs the password
// typed recently (server/accounts/recent-password.server.ts), is e-mailed to the host, and a
// change holds the host's payouts 48 h (payouts_held_until, read by the payout planning):
// a stolen session alone cannot send a host's money elsewhere unnoticed.
import { eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { payoutAccountHeldUntil } from "#common/money-out";
import {
  formatBeninNumber,
  validatePayoutAccount,
  type PayoutAccountFields,
  type PayoutAccountProblems,
} from "#common/rules/payout-account";
import { requireRecentPassword } from "#server/accounts/recent-password.server";
import { recipientLang } from "#server/accounts/recipient-lang.server";
import type { SessionUser } from "#server/accounts/session-user.server";
import { getDb, type Database } from "#server/db/client.server";
import { payoutAccounts } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
import { getEnv } from "#server/env.server";
import { normalizeBeninMobile } from "#server/payments/benin-phone.server";

export type PayoutAccountView = {
  operator: "mtn" | "moov";
  phone: string;
  holderName: string;
  payoutsHeldUntil: string | null;
};

/** The host's account as the page shows it; the hold only while it runs. */
export async function getPayoutAccount(
  userId: string,
  now = clockNow(),
  db: Database = getDb(),
): Promise<PayoutAccountView | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  if (!row) return null;
  const held = row.payoutsHeldUntil && row.payoutsHeldUntil > now ? row.payoutsHeldUntil.toISOString() : null;
  return { operator: row.operator, phone: row.phone, holderName: row.holderName, payoutsHeldUntil: held };
}

export type SavePayoutAccountResult =
  | { ok: true; change: "created" | "changed" | "unchanged"; heldUntil: Date | null }
  | { ok: false; reason: "invalid_fields"; problems: PayoutAccountProblems }
  | { ok: false; reason: "password_confirmation_required"; problems: object };

/**
 * Sets or changes the account. The fields first (nothing written on a bad one), then the
 * password typed recently, then one transaction: the row (locked, so two changes at once
 * cannot both skip the hold) and the e-mail to the host.
 */
export async function savePayoutAccount(
  user: Pick<SessionUser, "id" | "email" | "passwordConfirmedAt">,
  fields: PayoutAccountFields,
  { now = clockNow() }: { now?: Date } = {},
): Promise<SavePayoutAccountResult> {
  const checked = validatePayoutAccount(fields);
  if (!checked.ok) return { ok: false, reason: "invalid_fields", problems: checked.problems };
  // The numbering plan (libphonenumber's metadata), on the server only: a real Benin mobile.
  if (normalizeBeninMobile(checked.value.phone) !== checked.value.phone) {
    return { ok: false, reason: "invalid_fields", problems: { phone: { code: "phone" } } };
  }
  const confirmed = requireRecentPassword(user, now.getTime());
  if (!confirmed.ok) return confirmed;
  const account = checked.value;

  return getDb().transaction(async (tx) => {
    const [current] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id)).for("update");
    const same =
      current &&
      current.operator === account.operator &&
      current.phone === account.phone &&
      current.holderName === account.holderName;
    if (same) return { ok: true as const, change: "unchanged" as const, heldUntil: null };
    const heldUntil = current ? payoutAccountHeldUntil(now) : null;
    if (current) {
      await tx
        .update(payoutAccounts)
        .set({ ...account, payoutsHeldUntil: heldUntil, updatedAt: now })
        .where(eq(payoutAccounts.userId, user.id));
    } else {
      await tx.insert(payoutAccounts).values({ userId: user.id, ...account, createdAt: now, updatedAt: now });
    }
    await queueEmail(tx as unknown as Database, {
      to: user.email,
      template: "payout-account-changed",
      params: {
        phone: formatBeninNumber(account.phone),
        operator: account.operator,
        heldUntil: heldUntil ? heldUntil.toISOString() : null,
        earningsUrl: `${getEnv().publicUrl}/earnings`,
      },
      lang: await recipientLang(user.id, tx as unknown as Database),
    });
    return { ok: true as const, change: current ? ("changed" as const) : ("created" as const), heldUntil };
  });
}
