import { beforeEach, describe, expect, it, vi } from "vitest";
import { createUser } from "#server/seed/factories.server";
import { renderRoute } from "#tests/support/render-route";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import * as contact from "./contact";

const handle = await useTestDatabase();
const valid = { name: "Afi Houngbo", email: "afi@exemple.bj", subject: "Location", message: "Bonjour, une question." };

async function stored() {
  const [row] = await handle.query<{ messages: number; emails: number; notifications: number }>(
    `SELECT (SELECT count(*)::int FROM contact_messages) AS messages,
            (SELECT count(*)::int FROM email_outbox) AS emails,
            (SELECT count(*)::int FROM notifications) AS notifications`,
  );
  return row!;
}

beforeEach(async () => {
  for (const table of ["contact_messages", "email_outbox", "notifications"]) await handle.query(`DELETE FROM ${table}`);
});

describe(`/contact (${databaseKind})`, () => {
  it("shows the form, the support hours and the configured e-mail", async () => {
    const { status, html } = await renderRoute(contact, "/contact");
    expect(status).toBe(200);
    expect(html).toMatch(/<form[^>]*method="post"/);
    for (const name of ["name", "email", "subject", "message"]) expect(html).toContain(`name="${name}"`);
    expect(html).toContain("Lundi - Vendredi");
    expect(html).toContain("9h - 15h");
    expect(html).toContain("Fermé");
    expect(html).toContain("support@benin-voyages.bj");
    expect(html).toContain("Envoyer le message");
  });

  it("stores a valid message with its e-mail and admin notification, then redirects to the toast", async () => {
    await createUser({ roles: ["admin"] });
    const result = await renderRoute(contact, "/contact", valid);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/contact?toast=contactSent");
    expect(await stored()).toEqual({ messages: 1, emails: 1, notifications: 1 });
  });

  it("after the redirect the page shows 'Message envoyé' (even without JavaScript) and an empty form", async () => {
    const { html } = await renderRoute(contact, "/contact?toast=contactSent");
    expect(html).toMatch(/role="status"[^>]*>.*Message envoyé/s);
    // Without JavaScript the close control is a link to the page without the toast.
    expect(html).toMatch(/<a href="\/contact"[^>]*aria-label="Fermer"/);
    expect(html).not.toMatch(/name="name"[^>]*value="[^"]/);
  });

  it("shows no toast for an unknown key (a crafted link cannot put text on the page)", async () => {
    const { html } = await renderRoute(contact, "/contact?toast=%3Cb%3EVotre%20compte%20est%20bloqu%C3%A9%3C%2Fb%3E");
    expect(html).not.toContain("Votre compte");
    expect(html).not.toContain("Message envoyé");
  });

  it.each([
    ["name", { name: "" }, "Ce champ est requis"],
    ["email", { email: "" }, "Ce champ est requis"],
    ["email", { email: "pas-une-adresse" }, "Veuillez entrer une adresse email valide"],
    ["subject", { subject: "  " }, "Ce champ est requis"],
    ["message", { message: "" }, "Ce champ est requis"],
    ["message", { message: "x".repeat(10_000) }, "Le message ne doit pas dépasser 5000 caractères"],
    ["message", { message: "a\u0000b" }, "Valeur invalide"],
  ] as const)("refuses an invalid %s in French, keeps the values and stores nothing", async (field, change, error) => {
    const { status, html } = await renderRoute(contact, "/contact", { ...valid, ...change });
    expect(status).toBe(400);
    expect(html).toContain(error);
    expect(html).toMatch(new RegExp(`<(input|textarea)[^>]*id="field-${field}"[^>]*aria-invalid="true"`));
    expect(html).toContain("Veuillez corriger les champs indiqués.");
    if (field !== "name") expect(html).toContain('value="Afi Houngbo"');
    expect(await stored()).toEqual({ messages: 0, emails: 0, notifications: 0 });
  });

  it("gives hostile values back escaped, never as markup", async () => {
    const { html } = await renderRoute(contact, "/contact", {
      ...valid,
      email: "",
      name: '"><script>alert(1)</script>',
    });
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("refuses an oversized body before reading it", async () => {
    const response = (await contact.action({
      url: new URL("http://localhost/contact"),
      request: new Request("http://localhost/contact", {
        method: "POST",
        headers: { "content-length": "5000000", "content-type": "application/x-www-form-urlencoded" },
        body: "name=x",
      }),
    } as never)) as { init: ResponseInit; data: { errors: Record<string, string> } };
    expect(response.init.status).toBe(413);
    expect(response.data.errors.message).toBe("Le message ne doit pas dépasser 5000 caractères");
  });

  it("answers with a French message and keeps the values when the database fails (no 500)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await handle.query("ALTER TABLE contact_messages RENAME TO contact_messages_away");
    try {
      const { status, html } = await renderRoute(contact, "/contact", valid);
      expect(status).toBe(503);
      expect(html).toContain("Une erreur inattendue s&#x27;est produite");
      expect(html).toContain('value="Afi Houngbo"');
      expect(html).toContain("Bonjour, une question.");
    } finally {
      await handle.query("ALTER TABLE contact_messages_away RENAME TO contact_messages");
      error.mockRestore();
    }
  });
});
