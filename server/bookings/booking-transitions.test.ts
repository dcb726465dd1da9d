// The declared lifecycle (common/lifecycles/booking.ts) as the database applies it: every
// transition tried from every state and by every actor through transition(), its calendar
// and its declared effects checked, and the expiry job running expireHold's effects.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import {
  BOOKING_ACTORS,
  BOOKING_EFFECTS,
  BOOKING_EVENTS,
  BOOKING_STATES,
  canFire,
  holdsDates,
  mayFire,
  ruleOf,
  type BookingState,
} from "#common/lifecycles/booking";
import { getDb } from "#server/db/client.server";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { EFFECT_HANDLERS } from "./booking-effects.server";
import { ForbiddenTransitionError, transition } from "./booking-lifecycle.server";
import { releaseExpiredHolds } from "./release-expired-holds.server";

const handle = await useTestDatabase();
const today = todayInBenin();
const states = Object.entries(BOOKING_STATES) as [string, BookingState][];
let listingId: string;
let travelerId: string;
let nextStart = 20;

beforeAll(async () => {
  const hostId = (await createUser({ roles: ["user", "host"] })).id;
  travelerId = (await createUser({ email: "aicha@exemple.bj" })).id;
  listingId = (await createListing({ userId: hostId })).id;
});

/** A booking in `state` on dates of its own, with a calendar row only if the state holds its dates. */
async function bookingIn(state: BookingState) {
  const startDate = addDays(today, nextStart);
  nextStart += 3;
  const booking = await createBooking({
    listingId,
    userId: travelerId,
    startDate,
    endDate: addDays(startDate, 2),
    ...state,
  });
  if (!holdsDates(state)) await handle.query("DELETE FROM listing_calendar WHERE booking_id = $1", [booking.id]);
  // An access-instructions e-mail waiting in the outbox, for the withdrawal to find.
  await handle.query(
    `INSERT INTO email_outbox (to_address, subject, text_body, template, dedupe_key, status)
     VALUES ('aicha@exemple.bj', 'Accès', 'x', 'booking-access-instructions', $1, 'queued')`,
    [`booking-access:${booking.id}`],
  );
  return booking;
}

async function stored(id: string) {
  const [row] = await handle.query<{ status: string; payment_status: string }>(
    "SELECT status, payment_status FROM bookings WHERE id = $1",
    [id],
  );
  const calendar = await handle.query("SELECT id FROM listing_calendar WHERE booking_id = $1", [id]);
  const access = await handle.query("SELECT id FROM email_outbox WHERE dedupe_key = $1", [`booking-access:${id}`]);
  return {
    state: { status: row!.status, paymentStatus: row!.payment_status },
    holdsDates: calendar.length === 1,
    accessQueued: access.length === 1,
  };
}

describe(`every booking transition through the database (${databaseKind})`, () => {
  it("has a handler for every effect a transition may declare", () => {
    expect(Object.keys(EFFECT_HANDLERS).sort()).toEqual([...BOOKING_EFFECTS].sort());
  });

  it("refuses every actor a transition does not name, and moves nothing", async () => {
    let refusals = 0;
    for (const event of BOOKING_EVENTS) {
      for (const actor of BOOKING_ACTORS.filter((candidate) => !mayFire(event, candidate))) {
        const booking = await bookingIn(ruleOf(event).from[0]!);
        const before = await stored(booking.id);
        await expect(
          getDb().transaction((tx) => transition(tx, booking.id, event, actor)),
          `${actor} ${event}`,
        ).rejects.toThrow(ForbiddenTransitionError);
        expect(await stored(booking.id)).toEqual(before);
        refusals += 1;
      }
    }
    expect(refusals).toBe(BOOKING_EVENTS.length * BOOKING_ACTORS.length - BOOKING_EVENTS.length);
  });

  it.each(BOOKING_EVENTS)(
    "%s moves a booking from each declared source only, keeps the calendar and runs its effects",
    async (event) => {
      const rule = ruleOf(event);
      const actor = rule.by[0]!;
      for (const [name, state] of states) {
        const booking = await bookingIn(state);
        const before = await stored(booking.id);
        const moved = await getDb().transaction((tx) => transition(tx, booking.id, event, actor));
        const after = await stored(booking.id);
        if (!canFire(event, state)) {
          expect(moved, `${event} from ${name}`).toBeNull();
          expect(after, `${event} from ${name}`).toEqual(before);
          continue;
        }
        expect(moved, `${event} from ${name}`).toMatchObject(rule.to);
        expect(after.state, `${event} from ${name}`).toEqual(rule.to);
        expect(after.holdsDates, `${event} from ${name}`).toBe(holdsDates(rule.to));
        if (rule.effects.includes("withdrawAccessInstructions")) expect(after.accessQueued).toBe(false);
      }
    },
  );

  it("confirmPayment's effects announce the booking: confirmation e-mails and notifications", async () => {
    const booking = await bookingIn(BOOKING_STATES.onHold);
    await getDb().transaction((tx) => transition(tx, booking.id, "confirmPayment", "system"));
    const mails = await handle.query<{ template: string }>(
      "SELECT template FROM email_outbox WHERE dedupe_key LIKE $1 ORDER BY template",
      [`%:${booking.id}`],
    );
    expect(mails.map((mail) => mail.template)).toEqual([
      "booking-access-instructions",
      "booking-confirmed",
      "booking-host-new",
    ]);
    const notes = await handle.query<{ kind: string }>(
      "SELECT kind FROM notifications WHERE booking_id = $1 ORDER BY kind",
      [booking.id],
    );
    expect(notes.map((note) => note.kind)).toEqual(["booking_confirmed", "booking_received"]);
  });

  it("the expiry job runs expireHold's declared effects for each hold it ends", async () => {
    const booking = await bookingIn(BOOKING_STATES.onHold);
    await handle.query("UPDATE bookings SET hold_expires_at = $2 WHERE id = $1", [
      booking.id,
      new Date(Date.now() - 60_000),
    ]);
    expect(await releaseExpiredHolds()).toBe(1);
    expect(await stored(booking.id)).toEqual({
      state: BOOKING_STATES.expired,
      holdsDates: false,
      accessQueued: false,
    });
  });
});
