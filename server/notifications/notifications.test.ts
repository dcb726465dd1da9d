import { beforeAll, describe, expect, it } from "vitest";
import { action } from "#app/routes/api.notifications";
import { getDb } from "#server/db/client.server";
import { createUser } from "#server/seed/factories.server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { formRequest } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notifyAdmins,
  notifyUser,
} from "./notifications.server";

await useTestDatabase();
type Args = Parameters<typeof action>[0];
let alice: { userId: string; cookie: string };
let bruno: { userId: string; cookie: string };

beforeAll(async () => {
  alice = await signedInUser("alice.notif@exemple.bj", { roles: ["host"] });
  bruno = await signedInUser("bruno.notif@exemple.bj", { roles: ["host"] });
});

const call = (fields: Record<string, string>, cookie?: string, extra: Record<string, string> = {}) =>
  action(routeArgs<Args>(formRequest("/api/notifications", fields, { ...(cookie ? { cookie } : {}), ...extra }))).catch(
    (thrown: unknown) => thrown,
  );

describe(`notifications (${databaseKind})`, () => {
  it("writes one row per admin, inside the caller's transaction", async () => {
    const admins = [await createUser({ roles: ["admin"] }), await createUser({ roles: ["admin", "host"] })];
    await getDb()
      .transaction(async (tx) => {
        await notifyAdmins(tx, {
          kind: "listing_submitted",
          template: "listingSubmitted",
          args: ["Villa"],
          link: "/admin-dashboard",
        });
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(await countUnread(admins[0]!.id)).toBe(0);
    await notifyAdmins(getDb(), {
      kind: "listing_submitted",
      template: "listingSubmitted",
      args: ["Villa"],
      link: "/admin-dashboard",
    });
    for (const admin of admins)
      expect(await listNotifications(admin.id, "fr")).toMatchObject([
        { title: "Nouvelle annonce à valider", read: false, link: "/admin-dashboard" },
      ]);
    expect(await countUnread(alice.userId)).toBe(0);
  });

  it("lists newest first and marks read only the owner's rows", async () => {
    await notifyUser(getDb(), {
      userId: alice.userId,
      kind: "listing_approved",
      template: "listingApprovedForHost",
      args: ["Première"],
    });
    // "Newest" is the database's now(): PGlite's clock counts in milliseconds, and two
    // rows written within one would tie (the id, random, then decides). The second comes later.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await notifyUser(getDb(), {
      userId: alice.userId,
      kind: "listing_rejected",
      template: "listingRejectedForHost",
      args: ["Seconde", "photos floues"],
    });
    const [newest, oldest] = await listNotifications(alice.userId, "fr");
    expect(newest!.message).toBe("Votre annonce « Seconde » a été rejetée. Raison : photos floues");
    expect(await markNotificationRead(bruno.userId, newest!.id)).toBe(false);
    expect(await markNotificationRead(alice.userId, "pas-un-uuid")).toBe(false);
    expect(await countUnread(alice.userId)).toBe(2);
    expect(await markNotificationRead(alice.userId, oldest!.id)).toBe(true);
    expect(await countUnread(alice.userId)).toBe(1);
    expect(await markAllNotificationsRead(alice.userId)).toBe(1);
    expect(await countUnread(alice.userId)).toBe(0);
  });

  it("POST /api/notifications: 401 anonymous, someone else's id changes nothing, read-all works", async () => {
    await notifyUser(getDb(), {
      userId: bruno.userId,
      kind: "info",
      template: "listingSubmitted",
      args: ["Pour Bruno"],
    });
    const [brunoNotice] = await listNotifications(bruno.userId, "fr");
    expect(await call({ intent: "read", id: brunoNotice!.id })).toMatchObject({ init: { status: 401 } });
    expect(await call({ intent: "read", id: brunoNotice!.id }, alice.cookie)).toMatchObject({
      init: { status: 404 },
      data: { ok: false, updated: 0, error: "Notification introuvable." },
    });
    expect(await countUnread(bruno.userId)).toBe(1);
    expect(await call({ intent: "read", id: brunoNotice!.id }, bruno.cookie)).toEqual({ ok: true, updated: 1 });
    expect(await call({ intent: "nimporte" }, bruno.cookie)).toMatchObject({ init: { status: 400 } });
  });

  it("sends a plain form post (no JavaScript) back to the page, never off-site", async () => {
    await notifyUser(getDb(), { userId: bruno.userId, kind: "info", template: "listingSubmitted", args: ["Encore"] });
    const back = (await call({ intent: "read-all", redirectTo: "/host-dashboard?tab=notifications" }, bruno.cookie, {
      "sec-fetch-mode": "navigate",
    })) as Response;
    expect(back.headers.get("location")).toBe("/host-dashboard?tab=notifications");
    expect(await countUnread(bruno.userId)).toBe(0);
    const evil = (await call({ intent: "read-all", redirectTo: "//evil.example" }, bruno.cookie, {
      "sec-fetch-mode": "navigate",
    })) as Response;
    expect(evil.headers.get("location")).toBe("/host-dashboard");
  });
});
