// Migration 0023 (docs/decisions/027): vehicles listed before it are rented without a driver,
// 200 km a day, as the page said of every vehicle; their deposit, age and licence stay
// unknown until the host states them. Accommodations get no terms.
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { migrate, migrationsDirectory } from "./migrate.server";

// Found by its name, so that renumbering the migrations does not break this test.
const MIGRATION = fs.readdirSync(migrationsDirectory()).find((name) => name.endsWith("_vehicle_rental_terms.sql"))!;
const COLUMNS = [
  "driver_option",
  "driver_price_per_day",
  "deposit_amount",
  "daily_distance_km",
  "min_driver_age",
  "min_licence_years",
];

const handle = await useTestDatabase();

beforeAll(async () => {
  const host = await createUser({ roles: ["user", "host"] });
  // Back to the schema before the migration, then listings written the way the code before it wrote them.
  await handle.query(`ALTER TABLE listings ${COLUMNS.map((column) => `DROP COLUMN ${column} CASCADE`).join(", ")}`);
  await handle.query("ALTER TABLE bookings DROP COLUMN rental_terms CASCADE");
  await handle.query("DELETE FROM schema_migrations WHERE name = $1", [MIGRATION]);
  await handle.query(
    `INSERT INTO listings (user_id, title, category, price, address, city, is_vehicle, status)
     VALUES ($1, 'Ancienne berline', 'Berline', 30000, 'Rue 1', 'Cotonou', true, 'approved'),
            ($1, 'Ancienne villa', 'Villa', 45000, 'Rue 2', 'Cotonou', false, 'approved')`,
    [host.id],
  );
  await migrate(handle);
});

describe(`migration 0023, vehicle rental terms (${databaseKind})`, () => {
  it("gives older vehicles no driver and 200 km a day, their deposit, age and licence unknown", async () => {
    const [vehicle] = await handle.query<Record<string, unknown>>(
      `SELECT ${COLUMNS.join(", ")} FROM listings WHERE title = 'Ancienne berline'`,
    );
    expect(vehicle).toEqual({
      driver_option: "without",
      driver_price_per_day: null,
      deposit_amount: null,
      daily_distance_km: 200,
      min_driver_age: null,
      min_licence_years: null,
    });
  });

  it("gives accommodations none", async () => {
    const [stay] = await handle.query<Record<string, unknown>>(
      `SELECT ${COLUMNS.join(", ")} FROM listings WHERE title = 'Ancienne villa'`,
    );
    expect(Object.values(stay!).every((value) => value === null)).toBe(true);
  });
});
