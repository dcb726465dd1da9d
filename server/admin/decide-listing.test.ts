// Deciding on a listing: approving and rejecting, what the host and the administrators are
// told, the rejection reason (default, HTML, too long).
import { describe, expect, it } from "vitest";
import { adminId, handle, hostId, otherAdminId, pendingListing, said, state } from "#tests/support/decide-listing";
import { databaseKind } from "#tests/support/test-database";
import { decideListing } from "./decide-listing.server";

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
});
