// Contention: 200 travelers ask for the same dates of one listing at the same moment
// (exactly one booking, the others the French "dates taken" message), then the throughput
// of bookings that do not conflict (each on its own listing and night), on PGlite and on
// PostgreSQL, through the real booking form's action over HTTP.
//
// Each request is a traveler of its own, signed up through the site: an account may hold
// only MAX_OPEN_HOLDS unpaid bookings at once (docs/decisions/024), so one account booking
// hundreds of times would measure the refusal of the limit, not bookings. And 200 accounts
// racing test the database's exclusion constraint itself: one account's bookings are decided
// one at a time behind a lock of its own.
import { DEMO_TRAVELER, signIn, signUp, startDemoApp, type DatabaseKind } from "#bench/support/app";
import { describeFailures, ms, runLoad } from "#bench/support/load";
import type { SectionResult } from "#bench/support/report";
import { addDays, todayInBenin } from "#common/dates";
import { bookingTexts } from "#common/texts/booking";
import { MAX_OPEN_HOLDS } from "#server/bookings/hold-limits.server";
import { openDatabase, type DatabaseOptions } from "#server/db/client.server";

const RACERS = 200;
/** Each traveler books MAX_OPEN_HOLDS times in the second part (the race's winner once less). */
const TRAVELERS = Number(process.env.BENCH_CONTENTION_TRAVELERS ?? 250);
const PASSWORD = "Baobab-Ouidah-26";
const travelerEmail = (index: number) => `banc.${index}@exemple.bj`;

function bookingBody(checkIn: string, checkOut: string, email: string, driver = "") {
  return new URLSearchParams({
    checkIn,
    checkOut,
    guests: "1",
    travelerFirstName: "Banc",
    travelerLastName: "D'essai",
    travelerEmail: email,
    travelerPhone: "",
    ...(driver && { driver }),
  }).toString();
}

/**
 * What a vehicle's booking form posts for its driver, read from the listing's page as the
 * browser sends it: the listing's one option (a hidden field), or the first of the two
 * (without the driver); nothing for a stay.
 */
async function driverChoices(baseUrl: string, listings: string[], cookie: string): Promise<Map<string, string>> {
  const choices = new Map<string, string>();
  for (const listing of listings) {
    // A phone's browser: fetch's own user agent would be taken for a link-preview crawler,
    // which gets the listing's public summary without the form (docs/decisions/003).
    const headers = { cookie, "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36" };
    const page = await (await fetch(`${baseUrl}/property/${listing}`, { headers })).text();
    const driver = /name="driver" value="(with|without)"/.exec(page)?.[1];
    if (driver) choices.set(listing, driver);
  }
  return choices;
}

/** Approved listings a bench traveler may book, from the sitemap. */
async function bookableListings(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...new Set(sitemap.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [])];
}

/** fn over every item, `width` at a time. */
async function inTurns<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index]!);
      }
    }),
  );
  return results;
}

/**
 * The travelers open the link mailed at sign-up: their addresses marked confirmed in the
 * database, as the tests do (the outbox sends 20 e-mails every 5 s: 250 would take a minute).
 */
async function confirmAddresses(database: DatabaseOptions) {
  const handle = await openDatabase(database);
  try {
    await handle.query("UPDATE users SET email_verified = true WHERE email LIKE 'banc.%@exemple.bj'");
  } finally {
    await handle.close();
  }
}

export async function runContentionBench(kinds: DatabaseKind[] = ["pglite", "postgres"]): Promise<SectionResult> {
  const rows: SectionResult["rows"] = [];
  const notes: string[] = [];
  let allExactlyOne = true;
  const emails = Array.from({ length: TRAVELERS }, (_, index) => travelerEmail(index));
  for (const kind of kinds) {
    const server = await startDemoApp(
      kind,
      {},
      {
        running: async (seeding) =>
          void (await inTurns(emails, 4, (email) => signUp(seeding.baseUrl, "Voyageur de banc", email, PASSWORD))),
        stopped: confirmAddresses,
      },
    );
    try {
      const cookies = await inTurns(emails, 4, (email) => signIn(server.baseUrl, email, PASSWORD));
      const headers = {
        origin: server.baseUrl,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      };
      const listings = await bookableListings(server.baseUrl);
      const drivers = await driverChoices(server.baseUrl, listings, cookies[0]!);
      const today = todayInBenin();
      // 1. The race: one listing, the same dates, 200 travelers at once.
      const [raced] = listings;
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, index) =>
          fetch(`${server.baseUrl}/property/${raced}.data`, {
            method: "POST",
            headers: { ...headers, cookie: cookies[index]! },
            body: bookingBody(addDays(today, 20), addDays(today, 23), emails[index]!, drivers.get(raced!)),
          }).then(async (response) => ({ status: response.status, text: await response.text() })),
        ),
      );
      const raceMs = performance.now() - started;
      const won = answers.map((answer) => answer.status === 200 && answer.text.includes("bookingReference"));
      const created = won.filter(Boolean).length;
      const refusedInFrench = answers.filter(
        (answer) => answer.status === 409 && answer.text.includes(bookingTexts.fr.errors.datesTaken),
      ).length;
      const other = RACERS - created - refusedInFrench;
      if (created !== 1 || other !== 0) allExactlyOne = false;
      // 2. Bookings that do not conflict: each its own listing and night (round robin over the
      // listings, then the next night), each traveler up to the unpaid bookings it may hold.
      // The race's winner already holds one.
      const travelers = emails.map((_email, traveler) => traveler);
      const slots = Array.from({ length: MAX_OPEN_HOLDS }, (_, round) =>
        round === 0 ? travelers : travelers.filter((traveler) => !won[traveler]),
      ).flat();
      let sequence = 0;
      const figures = await runLoad({
        url: server.baseUrl,
        connections: 20,
        amount: slots.length,
        headers,
        nextRequest: () => {
          const index = sequence++;
          const traveler = slots[index % slots.length]!;
          const listing = listings[index % listings.length]!;
          // Far enough ahead that no demo stay holds those nights.
          const night = addDays(today, 180 + (Math.floor(index / listings.length) % 180));
          return {
            path: `/property/${listing}.data`,
            method: "POST",
            body: bookingBody(night, addDays(night, 1), emails[traveler]!, drivers.get(listing)),
            headers: { cookie: cookies[traveler]! },
          };
        },
      });
      const base = kind === "pglite" ? "PGlite" : "PostgreSQL";
      if (figures.failures > 0)
        notes.push(`Erreurs (${base}, sans conflit) : ${describeFailures(figures.failureKinds) || "?"}.`);
      if (other > 0)
        notes.push(
          `Autres réponses de la course (${base}) : ${answers
            .filter((answer, index) => !won[index] && answer.status !== 409)
            .map((answer) => answer.status)
            .join(", ")}.`,
        );
      rows.push({
        base,
        "course : voyageurs": RACERS,
        "réservations créées": created,
        "refus « dates prises » (409)": refusedInFrench,
        "autres réponses": other,
        "durée course (ms)": Math.round(raceMs),
        "réservations sans conflit": figures.requests,
        "sans conflit /s": Math.round(figures.requestsPerSecond),
        "p95 sans conflit (ms)": ms(figures.p95),
        "erreurs sans conflit": figures.failures,
      });
    } finally {
      await server.stop();
    }
  }
  return {
    title: `Concurrence sur les réservations (${RACERS} voyageurs demandent les mêmes dates en même temps ; puis ${TRAVELERS} voyageurs réservent chacun ${MAX_OPEN_HOLDS} fois, sans conflit, 20 connexions)`,
    rows,
    notes: [
      `Chaque voyageur a son compte, inscrit par le formulaire du site : un compte ne garde que ${MAX_OPEN_HOLDS} réservations non payées à la fois (décision 024) ; le démo ${DEMO_TRAVELER.email} n'est pas utilisé.`,
      ...notes,
    ],
    budgets: [
      {
        name: "exactement une réservation, les autres refusées en français",
        ok: allExactlyOne,
        measured: rows
          .map(
            (row) =>
              `${row.base}: ${row["réservations créées"]} créée(s), ${row["refus « dates prises » (409)"]} refus, ${row["autres réponses"]} autre(s)`,
          )
          .join(" ; "),
      },
      {
        name: "aucune erreur sur les réservations sans conflit",
        ok: rows.every((row) => row["erreurs sans conflit"] === 0),
        measured: rows.map((row) => `${row.base}: ${row["erreurs sans conflit"]}`).join(" ; "),
      },
    ],
  };
}
