// The world of the listing decision tests (server/admin/decide-listing*.test.ts): a database
// emptied before each test, two administrators and a host, and what a decision changed.
import { beforeEach } from "vitest";
import type { DecisionResult } from "#server/admin/decide-listing.server";
import { refusal } from "#server/http/refusals.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { useTestDatabase } from "#tests/support/test-database";

/** The decision's answer as the dashboard shows it: with its message in French. */
export const said = (result: DecisionResult) =>
  result.ok ? result : { ...result, message: refusal("decision", result.error, "fr").message };

export const handle = await useTestDatabase();

export let adminId: string;
export let otherAdminId: string;
export let hostId: string;

beforeEach(async () => {
  await handle.query("DELETE FROM email_outbox");
  await handle.query("DELETE FROM notifications");
  await handle.query("DELETE FROM listings");
  await handle.query("DELETE FROM users");
  adminId = (await createUser({ email: "admin@exemple.bj", fullName: "Rachida Bello", roles: ["admin", "user"] })).id;
  otherAdminId = (await createUser({ email: "admin2@exemple.bj", fullName: "Second Admin", roles: ["admin", "user"] }))
    .id;
  hostId = (await createUser({ email: "hote@exemple.bj", fullName: "Koffi Agbossou", roles: ["host", "user"] })).id;
});

export const pendingListing = (title = "Villa Ocean Ouidah") =>
  createListing({ userId: hostId, title, status: "pending" });

export async function state(listingId: string) {
  const [listing] = await handle.query<{ status: string; rejection_reason: string | null }>(
    "SELECT status, rejection_reason FROM listings WHERE id = $1",
    [listingId],
  );
  const decisions = await handle.query<{ admin_id: string; decision: string; reason: string | null; created_at: Date }>(
    "SELECT admin_id, decision, reason, created_at FROM listing_decisions WHERE listing_id = $1",
    [listingId],
  );
  const notifications = await handle.query<{
    user_id: string;
    kind: string;
    title: string;
    message: string;
    link: string;
  }>("SELECT user_id, kind, title, message, link FROM notifications WHERE listing_id = $1 ORDER BY user_id", [
    listingId,
  ]);
  const emails = await handle.query<{
    to_address: string;
    template: string;
    subject: string;
    text_body: string;
    html_body: string;
    status: string;
  }>("SELECT to_address, template, subject, text_body, html_body, status FROM email_outbox");
  return { listing: listing!, decisions, notifications, emails };
}
