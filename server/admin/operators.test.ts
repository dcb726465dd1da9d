// Administrators in charge (issue 16), through the dashboard's action: every rule and its
// French message, what each action changes, and the admin_actions record it leaves.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#common/clock";
import { travelerTotal } from "#common/line-items";
import { parseSearchParams } from "#common/search-params";
import { signIn } from "#server/accounts/credentials.server";
import { accountFailureInWords } from "#server/http/refusals.server";
import { getPublicListing, listSitemapEntries } from "#server/listings/public-listings.server";
import { searchListings } from "#server/listings/search.server";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { signedInUser, TEST_PASSWORD } from "#tests/support/sessions";
import { siteHeaders } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { adminActionsFor } from "./admin-action-log.server";
import { runAdminAction } from "./admin-actions.server";
import { OPERATOR_REASON_MAX } from "./operator-reason";

const handle = await useTestDatabase();
afterEach(() => setClock(null));

let adminId: string;
let host: { userId: string; cookie: string };
const HOST_EMAIL = "hote.suspendu@exemple.bj";

beforeAll(async () => {
  adminId = (
    await createUser({
      email: "chef@exemple.bj",
      fullName: "Chef Admin",
      roles: ["admin", "user"],
      emailVerified: true,
    })
  ).id;
  host = await signedInUser(HOST_EMAIL, { roles: ["host"], name: "Koffi Hôte" });
});

function act(fields: Record<string, string>, by = adminId) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return runAdminAction(form, by, "fr");
}

const actionsOf = async (targetId: string) =>
  handle.query<{ action: string; admin_id: string; reason: string; detail: string | null }>(
    "SELECT action, admin_id, reason, detail FROM admin_actions WHERE target_id = $1 ORDER BY created_at, id",
    [targetId],
  );
const isPublic = async (listingId: string) => (await getPublicListing(listingId)) !== null;
const searchIds = async () =>
  (await searchListings(parseSearchParams(new URLSearchParams(), "2030-01-01"))).items.map((item) => item.id);

describe(`unpublishing and republishing a listing (${databaseKind})`, () => {
  it("takes an approved listing off the site with a reason, tells the host, records it; republishing puts it back", async () => {
    const listing = await createListing({ userId: host.userId, title: "Case Ganvié" });
    expect(await isPublic(listing.id)).toBe(true);
    const answer = await act({ intent: "unpublish-listing", listingId: listing.id, reason: "Photos trompeuses" });
    expect(answer).toMatchObject({ status: 200, ok: true });
    expect(answer.toast.description).toBe("« Case Ganvié » n'est plus visible sur le site. L'hôte a été informé.");
    expect(await isPublic(listing.id)).toBe(false);
    expect(await searchIds()).not.toContain(listing.id);
    expect((await listSitemapEntries()).map((entry) => entry.id)).not.toContain(listing.id);
    const [row] = await handle.query<{ status: string; unpublish_reason: string }>(
      "SELECT status, unpublish_reason FROM listings WHERE id = $1",
      [listing.id],
    );
    expect(row).toEqual({ status: "unpublished", unpublish_reason: "Photos trompeuses" });
    const [notification] = await handle.query<{ title: string; message: string }>(
      "SELECT title, message FROM notifications WHERE user_id = $1 AND listing_id = $2",
      [host.userId, listing.id],
    );
    expect(notification).toEqual({
      title: "Annonce retirée du site",
      message: "Votre annonce « Case Ganvié » a été retirée du site par l'équipe. Motif : Photos trompeuses",
    });
    const [mail] = await handle.query<{ to_address: string; subject: string; text_body: string }>(
      "SELECT to_address, subject, text_body FROM email_outbox WHERE template = 'operator-decision' AND dedupe_key LIKE $1",
      [`operator-decision:unpublish:${listing.id}:%`],
    );
    expect(mail).toMatchObject({
      to_address: HOST_EMAIL,
      subject: "Votre annonce « Case Ganvié » a été retirée du site",
    });
    expect(mail!.text_body).toContain("Motif : Photos trompeuses");

    const again = await act({ intent: "unpublish-listing", listingId: listing.id, reason: "Encore" });
    expect(again).toMatchObject({ status: 409, ok: false });
    expect(again.toast.description).toBe("Seule une annonce approuvée peut être retirée du site.");

    const back = await act({ intent: "republish-listing", listingId: listing.id, reason: "Photos corrigées" });
    expect(back.toast.description).toBe("« Case Ganvié » est de nouveau visible sur le site. L'hôte a été informé.");
    expect(await isPublic(listing.id)).toBe(true);
    expect(await actionsOf(listing.id)).toEqual([
      { action: "unpublish_listing", admin_id: adminId, reason: "Photos trompeuses", detail: null },
      { action: "republish_listing", admin_id: adminId, reason: "Photos corrigées", detail: null },
    ]);
    const history = (await adminActionsFor("listing", [listing.id])).get(listing.id)!;
    expect(history.map((entry) => [entry.action, entry.adminName])).toEqual([
      ["republish_listing", "Chef Admin"],
      ["unpublish_listing", "Chef Admin"],
    ]);
    const notAgain = await act({ intent: "republish-listing", listingId: listing.id, reason: "x" });
    expect(notAgain.toast.description).toBe("Cette annonce n'est pas retirée du site.");
  });

  it("refuses a missing, blank or too long reason and an unknown listing, changing nothing", async () => {
    const listing = await createListing({ userId: host.userId, title: "Villa Fidjrossè" });
    const cases: [Record<string, string>, number, string][] = [
      [{ listingId: listing.id }, 400, "Indiquez le motif de cette action."],
      [{ listingId: listing.id, reason: "   \u0000 " }, 400, "Indiquez le motif de cette action."],
      [
        { listingId: listing.id, reason: "é".repeat(OPERATOR_REASON_MAX + 1) },
        400,
        `Le motif ne peut pas dépasser ${OPERATOR_REASON_MAX} caractères.`,
      ],
      [{ listingId: "pas-un-id", reason: "Motif" }, 404, "Annonce introuvable."],
      [{ listingId: "00000000-0000-4000-8000-000000000000", reason: "Motif" }, 404, "Annonce introuvable."],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await act({ intent: "unpublish-listing", ...fields });
      expect({ status: answer.status, message: answer.toast.description }).toEqual({ status, message });
    }
    expect(await isPublic(listing.id)).toBe(true);
    expect(await actionsOf(listing.id)).toEqual([]);
  });

  it("a pending or a rejected listing cannot be unpublished", async () => {
    for (const status of ["pending", "rejected"] as const) {
      const listing = await createListing({ userId: host.userId, status });
      const answer = await act({ intent: "unpublish-listing", listingId: listing.id, reason: "Motif" });
      expect(answer.status).toBe(409);
    }
  });

  it("admin_actions is append-only: a record cannot be changed nor deleted", async () => {
    const listing = await createListing({ userId: host.userId });
    await act({ intent: "unpublish-listing", listingId: listing.id, reason: "Motif" });
    await expect(
      handle.query("UPDATE admin_actions SET reason = 'autre' WHERE target_id = $1", [listing.id]),
    ).rejects.toThrow(/never changed/);
    await expect(handle.query("DELETE FROM admin_actions WHERE target_id = $1", [listing.id])).rejects.toThrow(
      /never changed/,
    );
  });
});

describe(`suspending and reinstating an account (${databaseKind})`, () => {
  it("ends its sessions, hides its listings, refuses its sign-in in French; reinstated, all comes back", async () => {
    const listing = await createListing({ userId: host.userId, title: "Studio Akpakpa" });
    const hidden = await createListing({ userId: host.userId, title: "Retirée avant", status: "pending" });
    expect(await searchIds()).toContain(listing.id);
    const answer = await act({ intent: "suspend-account", userId: host.userId, reason: "Fraude signalée" });
    expect(answer).toMatchObject({ status: 200, ok: true });
    expect(answer.toast.description).toBe("Le compte de Koffi Hôte est suspendu : ses sessions sont fermées.");
    const [sessions] = await handle.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM sessions WHERE user_id = $1",
      [host.userId],
    );
    expect(sessions!.count).toBe(0);
    expect(await isPublic(listing.id)).toBe(false);
    expect(await searchIds()).not.toContain(listing.id);
    expect((await listSitemapEntries()).map((entry) => entry.id)).not.toContain(listing.id);

    const refused = await signIn({ email: HOST_EMAIL, password: TEST_PASSWORD }, siteHeaders());
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(accountFailureInWords(refused, "fr")).toMatchObject({
      status: 403,
      message: expect.stringContaining("Votre compte est suspendu par l'équipe Bénin Voyages"),
    });
    // A wrong password says nothing about the suspension.
    const wrong = await signIn({ email: HOST_EMAIL, password: "Mauvais-Mot-2026" }, siteHeaders());
    expect(!wrong.ok && wrong.reason).toBe("invalid_credentials");
    const [mail] = await handle.query<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE to_address = $1 AND dedupe_key LIKE 'operator-decision:suspend:%'",
      [HOST_EMAIL],
    );
    expect(mail!.text_body).toContain("Motif : Fraude signalée");

    expect((await act({ intent: "suspend-account", userId: host.userId, reason: "Encore" })).toast.description).toBe(
      "Ce compte est déjà suspendu.",
    );
    const back = await act({ intent: "reinstate-account", userId: host.userId, reason: "Vérifié" });
    expect(back.toast.description).toBe("Le compte de Koffi Hôte est rétabli.");
    expect(await isPublic(listing.id)).toBe(true);
    const [pending] = await handle.query<{ status: string }>("SELECT status FROM listings WHERE id = $1", [hidden.id]);
    expect(pending!.status).toBe("pending");
    expect((await signIn({ email: HOST_EMAIL, password: TEST_PASSWORD }, siteHeaders())).ok).toBe(true);
    expect((await actionsOf(host.userId)).map((row) => row.action)).toEqual(["suspend_account", "reinstate_account"]);
    expect((await act({ intent: "reinstate-account", userId: host.userId, reason: "x" })).toast.description).toBe(
      "Ce compte n'est pas suspendu.",
    );
  });

  it("an administrator cannot suspend themself, nor an unknown account", async () => {
    const self = await act({ intent: "suspend-account", userId: adminId, reason: "Test" });
    expect({ status: self.status, message: self.toast.description }).toEqual({
      status: 409,
      message: "Vous ne pouvez pas suspendre votre propre compte.",
    });
    const unknown = await act({ intent: "suspend-account", userId: "inconnu", reason: "Test" });
    expect({ status: unknown.status, message: unknown.toast.description }).toEqual({
      status: 404,
      message: "Compte introuvable.",
    });
    const [row] = await handle.query<{ suspended: boolean }>(
      "SELECT suspended_at IS NOT NULL AS suspended FROM users WHERE id = $1",
      [adminId],
    );
    expect(row!.suspended).toBe(false);
  });

  it("the last administrator able to act cannot be suspended", async () => {
    // Only reachable when the acting administrator does not count: another one acting, then suspended.
    const other = await createUser({ email: "second.admin@exemple.bj", roles: ["admin", "user"], emailVerified: true });
    await handle.query("UPDATE users SET suspended_at = now(), suspension_reason = 'x' WHERE id = $1", [adminId]);
    try {
      const answer = await act({ intent: "suspend-account", userId: other.id, reason: "Test" }, adminId);
      expect({ status: answer.status, message: answer.toast.description }).toEqual({
        status: 409,
        message: "C'est le dernier administrateur : la plateforme doit en garder au moins un.",
      });
    } finally {
      await handle.query("UPDATE users SET suspended_at = NULL, suspension_reason = NULL WHERE id = $1", [adminId]);
    }
  });
});

describe(`changing roles (${databaseKind})`, () => {
  it("grants and removes the host and administrator roles, with the profile's type and the record", async () => {
    const person = await createUser({ email: "futur.hote@exemple.bj", emailVerified: true });
    expect(
      (await act({ intent: "grant-role", userId: person.id, role: "host", reason: "Demande" })).toast.description,
    ).toBe("Rôle « hôte » attribué.");
    expect(
      (await act({ intent: "grant-role", userId: person.id, role: "host", reason: "Demande" })).toast.description,
    ).toBe("Ce compte a déjà ce rôle.");
    await act({ intent: "grant-role", userId: person.id, role: "admin", reason: "Renfort" });
    const typeOf = async () =>
      (await handle.query<{ user_type: string }>("SELECT user_type FROM profiles WHERE id = $1", [person.id]))[0]!
        .user_type;
    expect(await typeOf()).toBe("admin");
    expect(
      (await act({ intent: "remove-role", userId: person.id, role: "admin", reason: "Fin" })).toast.description,
    ).toBe("Rôle « administrateur » retiré.");
    expect(await typeOf()).toBe("host");
    await act({ intent: "remove-role", userId: person.id, role: "host", reason: "Fin" });
    expect(await typeOf()).toBe("traveler");
    expect(
      (await act({ intent: "remove-role", userId: person.id, role: "host", reason: "Fin" })).toast.description,
    ).toBe("Ce compte n'a pas ce rôle.");
    expect((await actionsOf(person.id)).map((row) => [row.action, row.detail])).toEqual([
      ["grant_role", "host"],
      ["grant_role", "admin"],
      ["remove_role", "admin"],
      ["remove_role", "host"],
    ]);
  });

  it("refuses a role to an unconfirmed address, changing one's own roles, and removing the last administrator", async () => {
    const unconfirmed = await createUser({ email: "pas.confirme@exemple.bj", emailVerified: false });
    expect(
      (await act({ intent: "grant-role", userId: unconfirmed.id, role: "admin", reason: "x" })).toast.description,
    ).toBe("Ce compte n'a pas encore confirmé son adresse e-mail : il ne peut pas recevoir ce rôle.");
    expect((await act({ intent: "remove-role", userId: adminId, role: "admin", reason: "x" })).toast.description).toBe(
      "Vous ne pouvez pas modifier vos propres rôles.",
    );
    // Another administrator, acting while every other one is suspended, cannot remove the last.
    const other = await createUser({
      email: "dernier.admin@exemple.bj",
      roles: ["admin", "user"],
      emailVerified: true,
    });
    await handle.query(
      "UPDATE users SET suspended_at = now(), suspension_reason = 'x' WHERE id <> $1 AND id IN (SELECT user_id FROM user_roles WHERE role = 'admin')",
      [other.id],
    );
    try {
      const answer = await act({ intent: "remove-role", userId: other.id, role: "admin", reason: "x" });
      expect({ status: answer.status, message: answer.toast.description }).toEqual({
        status: 409,
        message: "C'est le dernier administrateur : la plateforme doit en garder au moins un.",
      });
    } finally {
      await handle.query("UPDATE users SET suspended_at = NULL, suspension_reason = NULL");
    }
    expect(await actionsOf(unconfirmed.id)).toEqual([]);
    expect(await actionsOf(other.id)).toEqual([]);
  });
});

describe(`cancelling a booking with a full refund (${databaseKind})`, () => {
  const NOW = new Date("2031-01-10T08:00:00Z");
  const paid = {
    status: "approved" as const,
    paymentStatus: "completed" as const,
    paidAt: new Date("2031-01-02T10:00:00Z"),
  };

  it("cancels a paid booking: full refund owed and started, dates freed, both sides e-mailed, recorded", async () => {
    setClock(NOW);
    const listing = await createListing({ userId: host.userId, price: 20_000 });
    const booking = await createBooking({
      listingId: listing.id,
      startDate: "2031-02-01",
      endDate: "2031-02-03",
      ...paid,
    });
    const answer = await act({ intent: "cancel-booking", bookingId: booking.id, reason: "Logement insalubre" });
    const total = travelerTotal(booking.lineItems);
    expect(answer).toMatchObject({ status: 200, ok: true });
    expect(answer.toast.description).toContain(
      `Réservation ${booking.bookingReference} annulée : remboursement intégral`,
    );
    const [row] = await handle.query<{ status: string; refund_amount: number; refund_status: string; dates: number }>(
      `SELECT status, refund_amount, refund_status,
        (SELECT count(*)::int FROM listing_calendar WHERE booking_id = b.id) AS dates FROM bookings b WHERE id = $1`,
      [booking.id],
    );
    expect(row).toEqual({ status: "cancelled", refund_amount: total, refund_status: "owed", dates: 0 });
    const mails = await handle.query<{ template: string }>(
      "SELECT template FROM email_outbox WHERE dedupe_key LIKE $1 ORDER BY template",
      [`booking-cancelled-%:${booking.id}`],
    );
    expect(mails.map((mail) => mail.template)).toEqual(["booking-cancelled-host", "booking-cancelled-traveler"]);
    expect(await actionsOf(booking.id)).toEqual([
      { action: "cancel_booking", admin_id: adminId, reason: "Logement insalubre", detail: null },
    ]);
    const again = await act({ intent: "cancel-booking", bookingId: booking.id, reason: "x" });
    expect({ status: again.status, message: again.toast.description }).toEqual({
      status: 409,
      message: "Seule une réservation payée dont le séjour n'a pas commencé peut être annulée.",
    });
  });

  it("refuses an unpaid booking, a missing reason and an unknown booking, changing nothing", async () => {
    setClock(NOW);
    const listing = await createListing({ userId: host.userId, price: 20_000 });
    const unpaid = await createBooking({ listingId: listing.id, startDate: "2031-03-01", endDate: "2031-03-03" });
    const confirmed = await createBooking({
      listingId: listing.id,
      startDate: "2031-04-01",
      endDate: "2031-04-03",
      ...paid,
    });
    expect((await act({ intent: "cancel-booking", bookingId: unpaid.id, reason: "x" })).status).toBe(409);
    expect((await act({ intent: "cancel-booking", bookingId: confirmed.id })).toast.description).toBe(
      "Indiquez le motif de cette action.",
    );
    expect((await act({ intent: "cancel-booking", bookingId: "nope", reason: "x" })).toast.description).toBe(
      "Réservation introuvable.",
    );
    const rows = await handle.query<{ status: string }>(
      "SELECT status FROM bookings WHERE id IN ($1, $2) ORDER BY start_date",
      [unpaid.id, confirmed.id],
    );
    expect(rows.map((row) => row.status)).toEqual(["pending", "approved"]);
  });
});
