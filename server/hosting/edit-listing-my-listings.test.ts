// /my-listings, beside the edit page: the owner's listings only, newest first, with the
// rejection reason, and deleting only the owner's listing without bookings.
import { describe, expect, it } from "vitest";
import * as myListingsRoute from "#app/routes/my-listings";
import { nowMs } from "#common/clock";
import { getDb } from "#server/db/client.server";
import { listings } from "#server/db/schema";
import { createBooking, createListing } from "#server/seed/factories.server";
import { approvedListing, host, intruder, type ActionResult } from "#tests/support/edit-listing";
import { postForm, routeArgs, settle } from "#tests/support/hosting";
import { renderRoute } from "#tests/support/render-route";
import { pageRequest } from "#tests/support/site-requests";

describe("/my-listings", () => {
  it("lists only the owner's listings, newest first, with the rejection reason, and escapes HTML in titles", async () => {
    // An older listing of the owner's, below the newer one (the edit tests run before it used to leave some).
    await approvedListing();
    await createListing({ userId: intruder.userId, title: "Annonce de l'intrus" });
    await approvedListing({
      title: "<script>alert('x')</script> Villa",
      status: "rejected",
      rejectionReason: "Titre non conforme",
      createdAt: new Date(nowMs() + 60_000),
    });
    const page = await renderRoute(
      {
        default: myListingsRoute.default,
        loader: () => myListingsRoute.loader(routeArgs(pageRequest("/my-listings", { cookie: host.cookie }))),
      } as never,
      "/my-listings",
    );
    expect(page.html).not.toContain("Annonce de l&#x27;intrus");
    expect(page.html).not.toContain("<script>alert");
    expect(page.html).toContain("&lt;script&gt;");
    expect(page.html).toContain("Titre non conforme");
    expect(page.html.indexOf("&lt;script&gt;")).toBeLessThan(page.html.indexOf("Villa Soleil à Fidjrossè"));
  });

  it("deletes only the owner's listing without bookings", async () => {
    const mine = await approvedListing();
    const booked = await approvedListing();
    // Any booking keeps the listing, past or to come: the date plays no part.
    await createBooking({ listingId: booked.id, startDate: "2030-01-01", endDate: "2030-01-03" });
    const theirs = await createListing({ userId: intruder.userId });
    const remove = (id: string) =>
      settle(
        myListingsRoute.action(
          routeArgs(
            postForm(
              "/my-listings",
              [
                ["intent", "delete"],
                ["id", id],
              ],
              host.cookie,
            ),
          ),
        ),
      );
    expect(((await remove(theirs.id)) as Response).headers.get("location")).toBe("/my-listings?toast=listingNotFound");
    expect((await remove(booked.id)) as ActionResult).toMatchObject({ init: { status: 409 } });
    expect(((await remove(mine.id)) as Response).headers.get("location")).toBe("/my-listings?toast=listingDeleted");
    const remaining = (await getDb().select({ id: listings.id }).from(listings)).map((row) => row.id);
    expect(remaining).toContain(theirs.id);
    expect(remaining).toContain(booked.id);
    expect(remaining).not.toContain(mine.id);
  });
});
