// /admin-dashboard: who may read and act, and what each decision or retry changes.
import { describe, expect, it, vi } from "vitest";
import { submitContactMessage } from "#server/contact/submit-contact-message.server";
import { getDb } from "#server/db/client.server";
import { enqueueEmail } from "#server/integrations/mail/outbox.server";
import {
  admin,
  loaderArgs,
  handle,
  host,
  load,
  pending,
  post,
  settle,
  snapshot,
  traveler,
} from "#tests/support/admin-dashboard";
import { pageRequest } from "#tests/support/site-requests";
import { databaseKind } from "#tests/support/test-database";
import { loader } from "./admin-dashboard";

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
