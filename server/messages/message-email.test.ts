import { describe, expect, it } from "vitest";
import { newMessageEmail } from "./message-email.server";
import { whatsappUrl } from "./people.server";

describe("the WhatsApp link of a Benin number", () => {
  it.each([
    ["+229 01 96 45 21 08", "https://wa.me/2290196452108"],
    ["00229 97 00 00 00", "https://wa.me/22997000000"],
    ["+22997000000", "https://wa.me/22997000000"],
    ["97.00.00.00", "https://wa.me/22997000000"],
    ["01-97-00-00-00", "https://wa.me/2290197000000"],
  ])("%s → %s", (phone, url) => {
    expect(whatsappUrl(phone)).toBe(url);
  });

  it.each([null, "", "123", "+33 6 12 34 56 78 9", "n/a"])("no link for %j", (phone) => {
    expect(whatsappUrl(phone)).toBeNull();
  });
});

describe("the e-mail of a new message", () => {
  it("names the sender and the listing, links the conversation, and escapes the text", () => {
    const email = newMessageEmail(
      {
        senderName: "Koffi Voyageur",
        listingTitle: "Villa Cocotier",
        body: "<script>alert(1)</script> [numéro masqué]",
        conversationUrl: "https://benin-voyages.bj/messages/0f8fad5b-d9cb-469f-a165-70867728950e",
      },
      "fr",
    );
    expect(email.subject).toBe("Nouveau message de Koffi Voyageur");
    expect(email.text).toContain("Koffi Voyageur vous a écrit au sujet de « Villa Cocotier ».");
    expect(email.text).toContain("https://benin-voyages.bj/messages/0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;");
  });
});
