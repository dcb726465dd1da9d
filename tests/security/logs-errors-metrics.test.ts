// What an operator sees (issue 22): one JSON line per event with the request's id, an
// access line per request with its route pattern, the errors at the error tracker (a
// stand-in collector here) with the same id, /metrics for the allowed only, and no
// visitor's e-mail address in any line of a sign-up and a booking.
import { describe, expect, it } from "vitest";
import { startErrorCollector } from "#tests/support/error-collector";

type LogLine = { level: number; area?: string; msg: string; requestId?: string; route?: string; status?: number };

// Before anything logs or reads the settings: the lines come here, the reports go to the
// collector, and /metrics answers 10.0.0.0/8 or the token (loopback is a stranger here).
const collector = await startErrorCollector();
const written: string[] = [];
(globalThis as { __beninLogDestination?: { write(line: string): void } }).__beninLogDestination = {
  write: (line) => void written.push(line),
};
const METRICS_TOKEN = "jeton-de-supervision-0123456789";
Object.assign(process.env, {
  LOG_LEVEL: "info",
  SENTRY_DSN: collector.dsn,
  METRICS_TOKEN,
  METRICS_ALLOW: "10.0.0.0/8",
});

const { addDays, todayInBenin } = await import("#common/dates");
const { createBooking, createListing } = await import("#server/seed/factories.server");
const { startAppServer } = await import("#tests/support/app-server");
const { bookingForm } = await import("#tests/support/booking-form");
const { confirmEmailOf, signedInUser, TEST_PASSWORD } = await import("#tests/support/sessions");
const { cookieFrom } = await import("#tests/support/site-requests");
const { useTestDatabase } = await import("#tests/support/test-database");

const handle = await useTestDatabase();
const app = await startAppServer();
const lines = () => written.map((line) => JSON.parse(line) as LogLine);
const linesOf = (requestId: string) => lines().filter((line) => line.requestId === requestId);

describe("a request followed by its id", () => {
  it("from the access line through the domain's line to the error report", async () => {
    // The database loses the listings table: the category page cannot be read.
    await handle.query("ALTER TABLE listings RENAME TO listings_away");
    let response: Response;
    try {
      // Through the proxy in front (loopback is trusted): its id is kept.
      response = await app.request("/category/plage?utm=secret-du-lien", { headers: { "x-request-id": "trace-ab12" } });
    } finally {
      await handle.query("ALTER TABLE listings_away RENAME TO listings");
    }
    expect(response.status).toBe(503);
    expect(response.headers.get("x-request-id")).toBe("trace-ab12");
    const ofRequest = linesOf("trace-ab12");
    const access = ofRequest.find((line) => line.area === "http" && line.msg === "requête");
    expect(access).toMatchObject({ level: 30, route: "/category/:categoryName", status: 503, method: "GET" });
    expect(typeof (access as { durationMs?: unknown }).durationMs).toBe("number");
    expect(ofRequest.find((line) => line.area === "category")).toMatchObject({
      level: 50,
      msg: "lecture de la catégorie plage impossible",
    });
    // No address and no query string in any line.
    expect(JSON.stringify(ofRequest)).not.toContain("secret-du-lien");
    const reports = await collector.waitFor(1);
    const report = reports.find((each) => each.event.tags?.request_id === "trace-ab12");
    expect(report?.event.tags).toMatchObject({ area: "category", request_id: "trace-ab12" });
    expect(report?.path).toBe("/api/42/envelope/");
  });

  it("is made here when the request brings none, and sent back", async () => {
    const response = await app.request("/faq");
    const id = response.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await response.text();
    await expect.poll(() => linesOf(id).find((line) => line.area === "http")?.route).toBe("/faq");
  });

  it("a page's error reaches handleError, the log and the tracker with its id", async () => {
    await handle.query("ALTER TABLE listings RENAME TO listings_away");
    let response: Response;
    try {
      response = await app.request("/property/00000000-0000-4000-8000-000000000000");
    } finally {
      await handle.query("ALTER TABLE listings_away RENAME TO listings");
    }
    const id = response.headers.get("x-request-id")!;
    expect(response.status).toBeGreaterThanOrEqual(500);
    await response.text();
    const errorLines = linesOf(id).filter((line) => line.level >= 50);
    expect(errorLines.length).toBeGreaterThan(0);
    await expect
      .poll(() => collector.received.filter((each) => each.event.tags?.request_id === id).length)
      .toBeGreaterThan(0);
    expect(linesOf(id).find((line) => line.area === "http")?.route).toBe("/property/:id");
  });
});

describe("the browser's errors", () => {
  it("are logged and forwarded to the tracker, at most 30 an hour per address", async () => {
    const report = JSON.stringify({ message: "x is undefined", page: "/search?q=aicha@exemple.bj", line: 3 });
    const response = await app.request("/api/client-errors", {
      method: "POST",
      body: report,
      headers: { "content-type": "text/plain;charset=UTF-8", "x-request-id": "navigateur-1" },
    });
    expect(response.status).toBe(204);
    await expect
      .poll(() => collector.received.find((each) => each.event.tags?.request_id === "navigateur-1")?.event.tags?.area)
      .toBe("browser");
    expect(JSON.stringify(linesOf("navigateur-1"))).not.toContain("aicha@exemple.bj");
    const unreadable = await app.request("/api/client-errors", { method: "POST", body: "pas du json" });
    expect(unreadable.status).toBe(400);
    const answers: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      answers.push((await app.request("/api/client-errors", { method: "POST", body: report })).status);
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status === 204).length).toBe(28);
  });
});

describe("/metrics", () => {
  it("is a 404 for a stranger, even on loopback when it is not allowed, and for a wrong token", async () => {
    expect((await app.request("/metrics")).status).toBe(404);
    expect((await app.request("/metrics", { headers: { "x-forwarded-for": "203.0.113.5" } })).status).toBe(404);
    const wrong = await app.request("/metrics", { headers: { authorization: "Bearer pas-le-bon-jeton-du-tout" } });
    expect(wrong.status).toBe(404);
  });

  it("answers an allowed address and the token, in Prometheus's format, with every figure", async () => {
    const allowed = await app.request("/metrics", { headers: { "x-forwarded-for": "10.1.2.3" } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    await allowed.text();
    // A payment left pending two hours ago, to be seen.
    const host = await signedInUser("hote-metriques@exemple.bj", { roles: ["host"] });
    const listing = await createListing({ userId: host.userId, price: 20_000 });
    const booking = await createBooking({
      listingId: listing.id,
      userId: host.userId,
      startDate: addDays(todayInBenin(), 30),
      endDate: addDays(todayInBenin(), 31),
      status: "pending",
    });
    await handle.query(
      `INSERT INTO payment_transactions (booking_id, amount, status, created_at) VALUES ($1, 20000, 'pending', now() - interval '2 hours')`,
      [booking!.id],
    );
    const text = await (
      await app.request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/faq",method="GET",status="200"\} \d+/);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} 1$/m);
    // No page is being rendered while /metrics answers (it is not a page), none waits.
    expect(text).toMatch(/^http_page_renders\{state="active"\} 0$/m);
    expect(text).toMatch(/^http_page_renders\{state="queued"\} 0$/m);
    expect(text).toMatch(/^email_outbox_backlog \d+$/m);
    expect(text).toMatch(/^email_outbox_oldest_age_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^payments_pending_over_hour 1$/m);
    expect(text).toMatch(/^money_out_count\{kind="payout_refund",state="failed"\} 0$/m);
    expect(text).toMatch(/^money_out_amount_fcfa\{kind="payout_host_earnings",state="in_progress"\} 0$/m);
    expect(text).toContain("# TYPE job_runs_total counter");
  });
});

describe("no personal data in the logs", () => {
  it("a sign-up and a booking write no line holding the e-mail address, the name or the phone", async () => {
    const email = "journal.temoin@exemple.bj";
    const before = written.length;
    const signup = await app.request("/auth", {
      method: "POST",
      body: new URLSearchParams({
        intent: "signup",
        username: "Témoin Journal",
        email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      }),
    });
    expect(signup.status).toBeLessThan(500);
    await confirmEmailOf(email);
    const signin = await app.request("/auth", {
      method: "POST",
      body: new URLSearchParams({ intent: "login", email, password: TEST_PASSWORD }),
    });
    const cookie = cookieFrom(signin.headers);
    expect(cookie).toContain("session_token");
    const host = await signedInUser("hote-journal@exemple.bj", { roles: ["host"] });
    const listing = await createListing({ userId: host.userId, price: 25_000, maxGuests: 2 });
    const fields = bookingForm(addDays(todayInBenin(), 20), addDays(todayInBenin(), 22), {
      travelerEmail: email,
      travelerFirstName: "Témoin",
      travelerLastName: "Journal",
      travelerPhone: "+229 01 97 00 00 01",
    });
    const booked = await app.request(`/property/${listing.id}`, {
      method: "POST",
      body: new URLSearchParams(fields as Record<string, string>),
      cookie,
    });
    expect(booked.status).toBeLessThan(500);
    await booked.text();
    const [row] = await handle.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM bookings WHERE listing_id = $1",
      [listing.id],
    );
    expect(row!.count).toBe(1);
    const journey = written.slice(before).join("");
    expect(journey).toContain('"route":"/property/:id"');
    for (const personal of [email, "Témoin", "0197000001", "01 97 00 00 01", TEST_PASSWORD]) {
      expect(journey).not.toContain(personal);
    }
  });
});
