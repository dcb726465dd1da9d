// What administrators did (migration 0021): one row per action, never changed.
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const ADMIN_ACTION_KINDS = [
  "unpublish_listing",
  "republish_listing",
  "suspend_account",
  "reinstate_account",
  "grant_role",
  "remove_role",
  "cancel_booking",
] as const;
export type AdminActionKind = (typeof ADMIN_ACTION_KINDS)[number];
export type AdminActionTarget = "listing" | "account" | "booking";

export const adminActions = pgTable(
  "admin_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: text("admin_id").notNull(),
    action: text("action", { enum: ADMIN_ACTION_KINDS }).notNull(),
    targetKind: text("target_kind", { enum: ["listing", "account", "booking"] }).notNull(),
    targetId: text("target_id").notNull(),
    detail: text("detail"),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("admin_actions_target_idx").on(table.targetKind, table.targetId, table.createdAt)],
);
