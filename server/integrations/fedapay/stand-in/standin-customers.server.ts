// The stand-in's customers: FedaPay keeps a customer apart from its transactions and
// payouts, which carry its `customer_id` (the object is nested only when `include` asks).
import { eq } from "drizzle-orm";
import { bigserial, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { now as clockNow } from "#common/clock";
import { getDb } from "#server/db/client.server";

export const standInCustomers = pgTable("fedapay_standin_customers", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  firstname: text("firstname"),
  lastname: text("lastname"),
  email: text("email"),
  phoneNumber: jsonb("phone_number").$type<StandInPhone | null>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

export type StandInPhone = { number: string; country: string };
export type StandInCustomerRow = typeof standInCustomers.$inferSelect;
export type NewCustomer = {
  firstname: string;
  lastname: string;
  email: string;
  phone_number?: StandInPhone | null;
};

export async function insertStandInCustomer(customer: NewCustomer, now = clockNow()): Promise<StandInCustomerRow> {
  const [row] = await getDb()
    .insert(standInCustomers)
    .values({
      firstname: customer.firstname,
      lastname: customer.lastname,
      email: customer.email,
      phoneNumber: customer.phone_number ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function findStandInCustomer(id: number): Promise<StandInCustomerRow | undefined> {
  const [row] = await getDb().select().from(standInCustomers).where(eq(standInCustomers.id, id));
  return row;
}

/** `{klass: "v1/customer", …}`: what `include=customer` nests (the SDK makes it a Customer). */
export function toCustomerObject(row: StandInCustomerRow) {
  return {
    klass: "v1/customer",
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    full_name: [row.firstname, row.lastname].filter(Boolean).join(" "),
    email: row.email,
    phone_number: row.phoneNumber,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
