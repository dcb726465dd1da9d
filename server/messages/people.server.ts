// The names and phone numbers the messages pages show: the profile's name (else the
// account's), the profile's phone (else, for a traveler, the one given on a paid booking).
import { and, desc, eq, inArray } from "drizzle-orm";
import { BOOKING_STATES } from "#common/lifecycles/booking";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, listings, profiles, users } from "#server/db/schema";

export async function namesOf(ids: (string | null)[], db: Database = getDb()): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.fullName?.trim() || row.name]));
}

/** The phone a person gave: their profile's, else (a traveler) the latest paid booking's with this host. */
export async function phoneOf(
  userId: string,
  side: "traveler" | "host",
  otherId: string,
  db: Database = getDb(),
): Promise<string | null> {
  const [profile] = await db.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, userId));
  if (profile?.phone?.trim()) return profile.phone.trim();
  if (side === "host") return null;
  const [booking] = await db
    .select({ info: bookings.travelerInfo })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(listings.userId, otherId),
        eq(bookings.status, BOOKING_STATES.confirmed.status),
        eq(bookings.paymentStatus, BOOKING_STATES.confirmed.paymentStatus),
      ),
    )
    .orderBy(desc(bookings.paidAt))
    .limit(1);
  return booking?.info.phone?.trim() || null;
}

/**
 * A Benin number as WhatsApp's wa.me link wants it: digits only, with the country code
 * (8 or 10 digits written locally get 229 in front; +229 and 00229 are kept as 229).
 * Null for what is not a Benin number.
 */
export function whatsappUrl(phone: string | null): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith("00229")) digits = digits.slice(2);
  if (!digits.startsWith("229") || (digits.length !== 11 && digits.length !== 13)) {
    if (digits.length === 8 || digits.length === 10) digits = `229${digits}`;
    else return null;
  }
  return `https://wa.me/${digits}`;
}
