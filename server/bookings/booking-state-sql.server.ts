// A set of booking states (common/lifecycles/booking.ts) as a SQL condition on the two
// columns, so that a query asks the lifecycle's question rather than listing statuses.
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { BookingState, BookingStatus, PaymentStatus } from "#common/lifecycles/booking";
import { bookings } from "#server/db/schema";

export function inStates(states: readonly BookingState[]): SQL {
  const byPayment = new Map<PaymentStatus, BookingStatus[]>();
  for (const { status, paymentStatus } of states)
    byPayment.set(paymentStatus, [...(byPayment.get(paymentStatus) ?? []), status]);
  const clauses = [...byPayment].map(([paymentStatus, statuses]) =>
    and(eq(bookings.paymentStatus, paymentStatus), inArray(bookings.status, statuses)),
  );
  return or(...clauses)!;
}
