import { describe, expect, it } from "vitest";
import { saidAccount } from "#tests/support/in-words";
import { siteHeaders } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { signIn, signUp } from "./credentials.server";

const handle = await useTestDatabase();
const TOO_MANY = "Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.";

async function account(email: string) {
  await saidAccount(
    signUp(
      { username: "Compte test", email, password: "bonmotdepasse", confirmPassword: "bonmotdepasse" },
      siteHeaders(),
    ),
    "signUp",
  );
}

describe("sign-in limits", () => {
  it("refuses the 11th attempt on one account within 15 minutes, even with the right password", async () => {
    await account("cible@exemple.bj");
    // Each guess from another address: the per-account limit holds on its own.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const result = await saidAccount(
        signIn(
          { email: "cible@exemple.bj", password: `mauvais-${attempt}` },
          siteHeaders({ "x-client-ip": `10.0.0.${attempt}` }),
        ),
        "signIn",
      );
      expect(result).toMatchObject({ ok: false, message: "Email ou mot de passe incorrect" });
    }
    const right = await saidAccount(
      signIn({ email: "CIBLE@exemple.bj", password: "bonmotdepasse" }, siteHeaders({ "x-client-ip": "10.0.1.1" })),
      "signIn",
    );
    expect(right).toMatchObject({ ok: false, title: "Erreur de connexion", message: TOO_MANY });
  });

  it("frees the account 15 minutes after the last counted attempt (counter kept in the database)", async () => {
    await handle.query(
      "UPDATE rate_limits SET last_request = last_request - 15 * 60 * 1000 WHERE key LIKE 'sign-in:email:cible%'",
    );
    const right = await saidAccount(
      signIn({ email: "cible@exemple.bj", password: "bonmotdepasse" }, siteHeaders({ "x-client-ip": "10.0.1.2" })),
      "signIn",
    );
    expect(right.ok).toBe(true);
  });

  it("refuses the 11th attempt from one address across several accounts", async () => {
    for (let index = 1; index <= 10; index += 1) {
      const result = await saidAccount(
        signIn(
          { email: `compte${index}@exemple.bj`, password: "nimportequoi" },
          siteHeaders({ "x-client-ip": "192.0.2.7" }),
        ),
        "signIn",
      );
      expect(result.ok ? "" : result.message).toBe("Email ou mot de passe incorrect");
    }
    await account("autre@exemple.bj");
    const blocked = await saidAccount(
      signIn({ email: "autre@exemple.bj", password: "bonmotdepasse" }, siteHeaders({ "x-client-ip": "192.0.2.7" })),
      "signIn",
    );
    expect(blocked).toMatchObject({ ok: false, message: TOO_MANY });
    // Another address is not affected.
    const elsewhere = await saidAccount(
      signIn({ email: "autre@exemple.bj", password: "bonmotdepasse" }, siteHeaders({ "x-client-ip": "192.0.2.8" })),
      "signIn",
    );
    expect(elsewhere.ok).toBe(true);
  });

  it("does not count successful sign-ins", async () => {
    await account("fidele@exemple.bj");
    for (let visit = 0; visit < 12; visit += 1) {
      const result = await saidAccount(
        signIn(
          { email: "fidele@exemple.bj", password: "bonmotdepasse" },
          siteHeaders({ "x-client-ip": "198.51.100.1" }),
        ),
        "signIn",
      );
      expect(result.ok).toBe(true);
    }
  });

  it("counts parallel guesses atomically", async () => {
    await account("parallele@exemple.bj");
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        saidAccount(
          signIn(
            { email: "parallele@exemple.bj", password: `faux-${index}` },
            siteHeaders({ "x-client-ip": `203.0.113.${index}` }),
          ),
          "signIn",
        ),
      ),
    );
    const refused = results.filter((result) => !result.ok && result.message === TOO_MANY);
    expect(refused).toHaveLength(5);
  });
});
