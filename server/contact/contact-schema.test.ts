import { describe, expect, it } from "vitest";
import { describeAll } from "#common/problems";
import { contactPage } from "#common/texts/fr/contact-page";
import { parseContactForm as parseContactFormCodes } from "./contact-schema";

/** The form's answer as the page shows it: each problem in French. */
function parseContactForm(...args: Parameters<typeof parseContactFormCodes>) {
  const result = parseContactFormCodes(...args);
  if (result.success) return result;
  const { problems, ...rest } = result;
  return { ...rest, errors: describeAll(contactPage.errors, problems) };
}

const valid = { name: "Afi Houngbo", email: "afi@exemple.bj", subject: "Location", message: "Bonjour !" };

describe("contact form validation", () => {
  it("accepts a valid message, trimmed, with the message's paragraphs kept", () => {
    const result = parseContactForm({
      name: "  Afi \n Houngbo ",
      email: " afi@exemple.bj ",
      subject: "Location\r\nBcc: x@y.z",
      message: "  Bonjour,\r\n\r\nJe voudrais louer une voiture.  ",
    });
    expect(result).toEqual({
      success: true,
      data: {
        name: "Afi Houngbo",
        email: "afi@exemple.bj",
        subject: "Location Bcc: x@y.z",
        message: "Bonjour,\n\nJe voudrais louer une voiture.",
      },
    });
  });

  it("requires every field, in French, and blanks count as empty", () => {
    const result = parseContactForm({ name: "   ", subject: "\n\t" });
    expect(result).toMatchObject({
      success: false,
      errors: {
        name: "Ce champ est requis",
        email: "Ce champ est requis",
        subject: "Ce champ est requis",
        message: "Ce champ est requis",
      },
    });
  });

  it.each(["afi", "afi@", "@exemple.bj", "afi exemple@bj.bj", "<script>@x.bj"])("refuses the e-mail %j", (email) => {
    const result = parseContactForm({ ...valid, email });
    expect(result).toMatchObject({ success: false, errors: { email: "Veuillez entrer une adresse email valide" } });
  });

  it("bounds each field like the database does", () => {
    const tooLong = parseContactForm({
      name: "a".repeat(201),
      email: `${"a".repeat(320)}@x.bj`,
      subject: "s".repeat(301),
      message: "m".repeat(10_000),
    });
    expect(tooLong).toMatchObject({
      success: false,
      errors: {
        name: "Le nom ne doit pas dépasser 200 caractères",
        email: "L'adresse email est trop longue",
        subject: "Le sujet ne doit pas dépasser 300 caractères",
        message: "Le message ne doit pas dépasser 5000 caractères",
      },
    });
    // Exactly at the limit is fine, and an emoji counts as one character (as in PostgreSQL).
    expect(parseContactForm({ ...valid, message: "🌍".repeat(5000) }).success).toBe(true);
    expect(parseContactForm({ ...valid, name: "n".repeat(200), subject: "s".repeat(300) }).success).toBe(true);
  });

  it("refuses NUL bytes but gives the other values back for the form", () => {
    const result = parseContactForm({ ...valid, message: "Bonjour\u0000 toi" });
    expect(result).toEqual({
      success: false,
      errors: { message: "Valeur invalide" },
      values: { ...valid, message: "Bonjour toi" },
    });
  });

  it("treats files and missing fields as empty instead of throwing", () => {
    const form = new FormData();
    form.set("name", new Blob(["x"]), "x.txt");
    form.set("email", "afi@exemple.bj");
    const result = parseContactForm(form);
    expect(result).toMatchObject({ success: false, errors: { name: "Ce champ est requis" } });
    if (!result.success) expect(result.values).toEqual({ name: "", email: "afi@exemple.bj", subject: "", message: "" });
  });
});
