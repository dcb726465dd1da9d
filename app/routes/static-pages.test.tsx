import { describe, expect, it } from "vitest";
import { faqContent } from "#app/content/faq";
import { howItWorksContent } from "#app/content/how-it-works";
import { renderRoute } from "#tests/support/render-route";
import * as about from "./about";
import * as activities from "./activities";
import * as faq from "./faq";
import * as helpCenter from "./help-center";
import * as howItWorks from "./how-it-works";
import * as privacyPolicy from "./privacy-policy";
import * as termsOfService from "./terms-of-service";
import * as tourGuides from "./tour-guides";

const pages = [
  ["/about", about],
  ["/activities", activities],
  ["/faq", faq],
  ["/help-center", helpCenter],
  ["/how-it-works", howItWorks],
  ["/privacy-policy", privacyPolicy],
  ["/terms-of-service", termsOfService],
  ["/tour-guides", tourGuides],
] as const;

// French amounts use a narrow no-break space between thousands, a no-break space before FCFA.
const amount = (text: string) => new RegExp(text.replace(/ (?=\d)/g, "\\u202f").replace(" FCFA", "\\u00a0FCFA"));
const count = (html: string, fragment: string) => html.split(fragment).length - 1;

describe("static pages", () => {
  it.each(pages)("%s renders with a French title and description", async (url, page) => {
    const tags = page.meta({
      location: { pathname: url },
      matches: [{ id: "root", data: { origin: "https://site.bj" } }],
    } as never) as { property?: string; content?: string }[];
    // Its link preview: the brand's PNG at an absolute address (never WebP: issue 17).
    expect(tags).toContainEqual({ property: "og:image", content: "https://site.bj/og-default.png" });
    expect(tags).toContainEqual({ property: "og:image:type", content: "image/png" });
    expect(tags[0]).toEqual({ title: expect.stringMatching(/ \| Bénin Voyages$/) });
    const description = tags.find((tag) => "name" in tag && tag.name === "description") as { content: string };
    expect(description.content.length).toBeGreaterThan(60);
    const { status, html } = await renderRoute(page, url);
    expect(status).toBe(200);
    expect(html).toContain("<h1");
    expect(html).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it("activities lists the three excursions with their price per person, and no booking", async () => {
    const { html } = await renderRoute(activities, "/activities");
    expect(count(html, "<li")).toBe(3);
    for (const price of ["15 000 FCFA", "20 000 FCFA", "85 000 FCFA"]) expect(html).toMatch(amount(price));
    expect(html).toContain("Réservation bientôt disponible");
    expect(html).not.toMatch(/<button|<form/);
  });

  it("tour guides shows three guides whose buttons do nothing", async () => {
    const { html } = await renderRoute(tourGuides, "/tour-guides");
    for (const price of ["25 000 FCFA", "30 000 FCFA", "20 000 FCFA"]) expect(html).toMatch(amount(price));
    expect(count(html, "<button")).toBe(4);
    expect(count(html, 'disabled=""')).toBe(4);
    expect(html).not.toContain("<form");
  });

  it("the FAQ has 8 questions that open without JavaScript, the real fees and a link to the help center", async () => {
    const { html } = await renderRoute(faq, "/faq");
    expect(faqContent.fr.items).toHaveLength(8);
    expect(count(html, "<details")).toBe(8);
    expect(count(html, "<summary")).toBe(8);
    expect(html).toContain('href="/help-center"');
    expect(html).toMatch(/10 %/);
    expect(html).toMatch(/5 %/);
    expect(html).toContain("MTN ou Moov");
    expect(html).toContain("24 à 48 heures");
    expect(html).toContain("48 heures avant");
    expect(html).toMatch(/cartes bancaires, PayPal et les cryptomonnaies ne sont pas acceptés/);
  });

  it("the help center shows the FAQ link, a chat channel, the phone and the configured support e-mail", async () => {
    const { html } = await renderRoute(helpCenter, "/help-center");
    expect(html).toContain('href="/faq"');
    expect(html).toContain("WhatsApp");
    expect(html).toContain('href="tel:+2290121000000"');
    expect(html).toContain('href="mailto:support@benin-voyages.bj"');
  });

  it("how it works shows 4 steps and 3 reasons", async () => {
    const { html } = await renderRoute(howItWorks, "/how-it-works");
    expect(howItWorksContent.fr.steps.map((step) => step.title)).toEqual([
      "Recherchez",
      "Réservez",
      "Payez en toute sécurité",
      "Profitez",
    ]);
    expect(howItWorksContent.fr.reasons).toHaveLength(3);
    for (const step of howItWorksContent.fr.steps) expect(html).toContain(step.title);
  });

  it.each([termsOfService, privacyPolicy])("legal pages carry their date and the decided facts", async (page) => {
    const { html } = await renderRoute(page, "/legal");
    expect(html).toContain("Dernière mise à jour : 22 juin 2025");
  });

  it("the terms state the fees, mobile money only and the cancellation policies", async () => {
    const { html } = await renderRoute(termsOfService, "/terms-of-service");
    expect(html).toContain("frais de service de 10 %");
    expect(html).toContain("commission de 5 %");
    expect(html).toContain("uniquement par mobile money (MTN ou Moov)");
    expect(html).toMatch(/Flexible.*24 heures.*Modérée.*5 jours.*Stricte.*14 jours/s);
  });

  it("the privacy policy names the Benin law, the APDP and the 7-year retention", async () => {
    const { html } = await renderRoute(privacyPolicy, "/privacy-policy");
    expect(html).toContain("Code du numérique");
    expect(html).toContain("APDP");
    expect(html).toContain("7 ans");
  });
});
