// The e-mails of money out: a refund sent (traveler), a payout sent (host, with the bookings
// it covers), queued once however often the engine reports it; nothing for the wrong kind.
import { describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { payoutItems, payouts } from "#server/db/schema";
import { renderEmail } from "#server/emails/templates.server";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { announcePayoutSent, announceRefundSent } from "./money-emails.server";

const handle = await useTestDatabase();
const number = { operator: "mtn" as const, phone: "+2290197000000", holderName: "Koffi Agossou" };
const sentAt = new Date("2031-02-03T09:00:00Z");

describe(`money-out e-mails (${databaseKind})`, () => {
  it("tells the traveler a refund was sent, once, and the host a payout was sent with its bookings", async () => {
    const host = await createUser({ email: "hote.mails@exemple.bj" });
    const listing = await createListing({ userId: host.id, title: "Case <b>Ouidah</b>", price: 20_000 });
    const paid = { paymentStatus: "completed" as const, paidAt: new Date("2031-01-01T10:00:00Z") };
    const stay = await createBooking({
      listingId: listing.id,
      startDate: "2031-02-01",
      endDate: "2031-02-03",
      status: "approved",
      ...paid,
    });
    const cancelled = await createBooking({
      listingId: listing.id,
      startDate: "2031-03-01",
      endDate: "2031-03-02",
      status: "cancelled",
      ...paid,
      refundAmount: 22_000,
      refundStatus: "owed",
    });
    const [refund] = await getDb()
      .insert(payouts)
      .values({
        reference: "PO-MAIL-R",
        purpose: "refund",
        bookingId: cancelled.id,
        amount: 22_000,
        status: "sent",
        sentAt,
        ...number,
      })
      .returning();
    const [earnings] = await getDb()
      .insert(payouts)
      .values({
        reference: "PO-MAIL-H",
        purpose: "host_earnings",
        userId: host.id,
        amount: 38_000,
        status: "sent",
        sentAt,
        ...number,
      })
      .returning();
    await getDb().insert(payoutItems).values({ payoutId: earnings!.id, bookingId: stay.id, amount: 38_000 });

    expect(await announceRefundSent(getDb(), refund!.id)).toBe(true);
    expect(await announceRefundSent(getDb(), refund!.id)).toBe(true);
    expect(await announceRefundSent(getDb(), earnings!.id)).toBe(false);
    expect(await announcePayoutSent(getDb(), earnings!.id)).toBe(true);
    expect(await announcePayoutSent(getDb(), refund!.id)).toBe(false);

    const mails = await handle.query<{
      template: string;
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string;
    }>("SELECT template, to_address, subject, text_body, html_body FROM email_outbox ORDER BY template");
    expect(mails.map((mail) => [mail.template, mail.to_address])).toEqual([
      ["payout-sent", "hote.mails@exemple.bj"],
      ["refund-sent", "afi@exemple.bj"],
    ]);
    const [payoutMail, refundMail] = mails;
    expect(payoutMail!.subject.replace(/\u202f|\u00a0/g, " ")).toBe("Versement envoyé : 38 000 FCFA");
    expect(payoutMail!.text_body).toContain(stay.bookingReference);
    expect(refundMail!.subject).toBe(`Remboursement envoyé ${cancelled.bookingReference}`);
    expect(refundMail!.text_body).toContain("+229 01 97 00 00 00");
    // A title typed by a host is escaped in the HTML.
    expect(refundMail!.html_body).toContain("Case &lt;b&gt;Ouidah&lt;/b&gt;");
  });

  it("renders the cancellation and account e-mails in French", () => {
    const stay = { reference: "BK1", listingTitle: "Villa", startDate: "2031-02-01", endDate: "2031-02-03" };
    const traveler = renderEmail(
      "booking-cancelled-traveler",
      { ...stay, refundAmount: 0, byHost: false, myBookingsUrl: "u" },
      "fr",
    )!;
    expect(traveler.text).toContain("Aucun remboursement n'est prévu pour cette annulation.");
    const host = renderEmail("booking-cancelled-host", { ...stay, hostKeeps: 0, earningsUrl: "u" }, "fr")!;
    expect(host.text.replace(/\u202f|\u00a0/g, " ")).toContain("Votre part pour cette réservation : 0 FCFA.");
    const account = renderEmail(
      "payout-account-changed",
      { phone: "+229 01 97 00 00 00", operator: "moov", heldUntil: "2031-02-03T09:00:00.000Z", earningsUrl: "u" },
      "fr",
    )!;
    expect(account.text).toContain("Moov Money");
    expect(account.text).toContain("vos versements reprendront le");
  });
});
