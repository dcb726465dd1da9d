// The world of the administrators' dashboard tests: a database emptied before each test,
// an administrator, a traveler and a host signed in, and the route's loader and action
// called as React Router calls them.
import { beforeAll, beforeEach } from "vitest";
import { action, loader } from "#app/routes/admin-dashboard";
import { createListing } from "#server/seed/factories.server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { formRequest, pageRequest } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";

export const handle = await useTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
export const loaderArgs = (request: Request) => routeArgs<LoaderArgs>(request);
export const actionArgs = (request: Request) => routeArgs<ActionArgs>(request);
export const settle = (promise: Promise<unknown>) => promise.catch((thrown: unknown) => thrown);

export type Answer = {
  data: Record<string, unknown> & { toast: { title: string; description?: string } };
  init: { status: number };
};
export async function post(fields: Record<string, string>, cookie?: string, path = "/admin-dashboard") {
  return (await settle(action(actionArgs(formRequest(path, fields, cookie ? { cookie } : {}))))) as Answer;
}
export async function load(query: string, cookie: string, path = "/admin-dashboard") {
  const result = (await loader(loaderArgs(pageRequest(`${path}${query}`, { cookie })))) as unknown;
  // A successful read is returned as is; a failed one is wrapped by data() with its status.
  return (result as { data?: unknown }).data
    ? (result as { data: Record<string, unknown> }).data
    : (result as Record<string, unknown>);
}

export let admin: { userId: string; cookie: string };
export let traveler: { userId: string; cookie: string };
export let host: { userId: string; cookie: string };

beforeAll(async () => {
  admin = await signedInUser("admin@exemple.bj", { name: "Rachida Bello", roles: ["admin"] });
  traveler = await signedInUser("voyageur@exemple.bj", { name: "Aïcha Dossou" });
  host = await signedInUser("hote@exemple.bj", { name: "Koffi Agbossou", roles: ["host"] });
});

beforeEach(async () => {
  await handle.query("DELETE FROM email_outbox");
  await handle.query("DELETE FROM notifications");
  await handle.query("DELETE FROM contact_messages");
  // The ledger is append-only (no DELETE): a test's money goes with TRUNCATE.
  await handle.query("TRUNCATE ledger_entries, payout_items, payouts");
  await handle.query("DELETE FROM bookings");
  await handle.query("DELETE FROM listings");
});

export const pending = (title = "Case d'hôtes à Tanguiéta") =>
  createListing({ userId: host.userId, title, status: "pending" });

/** Everything a decision would change, to prove that a refused request changed nothing. */
export async function snapshot() {
  return handle.query(
    `SELECT (SELECT json_agg(json_build_object('id', id, 'status', status, 'reason', rejection_reason) ORDER BY id) FROM listings) AS listings,
            (SELECT count(*)::int FROM listing_decisions) AS decisions,
            (SELECT count(*)::int FROM notifications) AS notifications,
            (SELECT json_agg(status ORDER BY id) FROM email_outbox) AS emails,
            (SELECT json_agg(handled_at ORDER BY id) FROM contact_messages) AS messages`,
  );
}
