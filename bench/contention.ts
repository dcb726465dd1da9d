// Contention: 200 travelers' requests for the same dates of one listing at the same
// moment (exactly one booking, the others the French "dates taken" message), then the
// throughput of bookings that do not conflict (each on its own listing and dates), on
// PGlite and on PostgreSQL, through the real booking form's action over HTTP.
import { DEMO_TRAVELER, signIn, startDemoApp, type DatabaseKind } from "#bench/support/app";
import { ms, runLoad } from "#bench/support/load";
import type { SectionResult } from "#bench/support/report";
import { addDays, todayInBenin } from "#common/dates";
import { bookingTexts } from "#common/texts/booking";

const RACERS = 200;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_CONTENTION_SECONDS ?? 10);

function bookingBody(checkIn: string, checkOut: string) {
  return new URLSearchParams({
    checkIn,
    checkOut,
    guests: "1",
    travelerFirstName: "Banc",
    travelerLastName: "D'essai",
    travelerEmail: DEMO_TRAVELER.email,
    travelerPhone: "",
  }).toString();
}

/** Approved listings the demo traveler may book (not theirs), from the sitemap. */
async function bookableListings(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...new Set(sitemap.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [])];
}

export async function runContentionBench(kinds: DatabaseKind[] = ["pglite", "postgres"]): Promise<SectionResult> {
  const rows: SectionResult["rows"] = [];
  let allExactlyOne = true;
  for (const kind of kinds) {
    const server = await startDemoApp(kind);
    try {
      const cookie = await signIn(server.baseUrl, DEMO_TRAVELER.email, DEMO_TRAVELER.password);
      const headers = {
        cookie,
        origin: server.baseUrl,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      };
      const listings = await bookableListings(server.baseUrl);
      const today = todayInBenin();
      // 1. The race: same listing, same dates, all at once.
      const [raced] = listings;
      const body = bookingBody(addDays(today, 20), addDays(today, 23));
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: RACERS }, () =>
          fetch(`${server.baseUrl}/property/${raced}.data`, { method: "POST", headers, body }).then(
            async (response) => ({
              status: response.status,
              text: await response.text(),
            }),
          ),
        ),
      );
      const raceMs = performance.now() - started;
      const created = answers.filter(
        (answer) => answer.status === 200 && answer.text.includes("bookingReference"),
      ).length;
      const refusedInFrench = answers.filter(
        (answer) => answer.status === 409 && answer.text.includes(bookingTexts.fr.errors.datesTaken),
      ).length;
      const other = RACERS - created - refusedInFrench;
      if (created !== 1 || other !== 0) allExactlyOne = false;
      // 2. Bookings that do not conflict: each request takes the next free night of the
      // next listing (round robin), so the exclusion constraint never refuses one.
      let sequence = 0;
      const figures = await runLoad({
        url: server.baseUrl,
        connections: 20,
        durationSeconds: THROUGHPUT_SECONDS,
        headers,
        nextRequest: () => {
          const index = sequence++;
          const listing = listings[index % listings.length]!;
          // Far enough ahead that no demo stay holds those nights.
          const night = addDays(today, 180 + (Math.floor(index / listings.length) % 180));
          return { path: `/property/${listing}.data`, method: "POST", body: bookingBody(night, addDays(night, 1)) };
        },
      });
      rows.push({
        base: kind === "pglite" ? "PGlite" : "PostgreSQL",
        "course : demandes": RACERS,
        "réservations créées": created,
        "refus « dates prises » (409)": refusedInFrench,
        "autres réponses": other,
        "durée course (ms)": Math.round(raceMs),
        "réservations sans conflit /s": Math.round(figures.requestsPerSecond),
        "p95 sans conflit (ms)": ms(figures.p95),
        "erreurs sans conflit": figures.failures,
      });
    } finally {
      await server.stop();
    }
  }
  return {
    title: `Concurrence sur les réservations (${RACERS} demandes simultanées des mêmes dates ; puis réservations sans conflit pendant ${THROUGHPUT_SECONDS} s, 20 connexions)`,
    rows,
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
