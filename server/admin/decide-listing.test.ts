import { beforeEach, describe, expect, it } from "vitest";
import { updateHostListing } from "#server/hosting/host-listings.server";
import { refusal } from "#server/http/refusals.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { decideListing, type DecisionResult } from "./decide-listing.server";

/** The decision's answer as the dashboard shows it: with its message in French. */
const said = (result: DecisionResult) =>
  result.ok ? result : { ...result, message: refusal("decision", result.error, "fr").message };

const handle = await useTestDatabase();

let adminId: string;
let otherAdminId: string;
let hostId: string;

beforeEach(async () => {
  await handle.query("DELETE FROM email_outbox");
  await handle.query("DELETE FROM notifications");
  await handle.query("DELETE FROM listings");
  await handle.query("DELETE FROM users");
  adminId = (await createUser({ email: "admin@exemple.bj", fullName: "Rachida Bello", roles: ["admin", "user"] })).id;
  otherAdminId = (await createUser({ email: "admin2@exemple.bj", fullName: "Second Admin", roles: ["admin", "user"] }))
    .id;
  hostId = (await createUser({ email: "hote@exemple.bj", fullName: "Koffi Agbossou", roles: ["host", "user"] })).id;
});

const pendingListing = (title = "Villa Ocean Ouidah") => createListing({ userId: hostId, title, status: "pending" });

async function state(listingId: string) {
  const [listing] = await handle.query<{ status: string; rejection_reason: string | null }>(
    "SELECT status, rejection_reason FROM listings WHERE id = $1",
    [listingId],
  );
  const decisions = await handle.query<{ admin_id: string; decision: string; reason: string | null; created_at: Date }>(
    "SELECT admin_id, decision, reason, created_at FROM listing_decisions WHERE listing_id = $1",
    [listingId],
  );
  const notifications = await handle.query<{
    user_id: string;
    kind: string;
    title: string;
    message: string;
    link: string;
  }>("SELECT user_id, kind, title, message, link FROM notifications WHERE listing_id = $1 ORDER BY user_id", [
    listingId,
  ]);
  const emails = await handle.query<{
    to_address: string;
    template: string;
    subject: string;
    text_body: string;
    html_body: string;
    status: string;
  }>("SELECT to_address, template, subject, text_body, html_body, status FROM email_outbox");
  return { listing: listing!, decisions, notifications, emails };
}

describe(`deciding on a listing (${databaseKind})`, () => {
  it("approves a pending listing: status, audit row, host and admin notifications, queued e-mail", async () => {
    const listing = await pendingListing();
    const result = await decideListing({
      listingId: listing.id,
      version: listing.version,
      adminId,
      decision: "approved",
      reason: "ignorée",
    });
    expect(result).toMatchObject({
      ok: true,
      listing: { id: listing.id, title: "Villa Ocean Ouidah", status: "approved", rejectionReason: null },
    });

    const after = await state(listing.id);
    expect(after.listing).toEqual({ status: "approved", rejection_reason: null });
    expect(after.decisions).toHaveLength(1);
    expect(after.decisions[0]).toMatchObject({ admin_id: adminId, decision: "approved", reason: null });
    expect(Date.now() - after.decisions[0]!.created_at.getTime()).toBeLessThan(60_000);
    const hostNotification = after.notifications.find((row) => row.user_id === hostId);
    expect(hostNotification).toMatchObject({
      kind: "listing_approved",
      title: "Annonce approuvée",
      link: "/my-listings",
    });
    expect(hostNotification!.message).toContain("Villa Ocean Ouidah");
    expect(after.notifications.find((row) => row.user_id === adminId)).toMatchObject({ kind: "listing_approved" });
    expect(after.emails).toHaveLength(1);
    expect(after.emails[0]).toMatchObject({
      to_address: "hote@exemple.bj",
      template: "send-host-notification",
      status: "queued",
    });
    expect(after.emails[0]!.subject).toBe("Annonce approuvée : Villa Ocean Ouidah");
  });

  it("marks the administrators' review requests for that listing read, and only those", async () => {
    const listing = await pendingListing();
    const other = await pendingListing("Autre annonce");
    for (const [id, kind] of [
      [listing.id, "listing_submitted"],
      [other.id, "listing_submitted"],
      [listing.id, "contact_message"],
    ] as const) {
      await handle.query(
        "INSERT INTO notifications (user_id, kind, title, message, listing_id) VALUES ($1, $2, 'T', 'M', $3)",
        [otherAdminId, kind, id],
      );
    }
    await decideListing({ listingId: listing.id, version: listing.version, adminId, decision: "approved" });
    const rows = await handle.query<{ listing_id: string; kind: string; read: boolean }>(
      "SELECT listing_id, kind, read_at IS NOT NULL AS read FROM notifications WHERE user_id = $1",
      [otherAdminId],
    );
    expect(rows.find((row) => row.listing_id === listing.id && row.kind === "listing_submitted")!.read).toBe(true);
    expect(rows.find((row) => row.listing_id === other.id)!.read).toBe(false);
    expect(rows.find((row) => row.kind === "contact_message")!.read).toBe(false);
  });

  it("rejects with the reason given, which the host's notification and e-mail carry", async () => {
    const listing = await pendingListing();
    const reason = "Photos floues.\nMerci d'indiquer le quartier.";
    const result = await decideListing({
      listingId: listing.id,
      version: listing.version,
      adminId,
      decision: "rejected",
      reason,
    });
    expect(result).toMatchObject({ ok: true, listing: { status: "rejected", rejectionReason: reason } });
    const after = await state(listing.id);
    expect(after.listing).toEqual({ status: "rejected", rejection_reason: reason });
    expect(after.decisions[0]).toMatchObject({ admin_id: adminId, decision: "rejected", reason });
    expect(after.notifications.find((row) => row.user_id === hostId)!.message).toContain("Photos floues.");
    expect(after.emails[0]!.subject).toBe("Annonce rejetée : Villa Ocean Ouidah");
    expect(after.emails[0]!.text_body).toContain(reason);
  });

  it("uses 'Non conforme aux normes de la plateforme' when no reason is given", async () => {
    const listing = await pendingListing();
    await decideListing({
      listingId: listing.id,
      version: listing.version,
      adminId,
      decision: "rejected",
      reason: "   ",
    });
    expect((await state(listing.id)).listing.rejection_reason).toBe("Non conforme aux normes de la plateforme");
  });

  it("keeps an HTML reason as text and escapes it in the e-mail", async () => {
    const listing = await pendingListing("<img src=x onerror=alert(1)>");
    const reason = `<script>alert("x")</script> & <b>gras</b>`;
    await decideListing({ listingId: listing.id, version: listing.version, adminId, decision: "rejected", reason });
    const after = await state(listing.id);
    expect(after.listing.rejection_reason).toBe(reason);
    const html = after.emails[0]!.html_body;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;gras&lt;/b&gt;");
  });

  it("refuses a 10 000-character reason and changes nothing", async () => {
    const listing = await pendingListing();
    const result = await decideListing({
      listingId: listing.id,
      version: listing.version,
      adminId,
      decision: "rejected",
      reason: "x".repeat(10_000),
    });
    expect(said(result)).toEqual({
      ok: false,
      error: "invalid_reason",
      message: "La raison du rejet ne doit pas dépasser 1000 caractères.",
    });
    const after = await state(listing.id);
    expect(after.listing.status).toBe("pending");
    expect(after.decisions).toHaveLength(0);
    expect(after.notifications).toHaveLength(0);
    expect(after.emails).toHaveLength(0);
  });

  it("tells that an already decided listing was already decided, and changes nothing", async () => {
    const listing = await pendingListing();
    await decideListing({ listingId: listing.id, version: listing.version, adminId, decision: "approved" });
    const again = await decideListing({
      listingId: listing.id,
      version: listing.version,
      adminId: otherAdminId,
      decision: "rejected",
      reason: "Trop tard",
    });
    expect(said(again)).toEqual({ ok: false, error: "already_decided", message: "Cette annonce a déjà été traitée." });
    const after = await state(listing.id);
    expect(after.listing).toEqual({ status: "approved", rejection_reason: null });
    expect(after.decisions).toHaveLength(1);
    expect(after.emails).toHaveLength(1);
  });

  const changedMessage =
    "L'hôte a modifié cette annonce depuis que vous l'avez ouverte. Relisez la nouvelle version avant de décider.";

  /** The host's edit of a pending listing, through the real operation. */
  async function hostEdits(listing: Awaited<ReturnType<typeof pendingListing>>, title: string) {
    const { id: _id, userId: _userId, status: _status, ...rest } = listing;
    const edited = await updateHostListing(hostId, listing.id, { ...rest, title }, { confirmRevalidation: false });
    expect(edited).toMatchObject({ ok: true, status: "pending" });
  }

  it("decides nothing on a listing its host edited after the administrator opened it (409)", async () => {
    const listing = await pendingListing("Villa calme à Fidjrossè");
    await hostEdits(listing, "ARNAQUE payez sur wa.me/22990000000");
    for (const decision of ["approved", "rejected"] as const) {
      const result = await decideListing({ listingId: listing.id, version: listing.version, adminId, decision });
      expect(said(result)).toEqual({ ok: false, error: "changed_since_seen", message: changedMessage });
      expect(refusal("decision", "changed_since_seen", "fr").status).toBe(409);
    }
    const after = await state(listing.id);
    expect(after.listing).toEqual({ status: "pending", rejection_reason: null });
    expect(after.decisions).toHaveLength(0);
    expect(after.notifications).toHaveLength(0);
    expect(after.emails).toHaveLength(0);
    // The version the dashboard shows now is the edited one: that one can be judged.
    const [{ version }] = (await handle.query<{ version: number }>("SELECT version FROM listings WHERE id = $1", [
      listing.id,
    ])) as [{ version: number }];
    expect(version).toBe(listing.version + 1);
    const rejected = await decideListing({ listingId: listing.id, version, adminId, decision: "rejected" });
    expect(rejected).toMatchObject({ ok: true, listing: { title: "ARNAQUE payez sur wa.me/22990000000" } });
  });

  it("decides nothing without the version seen, or with a forged one", async () => {
    const listing = await pendingListing();
    for (const version of [undefined, "", "0", "-1", "2", "1.0", "1 OR 1=1", "99999999999", 1.5, 2, null, {}]) {
      const result = await decideListing({ listingId: listing.id, version, adminId, decision: "approved" });
      expect(said(result), String(version)).toEqual({
        ok: false,
        error: "changed_since_seen",
        message: changedMessage,
      });
    }
    expect((await state(listing.id)).decisions).toHaveLength(0);
    expect(await decideListing({ listingId: listing.id, version: "1", adminId, decision: "approved" })).toMatchObject({
      ok: true,
    });
  });

  it("answers 'not found' for an unknown or malformed id", async () => {
    for (const listingId of ["7d0f3c1e-2b4a-4c5d-9e8f-0a1b2c3d4e5f", "pas-un-id", "' OR 1=1 --", ""]) {
      const result = await decideListing({ listingId, version: 1, adminId, decision: "approved" });
      expect(said(result)).toEqual({
        ok: false,
        error: "not_found",
        message: "Cette annonce n'existe pas ou a été supprimée.",
      });
    }
  });

  it("gives one result when two administrators decide at the same moment", async () => {
    // The first decision sleeps after its UPDATE, holding the row lock: on PostgreSQL the
    // second one's UPDATE then really runs while the first is still open.
    await handle.query(`CREATE FUNCTION slow_decision() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(0.15); RETURN NEW; END $$`);
    await handle.query(
      "CREATE TRIGGER slow_decision BEFORE INSERT ON listing_decisions FOR EACH ROW EXECUTE FUNCTION slow_decision()",
    );
    for (let round = 0; round < 4; round += 1) {
      const listing = await pendingListing(`Annonce ${round}`);
      const results = await Promise.all([
        decideListing({ listingId: listing.id, version: listing.version, adminId, decision: "approved" }),
        decideListing({
          listingId: listing.id,
          version: listing.version,
          adminId: otherAdminId,
          decision: round % 2 ? "rejected" : "approved",
          reason: "Doublon",
        }),
      ]);
      const winners = results.filter((result) => result.ok);
      const losers = results.filter((result) => !result.ok);
      expect(winners).toHaveLength(1);
      expect(losers.map(said)).toEqual([
        { ok: false, error: "already_decided", message: "Cette annonce a déjà été traitée." },
      ]);
      const after = await state(listing.id);
      expect(after.decisions).toHaveLength(1);
      const winner = winners[0]!;
      expect(winner.ok && after.listing.status === winner.listing.status).toBe(true);
      expect(after.notifications.filter((row) => row.user_id === hostId)).toHaveLength(1);
      await handle.query("DELETE FROM email_outbox");
    }
    await handle.query("DROP TRIGGER slow_decision ON listing_decisions");
    await handle.query("DROP FUNCTION slow_decision()");
  });

  it("rolls everything back when a step of the decision fails", async () => {
    const listing = await pendingListing();
    await handle.query(`CREATE FUNCTION fail_decision() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'panne simulée'; END $$`);
    await handle.query(
      "CREATE TRIGGER fail_decision BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION fail_decision()",
    );
    try {
      await expect(
        decideListing({ listingId: listing.id, version: listing.version, adminId, decision: "approved" }),
      ).rejects.toThrow();
    } finally {
      await handle.query("DROP TRIGGER fail_decision ON notifications");
      await handle.query("DROP FUNCTION fail_decision()");
    }
    const after = await state(listing.id);
    expect(after.listing.status).toBe("pending");
    expect(after.decisions).toHaveLength(0);
    expect(after.emails).toHaveLength(0);
  });
});
