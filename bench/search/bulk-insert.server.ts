// Batched inserts for the generator: one INSERT … SELECT FROM unnest(array, array, …) per
// few thousand rows, every column sent as one array literal.
import { priceStay } from "#common/pricing";
import { moneyColumns } from "#server/bookings/money-columns.server";
import type { RawConnection } from "#server/db/client.server";
import { arrayLiteral, type Scalar } from "./array-literal";
import type { BlockRow, ListingRow, StayRow } from "./generated-rows";

/** Columns of rows as array literals, in the order of `pick`. */
function columns<Row>(rows: Row[], pick: (row: Row) => Scalar[]): string[] {
  const picked = rows.map(pick);
  const width = picked[0]?.length ?? 0;
  return Array.from({ length: width }, (_, column) => arrayLiteral(picked.map((values) => values[column]!)));
}

export async function insertPeople(
  connection: RawConnection,
  people: { id: string; name: string; email: string; createdAt: Date; host: boolean }[],
) {
  // The users trigger (migration 0002) makes each profile and the 'user' role.
  await connection.query(
    `INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
     SELECT id, name, email, true, created_at, created_at
     FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) AS t(id, name, email, created_at)`,
    columns(people, (person) => [person.id, person.name, person.email, person.createdAt]),
  );
  const hosts = arrayLiteral(people.filter((person) => person.host).map((person) => person.id));
  await connection.query("UPDATE profiles SET user_type = 'host' WHERE id = ANY ($1::text[])", [hosts]);
  await connection.query(
    "INSERT INTO user_roles (user_id, role) SELECT unnest($1::text[]), 'host' ON CONFLICT DO NOTHING",
    [hosts],
  );
}

export async function insertListings(connection: RawConnection, rows: ListingRow[]) {
  await connection.query(
    `INSERT INTO listings (id, user_id, title, description, category, price, address, city, is_vehicle, amenities,
       house_rules, images, max_guests, cancellation_policy, status, rejection_reason, make, model, year, vehicle_type,
       transmission, fuel_type, seats, created_at, updated_at)
     SELECT id, user_id, title, description, category, price, address, city, is_vehicle, amenities::text[],
       house_rules::text[], images::text[], max_guests, policy, status,
       CASE WHEN status = 'rejected' THEN 'Les photos ne montrent pas le logement.' END,
       make, model, year, vehicle_type, transmission, fuel_type, CASE WHEN is_vehicle THEN max_guests END,
       created_at, created_at
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[],
       $9::bool[], $10::text[], $11::text[], $12::text[], $13::int[], $14::text[], $15::text[], $16::text[],
       $17::text[], $18::int[], $19::text[], $20::text[], $21::text[], $22::timestamptz[])
       AS t(id, user_id, title, description, category, price, address, city, is_vehicle, amenities, house_rules,
         images, max_guests, policy, status, make, model, year, vehicle_type, transmission, fuel_type, created_at)`,
    columns(rows, (row) => [
      row.id,
      row.userId,
      row.title,
      row.description,
      row.category,
      row.price,
      row.address,
      row.city,
      row.isVehicle,
      arrayLiteral(row.amenities),
      arrayLiteral(row.houseRules),
      arrayLiteral(row.images),
      row.maxGuests,
      row.policy,
      row.status,
      row.vehicle?.make ?? null,
      row.vehicle?.model ?? null,
      row.vehicle?.year ?? null,
      row.vehicle?.type ?? null,
      row.vehicle?.transmission ?? null,
      row.vehicle?.fuel ?? null,
      row.createdAt,
    ]),
  );
}

/** Paid stays, each holding its nights in the calendar, and the reviews of the past ones. */
export async function insertStays(connection: RawConnection, stays: StayRow[]) {
  if (stays.length === 0) return;
  await connection.query(
    `INSERT INTO bookings (id, booking_reference, user_id, listing_id, entity_type, start_date, end_date, guests,
       unit_price, units, subtotal, traveler_fee, host_fee, total_price, line_items, status, payment_status,
       traveler_info, paid_at, cancellation_policy, created_at, updated_at)
     SELECT id, reference, user_id, listing_id, CASE WHEN is_vehicle THEN 'vehicle' ELSE 'accommodation' END,
       start_date, end_date, guests, unit_price, units, subtotal, traveler_fee, host_fee, total_price, line_items,
       'approved', 'completed',
       jsonb_build_object('firstName', split_part(name, ' ', 1), 'lastName', split_part(name, ' ', 2),
         'email', lower(split_part(name, ' ', 1)) || '.' || left(reference, 6) || '@exemple.bj', 'phone', '+2290161000000'),
       created_at + interval '4 minutes', policy, created_at, created_at
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::bool[], $6::date[], $7::date[], $8::int[],
       $9::int[], $10::int[], $11::int[], $12::int[], $13::int[], $14::int[], $15::jsonb[], $16::text[], $17::text[],
       $18::timestamptz[])
       AS t(id, reference, user_id, listing_id, is_vehicle, start_date, end_date, guests, unit_price, units,
         subtotal, traveler_fee, host_fee, total_price, line_items, policy, name, created_at)`,
    columns(stays, (stay) => {
      // Priced and written as a real booking is: line items, and the columns derived from them.
      const money = moneyColumns(
        priceStay({ unitPrice: stay.unitPrice, startDate: stay.startDate, endDate: stay.endDate }),
      );
      return [
        stay.id,
        stay.reference,
        stay.userId,
        stay.listingId,
        stay.isVehicle,
        stay.startDate,
        stay.endDate,
        stay.guests,
        money.unitPrice,
        money.units,
        money.subtotal,
        money.travelerFee,
        money.hostFee,
        money.totalPrice,
        JSON.stringify(money.lineItems),
        stay.policy,
        stay.travelerName,
        stay.createdAt,
      ];
    }),
  );
  await connection.query(
    `INSERT INTO listing_calendar (listing_id, during, source, booking_id, created_at)
     SELECT listing_id, daterange(start_date, end_date, '[)'), 'booking', id, created_at
     FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::date[], $5::timestamptz[])
       AS t(id, listing_id, start_date, end_date, created_at)`,
    columns(stays, (stay) => [stay.id, stay.listingId, stay.startDate, stay.endDate, stay.createdAt]),
  );
  const reviewed = stays.filter((stay) => stay.rating !== null);
  if (reviewed.length === 0) return;
  await connection.query(
    `INSERT INTO reviews (booking_id, listing_id, user_id, author_name, rating, comment, created_at)
     SELECT id, listing_id, user_id, name, rating,
       CASE WHEN rating >= 4 THEN 'Très bon séjour, hôte accueillant.' ELSE 'Correct, mais pas à la hauteur des photos.' END,
       end_date + time '10:00'
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::int[], $6::date[])
       AS t(id, listing_id, user_id, name, rating, end_date)`,
    columns(reviewed, (stay) => [stay.id, stay.listingId, stay.userId, stay.travelerName, stay.rating, stay.endDate]),
  );
}

export async function insertBlocks(connection: RawConnection, blocks: BlockRow[]) {
  if (blocks.length === 0) return;
  await connection.query(
    `INSERT INTO listing_calendar (listing_id, during, source, created_by)
     SELECT listing_id, daterange(start_date, end_date, '[)'), 'block', host_id
     FROM unnest($1::uuid[], $2::text[], $3::date[], $4::date[]) AS t(listing_id, host_id, start_date, end_date)`,
    columns(blocks, (block) => [block.listingId, block.hostId, block.startDate, block.endDate]),
  );
}
