import { describe, expect, it } from "vitest";
import { linkInLang, paramsInLang, siteLink } from "./site-links.server";

const SITE = "https://site.bj";

describe("links of an e-mail in the recipient's language", () => {
  it("puts this site's pages in the language", () => {
    expect(siteLink("/my-bookings#booking-1", "en", SITE)).toBe("https://site.bj/en/my-bookings#booking-1");
    expect(siteLink("/my-bookings#booking-1", "fr", SITE)).toBe("https://site.bj/my-bookings#booking-1");
    expect(linkInLang("https://site.bj/earnings", "en", SITE)).toBe("https://site.bj/en/earnings");
    expect(linkInLang("https://site.bj/en/earnings", "fr", SITE)).toBe("https://site.bj/earnings");
  });

  it("leaves other sites, files and plain words alone", () => {
    expect(linkInLang("https://evil.example/earnings", "en", SITE)).toBe("https://evil.example/earnings");
    expect(linkInLang("https://site.bj.evil.example/x", "en", SITE)).toBe("https://site.bj.evil.example/x");
    expect(linkInLang("https://site.bj/earnings.csv", "en", SITE)).toBe("https://site.bj/earnings.csv");
    expect(linkInLang("Bonjour", "en", SITE)).toBe("Bonjour");
  });

  it("rewrites only the parameters that are links ('…Url', 'url'), never what people wrote", () => {
    const params = {
      conversationUrl: "https://site.bj/messages/booking/1",
      url: "https://site.bj/reset-password?token=abc",
      body: "https://site.bj/faq",
      amount: 25_000,
    };
    expect(paramsInLang(params, "en", SITE)).toEqual({
      conversationUrl: "https://site.bj/en/messages/booking/1",
      url: "https://site.bj/en/reset-password?token=abc",
      body: "https://site.bj/faq",
      amount: 25_000,
    });
    expect(paramsInLang(params, "fr", SITE)).toEqual(params);
  });
});
