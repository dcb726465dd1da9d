// /admin-dashboard: what the administrators read (statistics, listings, users, bookings,
// messages, the outbox), and a failed read said in words.
import { describe, expect, it, vi } from "vitest";
import { submitContactMessage } from "#server/contact/submit-contact-message.server";
import { getDb } from "#server/db/client.server";
import { enqueueEmail } from "#server/integrations/mail/outbox.server";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { admin, loaderArgs, handle, host, load, pending } from "#tests/support/admin-dashboard";
import { pageRequest } from "#tests/support/site-requests";
import { databaseKind } from "#tests/support/test-database";
import { loader } from "./admin-dashboard";

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
      listings: { pending: 1, approved: 1, rejected: 1, unpublished: 0, total: 3 },
      bookings: {
        pending: 1,
        approved: 2,
        rejected: 0,
        cancelled: 0,
        expired: 0,
        requested: 0,
        declined: 0,
        request_expired: 0,
        total: 3,
      },
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
