import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { submitContactMessage } from "#server/contact/submit-contact-message.server";
import { getDb } from "#server/db/client.server";
import { enqueueEmail } from "#server/integrations/mail/outbox.server";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { formRequest, pageRequest } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { action, loader } from "./admin-dashboard";

const handle = await useTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
const loaderArgs = (request: Request) => routeArgs<LoaderArgs>(request);
const actionArgs = (request: Request) => routeArgs<ActionArgs>(request);
const settle = (promise: Promise<unknown>) => promise.catch((thrown: unknown) => thrown);

type Answer = {
  data: Record<string, unknown> & { toast: { title: string; description?: string } };
  init: { status: number };
};
async function post(fields: Record<string, string>, cookie?: string, path = "/admin-dashboard") {
  return (await settle(action(actionArgs(formRequest(path, fields, cookie ? { cookie } : {}))))) as Answer;
}
async function load(query: string, cookie: string, path = "/admin-dashboard") {
  const result = (await loader(loaderArgs(pageRequest(`${path}${query}`, { cookie })))) as unknown;
  // A successful read is returned as is; a failed one is wrapped by data() with its status.
  return (result as { data?: unknown }).data
    ? (result as { data: Record<string, unknown> }).data
    : (result as Record<string, unknown>);
}

let admin: { userId: string; cookie: string };
let traveler: { userId: string; cookie: string };
let host: { userId: string; cookie: string };

beforeAll(async () => {
  admin = await signedInUser("admin@exemple.bj", { name: "Rachida Bello", roles: ["admin"] });
  traveler = await signedInUser("voyageur@exemple.bj", { name: "Aïcha Dossou" });
  host = await signedInUser("hote@exemple.bj", { name: "Koffi Agbossou", roles: ["host"] });
});

beforeEach(async () => {
  await handle.query("DELETE FROM email_outbox");
  await handle.query("DELETE FROM notifications");
  await handle.query("DELETE FROM contact_messages");
  await handle.query("DELETE FROM bookings");
  await handle.query("DELETE FROM listings");
});

const pending = (title = "Case d'hôtes à Tanguiéta") =>
  createListing({ userId: host.userId, title, status: "pending" });

/** Everything a decision would change, to prove that a refused request changed nothing. */
async function snapshot() {
  return handle.query(
    `SELECT (SELECT json_agg(json_build_object('id', id, 'status', status, 'reason', rejection_reason) ORDER BY id) FROM listings) AS listings,
            (SELECT count(*)::int FROM listing_decisions) AS decisions,
            (SELECT count(*)::int FROM notifications) AS notifications,
            (SELECT json_agg(status ORDER BY id) FROM email_outbox) AS emails,
            (SELECT json_agg(handled_at ORDER BY id) FROM contact_messages) AS messages`,
  );
}

describe(`/admin-dashboard permissions (${databaseKind})`, () => {
  it("sends an anonymous visitor to /auth with the spec's toast, from both addresses", async () => {
    for (const path of ["/admin-dashboard", "/dashboard"]) {
      const response = (await settle(loader(loaderArgs(pageRequest(path))))) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `/auth?redirectTo=${encodeURIComponent(path)}&toast=adminLoginRequired`,
      );
    }
  });

  it("sends a traveler or a host home with 'Accès refusé'", async () => {
    for (const user of [traveler, host]) {
      const response = (await settle(
        loader(loaderArgs(pageRequest("/admin-dashboard?tab=users", { cookie: user.cookie }))),
      )) as Response;
      expect(response.headers.get("location")).toBe("/?toast=adminOnly");
    }
  });

  it("answers a read by hand (fetch) with 401 or 403 and no data", async () => {
    const json = { accept: "application/json" };
    expect(await settle(loader(loaderArgs(pageRequest("/admin-dashboard?tab=users", json))))).toMatchObject({
      init: { status: 401 },
    });
    for (const user of [traveler, host]) {
      const answer = await settle(
        loader(loaderArgs(pageRequest("/admin-dashboard?tab=users", { ...json, cookie: user.cookie }))),
      );
      expect(answer).toMatchObject({ init: { status: 403 } });
      expect(JSON.stringify(answer)).not.toContain("exemple.bj");
    }
  });

  it("refuses every action to anyone but an administrator and changes nothing", async () => {
    const listing = await pending();
    const emailId = (await enqueueEmail(getDb(), { to: "x@exemple.bj", subject: "S", text: "T", template: "test" }))!;
    await handle.query("UPDATE email_outbox SET status = 'failed'");
    const message = await submitContactMessage({
      name: "Afi",
      email: "afi@exemple.bj",
      subject: "Question",
      message: "Bonjour",
    });
    await handle.query("DELETE FROM notifications");
    const before = await snapshot();
    const attempts: Record<string, string>[] = [
      { intent: "approve", listingId: listing.id },
      { intent: "reject", listingId: listing.id, reason: "Refus pirate" },
      { intent: "retry-email", emailId },
      { intent: "mark-handled", messageId: message.id },
    ];
    for (const fields of attempts) {
      for (const path of ["/admin-dashboard", "/dashboard"]) {
        expect(await post(fields, undefined, path)).toMatchObject({ init: { status: 401 } });
        expect(await post(fields, traveler.cookie, path)).toMatchObject({ init: { status: 403 } });
        expect(await post(fields, host.cookie, path)).toMatchObject({ init: { status: 403 } });
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe(`/admin-dashboard reads (${databaseKind})`, () => {
  it("counts users, listings, bookings, payments and the paid volume", async () => {
    const approved = await createListing({ userId: host.userId, status: "approved" });
    await pending();
    await createListing({ userId: host.userId, status: "rejected", rejectionReason: "Non" });
    await createBooking({
      listingId: approved.id,
      startDate: "2031-01-01",
      endDate: "2031-01-03",
      status: "approved",
      paymentStatus: "completed",
      subtotal: 50000,
      travelerFee: 5000,
      hostFee: 2500,
      totalPrice: 55000,
      units: 2,
    });
    await createBooking({
      listingId: approved.id,
      startDate: "2031-02-01",
      endDate: "2031-02-02",
      status: "approved",
      paymentStatus: "completed",
    });
    await createBooking({ listingId: approved.id, startDate: "2031-03-01", endDate: "2031-03-02" });
    const data = (await load("", admin.cookie)) as { dashboard: { stats: Record<string, unknown> } };
    const [users] = await handle.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
    expect(data.dashboard.stats).toEqual({
      users: users!.n,
      listings: { pending: 1, approved: 1, rejected: 1, total: 3 },
      bookings: { pending: 1, approved: 2, rejected: 0, cancelled: 0, expired: 0, total: 3 },
      payments: { pending: 1, completed: 2 },
      paidVolume: 55000 + 27500,
    });
  });

  it("lists pending listings first, with their owner (masked e-mail), fields and history", async () => {
    const first = await pending("Première annonce");
    await createListing({ userId: host.userId, title: "Déjà approuvée", status: "approved" });
    const data = (await load("?tab=listings", admin.cookie)) as {
      dashboard: { listings: { pending: any[]; pendingTotal: number; decided: { items: any[] } } };
    };
    const { listings } = data.dashboard;
    expect(listings.pendingTotal).toBe(1);
    expect(listings.pending[0]).toMatchObject({
      id: first.id,
      title: "Première annonce",
      status: "pending",
      owner: { name: "Koffi Agbossou", maskedEmail: "h***@exemple.bj" },
      history: [],
    });
    expect(listings.decided.items.map((item) => item.title)).toEqual(["Déjà approuvée"]);
  });

  it("shows users newest first with the e-mail masked", async () => {
    await createUser({ email: "nouvelle@exemple.bj", fullName: "Nouvelle Inscrite" });
    const data = (await load("?tab=users", admin.cookie)) as { dashboard: { users: { items: any[] } } };
    const [newest] = data.dashboard.users.items;
    expect(newest).toMatchObject({
      fullName: "Nouvelle Inscrite",
      userType: "traveler",
      maskedEmail: "n***@exemple.bj",
    });
    expect(JSON.stringify(data.dashboard.users)).not.toContain("nouvelle@");
    const dates = data.dashboard.users.items.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("shows bookings with reference, listing, traveler, dates, amounts and statuses", async () => {
    const listing = await createListing({ userId: host.userId, title: "Studio Haie Vive", status: "approved" });
    const booking = await createBooking({ listingId: listing.id, startDate: "2031-05-01", endDate: "2031-05-02" });
    const data = (await load("?tab=bookings", admin.cookie)) as { dashboard: { bookings: { items: any[] } } };
    expect(data.dashboard.bookings.items[0]).toMatchObject({
      reference: booking.bookingReference,
      listing: { id: listing.id, title: "Studio Haie Vive" },
      traveler: { name: "Afi Houngbo", maskedEmail: "a***@exemple.bj" },
      startDate: "2031-05-01",
      endDate: "2031-05-02",
      totalPrice: 27500,
      status: "pending",
      paymentStatus: "pending",
      refundOwed: null,
    });
  });

  it("shows the refund still owed on a cancelled paid booking", async () => {
    const listing = await createListing({ userId: host.userId, title: "Villa Fidjrossè", status: "approved" });
    const booking = await createBooking({
      listingId: listing.id,
      startDate: "2031-06-01",
      endDate: "2031-06-03",
      status: "cancelled",
      paymentStatus: "completed",
      refundAmount: 55000,
      refundStatus: "owed",
    });
    const data = (await load("?tab=bookings", admin.cookie)) as { dashboard: { bookings: { items: any[] } } };
    const row = data.dashboard.bookings.items.find((item) => item.reference === booking.bookingReference);
    expect(row).toMatchObject({ status: "cancelled", refundOwed: 55000 });
  });

  it("shows contact messages and the administrator's notifications from the server", async () => {
    await submitContactMessage({
      name: "Afi",
      email: "afi@exemple.bj",
      subject: "Question sur Ouidah",
      message: "<b>Bonjour</b>",
    });
    const data = (await load("?tab=messages", admin.cookie)) as {
      dashboard: { messages: { items: any[] }; notifications: any[]; unreadNotifications: number };
    };
    expect(data.dashboard.messages.items[0]).toMatchObject({
      subject: "Question sur Ouidah",
      message: "<b>Bonjour</b>",
      handled: false,
    });
    expect(data.dashboard.notifications[0]).toMatchObject({ kind: "contact_message", read: false });
    expect(data.dashboard.unreadNotifications).toBe(1);
  });

  it("shows the outbox, filtered by status", async () => {
    await enqueueEmail(getDb(), {
      to: "hote@exemple.bj",
      subject: "Annonce approuvée : X",
      text: "T",
      template: "send-host-notification",
    });
    await enqueueEmail(getDb(), { to: "autre@exemple.bj", subject: "Autre", text: "T", template: "test" });
    await handle.query(
      "UPDATE email_outbox SET status = 'failed', attempts = 8, last_error = 'ECONNREFUSED' WHERE subject = 'Autre'",
    );
    const all = (await load("?tab=emails", admin.cookie)) as { dashboard: { emails: { items: any[] } } };
    expect(all.dashboard.emails.items).toHaveLength(2);
    const failed = (await load("?tab=emails&status=failed", admin.cookie)) as {
      dashboard: { emails: { items: any[] } };
    };
    expect(failed.dashboard.emails.items).toEqual([
      expect.objectContaining({
        subject: "Autre",
        status: "failed",
        attempts: 8,
        lastError: "ECONNREFUSED",
        maskedTo: "a***@exemple.bj",
      }),
    ]);
  });

  it("answers malformed queries with the defaults, never an error", async () => {
    const data = (await load("?tab=%3Cscript%3E&page=-3&status=x'--", admin.cookie)) as {
      ok: boolean;
      dashboard: { tab: string; page: number };
    };
    expect(data.ok).toBe(true);
    expect(data.dashboard).toMatchObject({ tab: "listings", page: 1 });
  });

  it("says 'Impossible de charger les données du tableau de bord' when a read fails", async () => {
    await handle.query("ALTER TABLE contact_messages RENAME TO contact_messages_away");
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const result = (await loader(
        loaderArgs(pageRequest("/admin-dashboard?tab=messages", { cookie: admin.cookie })),
      )) as unknown;
      expect(result).toMatchObject({ data: { ok: false, dashboard: null }, init: { status: 500 } });
    } finally {
      spy.mockRestore();
      await handle.query("ALTER TABLE contact_messages_away RENAME TO contact_messages");
    }
  });
});

describe(`/admin-dashboard actions (${databaseKind})`, () => {
  it("approves, then tells the next attempt that the listing was already handled", async () => {
    const listing = await pending();
    const approved = await post({ intent: "approve", listingId: listing.id, version: "1" }, admin.cookie);
    expect(approved).toMatchObject({
      init: { status: 200 },
      data: {
        ok: true,
        toast: {
          title: "Annonce approuvée",
          description: "« Case d'hôtes à Tanguiéta » est maintenant visible sur la plateforme.",
        },
      },
    });
    const again = await post({ intent: "reject", listingId: listing.id, reason: "" }, admin.cookie, "/dashboard");
    expect(again).toMatchObject({
      init: { status: 409 },
      data: { ok: false, toast: { description: "Cette annonce a déjà été traitée." } },
    });
    const data = (await load("?tab=listings", admin.cookie)) as {
      dashboard: { stats: any; listings: { pending: any[]; decided: { items: any[] } } };
    };
    expect(data.dashboard.listings.pending).toHaveLength(0);
    expect(data.dashboard.stats.listings.pending).toBe(0);
    expect(data.dashboard.listings.decided.items[0].history).toEqual([
      expect.objectContaining({ decision: "approved", adminName: "Rachida Bello", reason: null }),
    ]);
  });

  it("rejects with the default reason and records it on the listing", async () => {
    const listing = await pending();
    const rejected = await post({ intent: "reject", listingId: listing.id, version: "1" }, admin.cookie);
    expect(rejected).toMatchObject({ init: { status: 200 }, data: { toast: { title: "Annonce rejetée" } } });
    const [row] = await handle.query<{ status: string; rejection_reason: string }>(
      "SELECT status, rejection_reason FROM listings WHERE id = $1",
      [listing.id],
    );
    expect(row).toEqual({ status: "rejected", rejection_reason: "Non conforme aux normes de la plateforme" });
  });

  it("answers unknown ids, hostile reasons and bad intents with a clear message and no change", async () => {
    const listing = await pending();
    const before = await snapshot();
    expect(
      await post({ intent: "approve", listingId: "00000000-0000-4000-8000-000000000000" }, admin.cookie),
    ).toMatchObject({
      init: { status: 404 },
      data: { toast: { description: "Cette annonce n'existe pas ou a été supprimée." } },
    });
    expect(await post({ intent: "approve", listingId: "'; DROP TABLE listings; --" }, admin.cookie)).toMatchObject({
      init: { status: 404 },
    });
    expect(
      await post({ intent: "reject", listingId: listing.id, reason: "<b>".repeat(2_500) }, admin.cookie),
    ).toMatchObject({
      init: { status: 400 },
      data: { toast: { description: "La raison du rejet ne doit pas dépasser 1000 caractères." } },
    });
    expect(await post({ intent: "publish", listingId: listing.id }, admin.cookie)).toMatchObject({
      init: { status: 400 },
      data: { toast: { description: "Requête invalide." } },
    });
    expect(await post({}, admin.cookie)).toMatchObject({ init: { status: 400 } });
    expect(await snapshot()).toEqual(before);
  });

  it("answers an unexpected failure with the spec's message, and the listing stays pending", async () => {
    const listing = await pending();
    await handle.query(`CREATE FUNCTION fail_decision() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'panne simulée'; END $$`);
    await handle.query(
      "CREATE TRIGGER fail_decision BEFORE INSERT ON listing_decisions FOR EACH ROW EXECUTE FUNCTION fail_decision()",
    );
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await post({ intent: "approve", listingId: listing.id, version: "1" }, admin.cookie)).toMatchObject({
        init: { status: 500 },
        data: {
          ok: false,
          toast: {
            title: "Erreur",
            description: "Impossible d'approuver/rejeter l'annonce. Veuillez réessayer.",
            variant: "destructive",
          },
        },
      });
    } finally {
      spy.mockRestore();
      await handle.query("DROP TRIGGER fail_decision ON listing_decisions");
      await handle.query("DROP FUNCTION fail_decision()");
    }
    const [row] = await handle.query<{ status: string }>("SELECT status FROM listings WHERE id = $1", [listing.id]);
    expect(row!.status).toBe("pending");
  });

  it("retries a failed e-mail, and refuses one already sent", async () => {
    const failed = (await enqueueEmail(getDb(), { to: "a@exemple.bj", subject: "A", text: "T", template: "test" }))!;
    const sent = (await enqueueEmail(getDb(), { to: "b@exemple.bj", subject: "B", text: "T", template: "test" }))!;
    await handle.query(
      "UPDATE email_outbox SET status = 'failed', attempts = 8, next_attempt_at = now() + interval '1 day' WHERE id = $1",
      [failed],
    );
    await handle.query("UPDATE email_outbox SET status = 'sent', sent_at = now() WHERE id = $1", [sent]);
    expect(await post({ intent: "retry-email", emailId: failed }, admin.cookie)).toMatchObject({
      init: { status: 200 },
      data: { toast: { title: "E-mail remis en file d'envoi" } },
    });
    const [requeued] = await handle.query<{ status: string; attempts: number; due: boolean }>(
      "SELECT status, attempts, next_attempt_at <= now() AS due FROM email_outbox WHERE id = $1",
      [failed],
    );
    expect(requeued).toEqual({ status: "queued", attempts: 0, due: true });
    expect(await post({ intent: "retry-email", emailId: sent }, admin.cookie)).toMatchObject({ init: { status: 409 } });
    expect(await post({ intent: "retry-email", emailId: "pas-un-id" }, admin.cookie)).toMatchObject({
      init: { status: 409 },
    });
  });

  it("marks a contact message handled once", async () => {
    const message = await submitContactMessage({
      name: "Afi",
      email: "afi@exemple.bj",
      subject: "Question",
      message: "Bonjour",
    });
    expect(await post({ intent: "mark-handled", messageId: message.id }, admin.cookie)).toMatchObject({
      init: { status: 200 },
      data: { toast: { title: "Message marqué comme traité" } },
    });
    expect(await post({ intent: "mark-handled", messageId: message.id }, admin.cookie)).toMatchObject({
      init: { status: 404 },
    });
  });
});
