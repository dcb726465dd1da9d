import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { verifyPassword } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInBenin } from "#common/dates";
import { IMAGE_WIDTHS } from "#common/media";
import { priceStay } from "#common/pricing";
import type { DatabaseHandle } from "#server/db/client.server";
import { getEnv, parseEnv, setEnv } from "#server/env.server";
import { normalizeBeninMobile } from "#server/payments/benin-phone.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { presentDemoAccounts, seedDemoData, seedIfEmpty } from "./seed.server";

const previousEnv = getEnv();
let dataDir: string;
let db: DatabaseHandle;
let firstSeed: Awaited<ReturnType<typeof seedIfEmpty>>;
let firstSeedSeconds: number;

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${sql}) AS rows`, params))[0]!.count;

function storedFileCount() {
  const root = path.join(dataDir, "media");
  if (!fs.existsSync(root)) return 0;
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/** What must come out identical from two runs (ids, keys and absolute dates differ). */
const contentFingerprint = async () =>
  db.query(
    `SELECT l.title, l.category, l.city, l.price, l.status, l.cancellation_policy, cardinality(l.images) AS images,
            (SELECT array_agg(r.rating ORDER BY r.created_at) FROM reviews r WHERE r.listing_id = l.id) AS ratings
       FROM listings l ORDER BY l.title`,
  );

describe(`the demo data (${databaseKind})`, () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-seed-"));
    setEnv(parseEnv({ DATA_DIR: dataDir, NODE_ENV: "test" }));
    db = await useTestDatabase();
    const started = performance.now();
    firstSeed = await seedIfEmpty();
    firstSeedSeconds = (performance.now() - started) / 1000;
  }, 180_000);
  afterAll(() => {
    setEnv(previousEnv);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("loads on an empty database and returns the demo accounts", () => {
    console.log(`[seed] ${firstSeedSeconds.toFixed(1)} s`);
    expect(firstSeed?.accounts.map((account) => account.email)).toEqual(
      expect.arrayContaining(["voyageur@benin-voyages.bj", "hote@benin-voyages.bj", "admin@benin-voyages.bj"]),
    );
  });

  it("gives each demo account a working password and its role", async () => {
    for (const account of firstSeed!.accounts) {
      const [credential] = await db.query<{ password: string; account_id: string; user_id: string }>(
        `SELECT a.password, a.account_id, a.user_id FROM accounts a JOIN users u ON u.id = a.user_id
          WHERE u.email = $1 AND a.provider_id = 'credential'`,
        [account.email],
      );
      expect(credential?.account_id).toBe(credential?.user_id);
      expect(await verifyPassword({ hash: credential!.password, password: account.password })).toBe(true);
      expect(await verifyPassword({ hash: credential!.password, password: "mauvais-mot-de-passe" })).toBe(false);
    }
    const roles = await db.query<{ email: string; role: string; user_type: string }>(
      `SELECT u.email, r.role, p.user_type FROM users u JOIN user_roles r ON r.user_id = u.id JOIN profiles p ON p.id = u.id
        ORDER BY r.role LIMIT 1000`,
    );
    const has = (email: string, role: string) => roles.some((row) => row.email === email && row.role === role);
    expect(has("admin@benin-voyages.bj", "admin")).toBe(true);
    expect(has("hote@benin-voyages.bj", "host")).toBe(true);
    expect(has("voyageur@benin-voyages.bj", "host") || has("voyageur@benin-voyages.bj", "admin")).toBe(false);
    expect(roles.find((row) => row.email === "admin@benin-voyages.bj")?.user_type).toBe("admin");
  });

  it("publishes at least 44 listings over at least 8 cities, with every home tile filled", async () => {
    expect(await count("SELECT 1 FROM listings WHERE status = 'approved'")).toBeGreaterThanOrEqual(44);
    expect(await count("SELECT DISTINCT city FROM listings WHERE status = 'approved'")).toBeGreaterThanOrEqual(8);
    for (const tile of ["appartement", "villa", "maison", "chambre", "plage"]) {
      const found = await count(
        "SELECT 1 FROM listings WHERE status = 'approved' AND NOT is_vehicle AND category_key = search_normalize($1)",
        [tile],
      );
      expect(found, tile).toBeGreaterThan(0);
    }
    expect(
      await count(
        "SELECT DISTINCT vehicle_type FROM listings WHERE status = 'approved' AND is_vehicle AND category = vehicle_type",
      ),
    ).toBeGreaterThanOrEqual(8);
    expect(
      await count(
        "SELECT 1 FROM listings WHERE is_vehicle AND (make IS NULL OR model IS NULL OR year IS NULL OR seats IS NULL OR transmission NOT IN ('Manuelle', 'Automatique') OR fuel_type NOT IN ('Essence', 'Diesel', 'Hybride', 'Électrique'))",
      ),
    ).toBe(0);
    expect(await count("SELECT 1 FROM listings WHERE status = 'pending'")).toBe(3);
    expect(await count("SELECT 1 FROM listings WHERE status = 'rejected' AND rejection_reason <> ''")).toBe(2);
    // 'Newest first' means something: creation dates spread over months.
    const [spread] = await db.query<{ days: number }>(
      "SELECT extract(day FROM max(created_at) - min(created_at))::int AS days FROM listings",
    );
    expect(spread!.days).toBeGreaterThan(90);
  });

  it("keeps prices in FCFA within the ranges of the market", async () => {
    const outside = await db.query(
      `SELECT title, price FROM listings WHERE
         (category = 'Chambre' AND price NOT BETWEEN 8000 AND 20000) OR
         (category = 'Appartement' AND price NOT BETWEEN 15000 AND 45000) OR
         (category = 'Villa' AND price NOT BETWEEN 60000 AND 150000) OR
         (category IN ('Moto', 'Scooter') AND price NOT BETWEEN 5000 AND 8000) OR
         (category = '4x4' AND price NOT BETWEEN 60000 AND 90000)`,
    );
    expect(outside).toEqual([]);
  });

  it("gives every listing three pictures stored in every width", async () => {
    expect(await count("SELECT 1 FROM listings WHERE cardinality(images) <> 3")).toBe(0);
    const pictures = await db.query<{ key: string; widths: number[] }>(
      "SELECT m.key, m.widths FROM listings l CROSS JOIN unnest(l.images) AS image(key) JOIN media_files m ON m.key = image.key",
    );
    expect(pictures.length).toBe(await count("SELECT unnest(images) FROM listings"));
    for (const picture of pictures) {
      expect(picture.widths).toEqual([...IMAGE_WIDTHS]);
      for (const width of picture.widths)
        expect(fs.existsSync(path.join(dataDir, "media", picture.key, `${width}.webp`))).toBe(true);
    }
    // No picture was stored that no listing uses.
    expect(
      await count(
        "SELECT 1 FROM media_files m WHERE NOT EXISTS (SELECT 1 FROM listings l WHERE m.key = ANY (l.images))",
      ),
    ).toBe(0);
  });

  it("has reviews of past paid stays on most listings, and some listings still new", async () => {
    const today = todayInBenin();
    expect(await count("SELECT 1 FROM reviews")).toBeGreaterThan(40);
    expect(await count("SELECT 1 FROM reviews WHERE rating NOT BETWEEN 3 AND 5 OR comment = ''")).toBe(0);
    expect(
      await count(
        `SELECT 1 FROM reviews r JOIN bookings b ON b.id = r.booking_id
          WHERE b.end_date > $1::date OR b.payment_status <> 'completed' OR b.status <> 'approved' OR r.listing_id <> b.listing_id`,
        [today],
      ),
    ).toBe(0);
    const reviewed = await count("SELECT DISTINCT listing_id FROM reviews");
    const approved = await count("SELECT 1 FROM listings WHERE status = 'approved'");
    expect(reviewed / approved).toBeGreaterThan(0.6);
    expect(reviewed).toBeLessThan(approved);
    expect(
      await count("SELECT 1 FROM reviews r JOIN listings l ON l.id = r.listing_id WHERE l.status <> 'approved'"),
    ).toBe(0);
  });

  it("books some future dates, and every booking's amounts add up", async () => {
    expect(
      await count("SELECT 1 FROM bookings WHERE start_date > $1::date AND status = 'approved'", [todayInBenin()]),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(
        `SELECT 1 FROM bookings b JOIN listings l ON l.id = b.listing_id
          WHERE b.unit_price <> l.price OR b.subtotal <> b.unit_price * (b.end_date - b.start_date)
             OR b.traveler_fee <> round(b.subtotal * 0.1) OR b.host_fee <> round(b.subtotal * 0.05)
             OR b.entity_type <> CASE WHEN l.is_vehicle THEN 'vehicle' ELSE 'accommodation' END
             OR b.guests > l.max_guests`,
      ),
    ).toBe(0);
    // Every booking's line items are priceStay's for its listing and dates (no other pricing).
    const stored = await db.query<{ line_items: unknown; price: number; start_date: string; end_date: string }>(
      `SELECT b.line_items, l.price, b.start_date::text AS start_date, b.end_date::text AS end_date
         FROM bookings b JOIN listings l ON l.id = b.listing_id`,
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.line_items).toEqual(
        priceStay({ unitPrice: row.price, startDate: row.start_date, endDate: row.end_date }),
      );
    }
    expect(
      await count(
        "SELECT 1 FROM bookings b JOIN users u ON u.id = b.user_id WHERE u.email = 'voyageur@benin-voyages.bj'",
      ),
    ).toBe(4);
  });

  it("gives every demo host a payout account, and the traveler one cancelled booking refunded in full", async () => {
    const accounts = await db.query<{ email: string; phone: string; operator: string }>(
      `SELECT u.email, p.phone, p.operator FROM payout_accounts p JOIN users u ON u.id = p.user_id
        WHERE p.payouts_held_until IS NULL ORDER BY u.email`,
    );
    const hosts = await count("SELECT 1 FROM user_roles WHERE role = 'host'");
    expect(accounts).toHaveLength(hosts);
    // Each number valid for Benin's numbering plan, as the payout form requires.
    for (const account of accounts) expect(normalizeBeninMobile(account.phone)).toBe(account.phone);
    const [refunded] = await db.query<{
      total: number;
      refund_amount: number;
      refund_status: string;
      sent: number;
      dates: number;
      ledger: number;
      owed: number;
    }>(
      `SELECT b.total_price AS total, b.refund_amount, b.refund_status,
         (SELECT sum(amount)::int FROM payouts WHERE booking_id = b.id AND purpose = 'refund' AND status = 'sent') AS sent,
         (SELECT count(*)::int FROM listing_calendar WHERE booking_id = b.id) AS dates,
         (SELECT sum(amount)::int FROM ledger_entries WHERE booking_id = b.id) AS ledger,
         (SELECT sum(amount)::int FROM ledger_entries WHERE booking_id = b.id AND account = 'refund_payable') AS owed
         FROM bookings b JOIN users u ON u.id = b.user_id
        WHERE u.email = 'voyageur@benin-voyages.bj' AND b.status = 'cancelled'`,
    );
    expect(refunded).toEqual({
      total: refunded!.refund_amount,
      refund_amount: refunded!.sent,
      refund_status: "paid",
      sent: refunded!.total,
      dates: 0,
      ledger: 0,
      owed: 0,
    });
  });

  it("does nothing at boot when the database already has users, but still names the demo accounts", async () => {
    expect((await presentDemoAccounts())?.map((account) => account.email)).toContain("admin@benin-voyages.bj");
    const before = [await count("SELECT 1 FROM users"), await count("SELECT 1 FROM listings"), storedFileCount()];
    expect(await seedIfEmpty()).toBeNull();
    expect([await count("SELECT 1 FROM users"), await count("SELECT 1 FROM listings"), storedFileCount()]).toEqual(
      before,
    );
  });

  it("erases everything and reloads the same content on db:seed", async () => {
    const fingerprint = await contentFingerprint();
    const secrets = await db.query("SELECT name, value FROM app_secrets ORDER BY name");
    const migrations = await count("SELECT 1 FROM schema_migrations");
    const files = storedFileCount();
    await db.query(
      "INSERT INTO contact_messages (name, email, subject, message) VALUES ('Afi', 'afi@exemple.bj', 'Question', 'Bonjour')",
    );
    await seedDemoData({ reset: true });
    expect(await contentFingerprint()).toEqual(fingerprint);
    expect(storedFileCount()).toBe(files);
    expect(await count("SELECT 1 FROM contact_messages")).toBe(0);
    expect(await db.query("SELECT name, value FROM app_secrets ORDER BY name")).toEqual(secrets);
    expect(await count("SELECT 1 FROM schema_migrations")).toBe(migrations);
    expect(await count("SELECT 1 FROM users WHERE email = 'voyageur@benin-voyages.bj'")).toBe(1);
  }, 180_000);

  it("starts the demo over at boot when an earlier load was cut short", async () => {
    // An interrupted load leaves demo accounts without the completion marker.
    await db.query("DELETE FROM app_secrets WHERE name = 'demo_seed'");
    await db.query(
      "DELETE FROM listings WHERE id IN (SELECT id FROM listings ORDER BY created_at DESC LIMIT 5) AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.listing_id = listings.id)",
    );
    const fingerprint = await contentFingerprint();
    const reloaded = await seedIfEmpty();
    expect(reloaded?.accounts.length).toBeGreaterThan(0);
    expect(await contentFingerprint()).not.toEqual(fingerprint);
    expect(await count("SELECT 1 FROM users WHERE email = 'voyageur@benin-voyages.bj'")).toBe(1);
    expect(await seedIfEmpty()).toBeNull();
  }, 180_000);
});
