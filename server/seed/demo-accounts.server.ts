// The demo's people: the accounts printed at start (with a password each, stored the way
// better-auth checks them at sign-in) and the travelers who wrote the demo reviews.
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { getDb } from "#server/db/client.server";
import { accounts, profiles } from "#server/db/schema";
import { demoSecondFactorPublished, DEMO_ADMIN_TOTP_SECRET, enrolDemoAdministrator } from "./demo-second-factor.server";
import type { DemoHost } from "./demo-vocabulary.server";
import { createUser } from "./factories.server";

/** `totpSecret`: the administrator's authenticator key, on a local demo site only. */
export type DemoAccount = { label: string; email: string; password: string; totpSecret?: string };

type Role = "user" | "host" | "admin";
type AccountSpec = DemoAccount & {
  key: DemoHost | "traveler" | "admin";
  fullName: string;
  phone: string;
  roles: Role[];
};

const ACCOUNT_SPECS: AccountSpec[] = [
  {
    key: "traveler",
    label: "Voyageur",
    email: "voyageur@benin-voyages.bj",
    password: "Voyageur2024!",
    fullName: "Aïcha Dossou",
    phone: "+229 01 97 12 34 56",
    roles: ["user"],
  },
  {
    key: "koffi",
    label: "Hôte",
    email: "hote@benin-voyages.bj",
    password: "Hote2024!",
    fullName: "Koffi Agbossou",
    phone: "+229 01 96 45 21 08",
    roles: ["host", "user"],
  },
  {
    key: "admin",
    label: "Admin",
    email: "admin@benin-voyages.bj",
    password: "Admin2024!",
    fullName: "Rachida Bello",
    phone: "+229 01 95 30 11 72",
    roles: ["admin", "user"],
  },
  {
    key: "mariam",
    label: "Hôte Nord",
    email: "hote.nord@benin-voyages.bj",
    password: "Hote2024!",
    fullName: "Mariam Soulé",
    phone: "+229 01 61 88 40 19",
    roles: ["host", "user"],
  },
  {
    key: "rodrigue",
    label: "Hôte Côte",
    email: "hote.cote@benin-voyages.bj",
    password: "Hote2024!",
    fullName: "Rodrigue Ahouansou",
    phone: "+229 01 66 02 57 93",
    roles: ["host", "user"],
  },
  {
    key: "gildas",
    label: "Loueur",
    email: "location@benin-voyages.bj",
    password: "Hote2024!",
    fullName: "Gildas Hounkpatin",
    phone: "+229 01 90 73 18 64",
    roles: ["host", "user"],
  },
];

export const DEMO_ACCOUNTS: DemoAccount[] = ACCOUNT_SPECS.map(({ key, label, email, password }) => ({
  label,
  email,
  password,
  ...(key === "admin" ? { totpSecret: DEMO_ADMIN_TOTP_SECRET } : {}),
}));

/** The lines printed at start and by `npm run db:seed` (the operator's console). */
export function demoAccountLines(accounts: DemoAccount[]): string[] {
  return accounts.flatMap((account) => [
    `  ${account.label.padEnd(10)} ${account.email.padEnd(32)} mot de passe: ${account.password}`,
    ...(account.totpSecret
      ? [
          `  ${"".padEnd(10)} double authentification: ajoutez la clé ${account.totpSecret} à une application`,
          `  ${"".padEnd(10)} d'authentification (Google Authenticator, FreeOTP…) et donnez son code après le mot de passe`,
        ]
      : []),
  ]);
}

/** The demo accounts as this site prints them: the TOTP key only on a local demo site. */
export function demoAccountsForThisSite(): DemoAccount[] {
  if (demoSecondFactorPublished()) return DEMO_ACCOUNTS;
  return DEMO_ACCOUNTS.map(({ totpSecret: _secret, ...account }) => account);
}

/** Travelers who stayed and reviewed (no password: they exist for the demo's history). */
const REVIEWERS = [
  ["Sèna", "Adjovi"],
  ["Komi", "Mensah"],
  ["Ablavi", "Kpossou"],
  ["Codjo", "Zinsou"],
  ["Fifamè", "Gbaguidi"],
  ["Rodolphe", "Tossou"],
  ["Nadège", "Akplogan"],
  ["Bienvenu", "Dègbo"],
  ["Pélagie", "Hounsa"],
  ["Chabi", "Orou"],
  ["Mawuli", "Amoussou"],
  ["Euphrasie", "Sossa"],
  ["Ibrahim", "Yacoubou"],
  ["Gisèle", "Agossou"],
  ["Sylvain", "Kiki"],
  ["Adjoa", "Lawson"],
] as const;

export type DemoTraveler = { id: string; firstName: string; lastName: string; email: string; phone: string };

export type DemoPeople = {
  hosts: Record<DemoHost, string>;
  traveler: DemoTraveler;
  adminId: string;
  reviewers: DemoTraveler[];
};

export async function createDemoPeople(): Promise<DemoPeople> {
  const ids = new Map<string, string>();
  let traveler: DemoTraveler | undefined;
  for (const spec of ACCOUNT_SPECS) {
    const user = await createUser({
      email: spec.email,
      fullName: spec.fullName,
      name: spec.fullName,
      emailVerified: true,
      roles: spec.roles,
    });
    await getDb()
      .insert(accounts)
      .values({
        id: randomUUID(),
        accountId: user.id,
        providerId: "credential",
        userId: user.id,
        password: await hashPassword(spec.password),
      });
    // Messages (docs/decisions/021): a paid booking shows each side the other's phone.
    await getDb().update(profiles).set({ phone: spec.phone }).where(eq(profiles.id, user.id));
    ids.set(spec.key, user.id);
    if (spec.key === "admin" && demoSecondFactorPublished()) await enrolDemoAdministrator(user.id);
    if (spec.key === "traveler") {
      const [firstName, lastName] = spec.fullName.split(" ") as [string, string];
      traveler = { id: user.id, firstName, lastName, email: spec.email, phone: spec.phone };
    }
  }
  const reviewers: DemoTraveler[] = [];
  for (const [index, [firstName, lastName]] of REVIEWERS.entries()) {
    const email = `${slug(firstName)}.${slug(lastName)}@exemple.bj`;
    const user = await createUser({ email, fullName: `${firstName} ${lastName}`, emailVerified: true });
    const phone = `+229 01 ${String(90 + (index % 9))} ${String(10 + index * 3).padStart(2, "0")} ${String(20 + index * 4).padStart(2, "0")} ${String(30 + index * 2).padStart(2, "0")}`;
    reviewers.push({ id: user.id, firstName, lastName, email, phone });
  }
  return {
    hosts: {
      koffi: ids.get("koffi")!,
      mariam: ids.get("mariam")!,
      rodrigue: ids.get("rodrigue")!,
      gildas: ids.get("gildas")!,
    },
    traveler: traveler!,
    adminId: ids.get("admin")!,
    reviewers,
  };
}

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
