// Money out to the person: the payout account (a host's mobile-money number), deleted with
// the account, and the payouts sent to them (earnings, refunds), kept as money records.
// A payout already sent or failed loses the holder's name; one still in progress keeps the
// name and number FedaPay is paying (the deletion refuses while a host payout is in
// progress; refunds started by the deletion itself finish to the number that paid).
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { payoutAccounts, payouts } from "#server/db/schema";
import { DELETED_NAME, type PersonalDataPart } from "./part.server";

export const payoutAccountPart: PersonalDataPart = {
  name: "payoutAccount",
  async export(userId: string, db: Database) {
    const [row] = await db
      .select({
        operator: payoutAccounts.operator,
        phone: payoutAccounts.phone,
        holderName: payoutAccounts.holderName,
        updatedAt: payoutAccounts.updatedAt,
      })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId));
    return row ?? null;
  },
  async erase(userId: string, db: Database) {
    await db.delete(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  },
};

export const payoutsPart: PersonalDataPart = {
  name: "payouts",
  async export(userId: string, db: Database) {
    return db
      .select({
        reference: payouts.reference,
        purpose: payouts.purpose,
        amount: payouts.amount,
        operator: payouts.operator,
        phone: payouts.phone,
        holderName: payouts.holderName,
        status: payouts.status,
        sentAt: payouts.sentAt,
        createdAt: payouts.createdAt,
      })
      .from(payouts)
      .where(eq(payouts.userId, userId))
      .orderBy(desc(payouts.createdAt));
  },
  async erase(userId: string, db: Database) {
    await db
      .update(payouts)
      .set({ holderName: DELETED_NAME })
      .where(and(eq(payouts.userId, userId), inArray(payouts.status, ["sent", "failed"])));
  },
};
