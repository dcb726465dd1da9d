// Issue 17, the must-show: carrier-grade NAT puts many people behind one public address.
// One of them guesses passwords while the others sign in, all through the sign-in the
// /auth page runs (signIn → better-auth with the limit's hooks), on one client address.
import { describe, expect, it } from "vitest";
import { saidAccount } from "#tests/support/in-words";
import { siteHeaders } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { signIn, signUp } from "./credentials.server";

const handle = await useTestDatabase();
const PASSWORD = "bonmotdepasse";
const TOO_MANY = "Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.";
const WRONG = "Email ou mot de passe incorrect";

// One account made through the real sign-up; the others share its password's hash (they
// signed up earlier): the test spends its time on sign-ins, not on hashing.
const model = await saidAccount(
  signUp(
    { username: "Modèle", email: "modele@exemple.bj", password: PASSWORD, confirmPassword: PASSWORD },
    siteHeaders(),
  ),
  "signUp",
);
if (!model.ok) throw new Error(model.message);

async function accounts(prefix: string, count: number) {
  const emails = Array.from({ length: count }, (_, index) => `${prefix}${index + 1}@exemple.bj`);
  for (const email of emails) {
    const id = crypto.randomUUID();
    await handle.query("INSERT INTO users (id, name, email, email_verified) VALUES ($1, $2, $3, true)", [
      id,
      email,
      email,
    ]);
    await handle.query(
      `INSERT INTO accounts (id, account_id, provider_id, user_id, password)
       SELECT gen_random_uuid()::text, $1, 'credential', $1, a.password
       FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email = 'modele@exemple.bj'`,
      [id],
    );
  }
  return emails;
}

function attempt(email: string, password: string, address: string) {
  return saidAccount(signIn({ email, password }, siteHeaders({ "x-client-ip": address })), "signIn");
}

type Outcome = Awaited<ReturnType<typeof attempt>>;
const said = (outcome: Outcome): string => (outcome.ok ? "signed in" : (outcome.message ?? "no message"));

describe("one address, one attacker, fifty honest people (issue 17)", () => {
  it("100 wrong guesses against 5 accounts while 50 others sign in: all 50 get in, guessing stops", async () => {
    const address = "41.138.90.7";
    const victims = await accounts("devine", 5);
    const neighbours = await accounts("voisin", 50);
    const guesses: Outcome[] = [];
    const signIns: Outcome[] = [];
    // Interleaved: two guesses, one honest sign-in, and so on (150 attempts in all).
    for (let step = 0; step < 150; step += 1) {
      if (step % 3 === 2) {
        signIns.push(await attempt(neighbours[(step - 2) / 3]!, PASSWORD, address));
      } else {
        const guess = guesses.length;
        guesses.push(await attempt(victims[guess % 5]!, `devinette-${guess}`, address));
      }
    }
    expect(signIns.map(said)).toEqual(neighbours.map(() => "signed in"));
    expect(guesses).toHaveLength(100);
    // Checked: the address's first 10, then 3 per account from the busy address. The rest
    // is refused before any password is checked.
    expect(guesses.filter((guess) => said(guess) === WRONG)).toHaveLength(10 + 5 * 3);
    expect(guesses.filter((guess) => said(guess) === TOO_MANY)).toHaveLength(75);
    for (const victim of victims) {
      // Guessing stops working: even the right password is refused from this address (no
      // answer here depends on the password)…
      expect(said(await attempt(victim, PASSWORD, address))).toBe(TOO_MANY);
      // …while the owner elsewhere is not locked out by one address's guesses.
      expect(said(await attempt(victim, PASSWORD, "196.192.16.4"))).toBe("signed in");
    }
    // The 50 who signed in can sign in again right away, from the same address.
    expect(said(await attempt(neighbours[0]!, PASSWORD, address))).toBe("signed in");
  }, 600_000);
});

describe("what an attacker behind a shared address tries", () => {
  it("guesses fired all at once: the neighbours fired with them still get in, checks stay bounded", async () => {
    const address = "41.138.90.8";
    const victims = await accounts("rafale", 3);
    const neighbours = await accounts("foule", 10);
    const attempts = [
      ...Array.from({ length: 30 }, (_, index) => attempt(victims[index % 3]!, `rafale-${index}`, address)),
      ...neighbours.map((email) => attempt(email, PASSWORD, address)),
    ];
    const outcomes = (await Promise.all(attempts)).map(said);
    expect(outcomes.slice(30)).toEqual(neighbours.map(() => "signed in"));
    const checked = outcomes.slice(0, 30).filter((outcome) => outcome === WRONG).length;
    expect(checked).toBeLessThanOrEqual(10 + 3 * 3);
    expect(outcomes.slice(0, 30).every((outcome) => outcome === WRONG || outcome === TOO_MANY)).toBe(true);
  }, 600_000);

  it("the attacker's own right sign-ins, the e-mail's case and spaces buy no more guesses", async () => {
    const address = "41.138.90.9";
    const [own] = await accounts("pirate", 1);
    const [victim] = await accounts("cible", 1);
    const spellings = [victim!, victim!.toUpperCase(), ` ${victim!} `, victim!.replace("cible", "CiBlE")];
    const outcomes: string[] = [];
    for (let guess = 0; guess < 20; guess += 1) {
      // Between every guess the attacker signs into their own account, which succeeds.
      expect(said(await attempt(own!, PASSWORD, address))).toBe("signed in");
      outcomes.push(said(await attempt(spellings[guess % 4]!, `essai-${guess}`, address)));
    }
    // The account's 10 failures, whatever the spelling (each its own counter would give 20).
    expect(outcomes.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => WRONG));
    expect(outcomes.slice(10)).toEqual(Array.from({ length: 10 }, () => TOO_MANY));
    expect(said(await attempt(victim!, PASSWORD, address))).toBe(TOO_MANY);
  }, 600_000);

  it("from many addresses at once, the account's own limit still holds (10 failures, then refused)", async () => {
    const [victim] = await accounts("repartie", 1);
    const outcomes: string[] = [];
    for (let guess = 0; guess < 12; guess += 1) {
      outcomes.push(said(await attempt(victim!, `ailleurs-${guess}`, `41.139.${guess}.1`)));
    }
    expect(outcomes.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => WRONG));
    expect(outcomes.slice(10)).toEqual([TOO_MANY, TOO_MANY]);
    expect(said(await attempt(victim!, PASSWORD, "41.139.99.1"))).toBe(TOO_MANY);
  }, 600_000);
});
