import { describe, expect, it } from "vitest";
import { buildHostNotificationEmail } from "./host-notification-email.server";

const site = "https://benin-voyages.bj";

describe("send-host-notification e-mail", () => {
  it("announces an approval with a link to the host's listings", () => {
    const email = buildHostNotificationEmail(
      {
        hostEmail: "hote@exemple.bj",
        notificationType: "listing_approved",
        listingTitle: "Villa Ocean",
        rejectionReason: null,
      },
      site,
      "fr",
    );
    expect(email.subject).toBe("Annonce approuvée : Villa Ocean");
    expect(email.text).toContain("« Villa Ocean »");
    expect(email.text).toContain("https://benin-voyages.bj/my-listings");
    expect(email.html).toContain("Votre annonce a été approuvée");
  });

  it("gives the reason of a rejection, escaped in HTML", () => {
    const email = buildHostNotificationEmail(
      {
        hostEmail: "hote@exemple.bj",
        notificationType: "listing_rejected",
        listingTitle: `<a href="https://pirate.example">Cliquez</a>`,
        rejectionReason: "<script>alert(1)</script>",
      },
      site,
      "fr",
    );
    expect(email.subject).toBe(`Annonce rejetée : <a href="https://pirate.example">Cliquez</a>`);
    expect(email.text).toContain("<script>alert(1)</script>");
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain('<a href="https://pirate.example">');
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
