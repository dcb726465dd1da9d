// Permission matrix, part 5 (our own endpoints): posts to pages without an action, becoming
// a host (only oneself), the contact and password-reset forms.
import { describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { userRoles } from "#server/db/schema";
import { send } from "#tests/security/support/http";
import { declareMatrix, doneThen, everyone, refused, type Row } from "#tests/security/support/matrix";
import { useMatrixWorld } from "#tests/security/support/world-setup";
import { signedInUser } from "#tests/support/sessions";

const context = await useMatrixWorld("api");

// ---- page posts
const rows: Row[] = [
  // Pages without an action: a post is refused and changes nothing.
  ...["/host-dashboard", "/payment-success?booking_id={travelerPending}", "/payment-cancel", "/accommodations"].map(
    (path): Row => ({ path, form: { intent: "approve", listingId: "{pending}" }, expect: everyone(refused(405)) }),
  ),
  {
    // A host cancels a confirmed booking of theirs; this one is not confirmed (unpaid), and
    // is nobody else's to cancel: refused, nothing written.
    path: "/reservations",
    form: { intent: "cancel", bookingId: "{travelerPending}" },
    label: "(cancel a booking not confirmed)",
    expect: everyone(refused(409), {
      anonymous: refused(401),
      traveler: refused(403),
      otherHost: refused(404),
      admin: refused(404),
    }),
  },
  {
    // Becoming a host: the signed-in person only (the traveler's own cell is below, on a fresh account).
    path: "/become-host",
    form: { acceptTerms: "on" },
    actors: ["anonymous", "hostOwner", "otherHost", "admin"],
    expect: everyone(doneThen("/host-dashboard?toast=becameHost"), { anonymous: refused(401) }),
  },
  {
    path: "/become-host",
    form: { acceptTerms: "" },
    label: "(terms not accepted)",
    expect: everyone(refused(400), { anonymous: refused(401) }),
  },
  {
    path: "/contact",
    form: {
      name: "Afi",
      email: "afi.contact@exemple.bj",
      subject: "Question",
      message: "Bonjour, une question sur les réservations.",
    },
    expect: everyone(doneThen("/contact?toast=contactSent")),
  },
  {
    path: "/reset-password",
    form: { token: "jeton-inventé", password: "nouveaumotdepasse", confirmPassword: "nouveaumotdepasse" },
    label: "(forged token)",
    expect: everyone(refused(400)),
  },
];

describe("page posts × actors", () => {
  declareMatrix(rows, context);

  it("a traveler who becomes a host grants the role to their own account only", async () => {
    const { app } = context();
    const fresh = await signedInUser("futur.hote.api@exemple.bj");
    const rolesBefore = await getDb().select().from(userRoles);
    const answer = await send(
      app,
      { name: "traveler", userId: fresh.userId, cookie: fresh.cookie, email: null },
      "/become-host",
      {
        form: { acceptTerms: "on", userId: context().world.actors.traveler.userId! },
      },
    );
    expect(answer.redirect).toBe("/host-dashboard?toast=becameHost");
    const rolesAfter = await getDb().select().from(userRoles);
    const added = rolesAfter.filter(
      (row) => !rolesBefore.some((old) => old.userId === row.userId && old.role === row.role),
    );
    expect(added.map((row) => ({ userId: row.userId, role: row.role }))).toEqual([
      { userId: fresh.userId, role: "host" },
    ]);
  });
});
