// Deciding on a listing when something stands in the way: already decided, edited by its host
// since it was opened, a missing or forged version, an unknown id, two administrators at
// once, a failing step.
import { describe, expect, it } from "vitest";
import { updateHostListing } from "#server/hosting/host-listings.server";
import { refusal } from "#server/http/refusals.server";
import { adminId, handle, hostId, otherAdminId, pendingListing, said, state } from "#tests/support/decide-listing";
import { databaseKind } from "#tests/support/test-database";
import { decideListing } from "./decide-listing.server";

describe(`deciding on a listing (${databaseKind})`, () => {
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
