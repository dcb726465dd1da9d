// E-mails in the language the person used (docs/decisions/030): signing up on /en/auth
// makes an English account whose verification e-mail is English and leads to /en/…; signing
// in on a French page switches them back, on an English one to English again.
import { describe, expect, it } from "vitest";
import { authTexts } from "#common/texts/auth";
import { renderEmail } from "#server/emails/templates.server";
import { routeArgs } from "#tests/support/route-args";
import { formRequest } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { action } from "./auth";

const handle = await useTestDatabase();

type Args = Parameters<typeof action>[0];

async function post(path: string, fields: Record<string, string>) {
  try {
    return await action(routeArgs<Args>(formRequest(path, fields)));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const password = "Baobab-Ouidah-26";
const signup = (email: string) => ({
  intent: "signup",
  username: "Kwame Mensah",
  email,
  password,
  confirmPassword: password,
});

async function profileLang(email: string) {
  const [row] = await handle.query<{ lang: string }>(
    "SELECT p.lang FROM profiles p JOIN users u ON u.id = p.id WHERE u.email = $1",
    [email],
  );
  return row?.lang;
}

async function verificationMail(email: string) {
  const [row] = await handle.query<{ lang: string; subject: string; text_body: string; params: unknown }>(
    "SELECT lang, subject, text_body, params FROM email_outbox WHERE to_address = $1 AND template = 'email-verification'",
    [email],
  );
  return row!;
}

describe("the language of a person's e-mails", () => {
  it("an English sign-up gets an English verification e-mail, its link on /en, and an English account", async () => {
    const fields = { ...signup("kwame@example.gh"), redirectTo: "/search" };
    const response = (await post("/en/auth", fields)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/en\/auth\?redirectTo=%2Fsearch&toast=signedUp$/);
    expect(await profileLang("kwame@example.gh")).toBe("en");
    const mail = await verificationMail("kwame@example.gh");
    expect(mail.lang).toBe("en");
    expect(mail.text_body).toMatch(/http:\/\/localhost:3000\/en\/verify-email\?token=/);
    expect(mail.text_body).not.toMatch(/localhost:3000\/verify-email/);
    // The words are the English template's, as the outbox worker renders them when sending.
    expect(mail.subject).toBe(authTexts.en.verifyEmail.emailSubject);
    expect(mail.subject).not.toBe(authTexts.fr.verifyEmail.emailSubject);
    const rendered = renderEmail("email-verification", mail.params, "en")!;
    expect(mail.subject).toBe(rendered.subject);
    expect(rendered.text).toBe(mail.text_body);
  });

  it("a French sign-up stays French, links without a prefix", async () => {
    await post("/auth", signup("afi@exemple.bj"));
    expect(await profileLang("afi@exemple.bj")).toBe("fr");
    const mail = await verificationMail("afi@exemple.bj");
    expect(mail.lang).toBe("fr");
    expect(mail.text_body).toContain("http://localhost:3000/verify-email?token=");
  });

  it("signing in on a French page switches to French, on an English page back to English", async () => {
    const french = (await post("/auth", { intent: "login", email: "kwame@example.gh", password })) as Response;
    expect(french.status).toBe(302);
    expect(french.headers.get("Location")).toMatch(/^\/\?toast=/);
    expect(await profileLang("kwame@example.gh")).toBe("fr");
    const english = (await post("/en/auth", { intent: "login", email: "KWAME@example.gh", password })) as Response;
    expect(english.headers.get("Location")).toMatch(/^\/en\?toast=/);
    expect(await profileLang("kwame@example.gh")).toBe("en");
  });

  it("a wrong password changes nothing", async () => {
    await post("/auth", { intent: "login", email: "kwame@example.gh", password: "pas-le-bon-26" });
    expect(await profileLang("kwame@example.gh")).toBe("en");
  });
});
