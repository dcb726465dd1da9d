// The world of the booking and payment pages' tests: a database, the FedaPay stand-in with
// our webhook (real HTTP), a traveler, another traveler, a host and a listing, and a way
// to call a route's loader or action as React Router does.
import { beforeAll } from "vitest";
import * as property from "#app/routes/property";
import { addDays, todayInBenin } from "#common/dates";
import { createListing } from "#server/seed/factories.server";
import { bookingForm as bookingFields } from "#tests/support/booking-form";
import { startPaymentServer } from "#tests/support/payment-server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { formRequest } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";

export const handle = await useTestDatabase();
await startPaymentServer();
export const today = todayInBenin();

export const call = <T>(fn: (args: never) => Promise<T>, request: Request, params: Record<string, string> = {}) =>
  fn(routeArgs<never>(request, params)).catch((thrown: unknown) => thrown);
export const body = (result: unknown) => (result as { data: Record<string, unknown> }).data;
export const location = (result: unknown) => (result as Response).headers.get("location");

export let traveler: { userId: string; cookie: string };
export let other: { userId: string; cookie: string };
export let host: { userId: string; cookie: string };
export let listingId: string;

beforeAll(async () => {
  traveler = await signedInUser("voyageuse@exemple.bj", { name: "Aïcha Dossou" });
  other = await signedInUser("autre@exemple.bj");
  host = await signedInUser("hote@exemple.bj", { roles: ["host"] });
  listingId = (await createListing({ userId: host.userId, price: 30_000, maxGuests: 4, title: "Villa Océane" })).id;
});

export async function holdOf(bookingId: string) {
  const [row] = await handle.query<{ hold_expires_at: Date | null; status: string }>(
    "SELECT hold_expires_at, status FROM bookings WHERE id = $1",
    [bookingId],
  );
  return row!;
}

export const bookingForm = (overrides: Record<string, string> = {}) =>
  bookingFields(addDays(today, 10), addDays(today, 13), {
    guests: "2",
    travelerEmail: "voyageuse@exemple.bj",
    ...overrides,
  });

export async function book(overrides: Record<string, string> = {}) {
  const result = await call(
    property.action,
    formRequest(`/property/${listingId}`, bookingForm(overrides), { cookie: traveler.cookie }),
    { id: listingId },
  );
  return body(result) as {
    created?: { bookingId: string; totalPrice: number; bookingReference: string };
    toast?: { title: string; description: string };
  };
}
