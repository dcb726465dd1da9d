// Permission matrix, issue 15 (helper B): /notifications, /account and its forms, the data
// download. Everyone signed in reaches their own, and only their own; anonymous is sent to
// sign in (pages) or gets a bare 401 (actions); every refusal leaves the database unchanged.
// An unconfirmed account (the fifth kind of person) is checked at the end.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { notifications, profiles } from "#server/db/schema";
import type { ActorName } from "#tests/security/support/actors";
import { send } from "#tests/security/support/http";
import {
  allowed,
  declareMatrix,
  everyone,
  refused,
  toSignIn,
  type Outcome,
  type Row,
} from "#tests/security/support/matrix";
import { useMatrixWorld } from "#tests/security/support/world-setup";
import { signedInUser, TEST_PASSWORD } from "#tests/support/sessions";

const context = await useMatrixWorld("account");

const signedIn = (path: string, overrides: Partial<Record<ActorName, Outcome>> = {}) =>
  everyone(allowed(), { anonymous: toSignIn(path), ...overrides });
/** An action behind requireUser: a bare 401 for anonymous. */
const ownAction = (status: number) => everyone(refused(status), { anonymous: refused(401) });

// A wrong password is refused too, but it is counted (rate_limits: a stolen session cannot
// guess at leisure): those cells are in hostile-forms-account.test.ts, which checks that
// only the counter moved.
const rows: Row[] = [
  {
    path: "/notifications",
    expect: signedIn("/notifications"),
    shows: { hostOwner: ["hostNotification"], admin: ["adminNotification"] },
  },
  { path: "/notifications?page=2", expect: signedIn("/notifications?page=2") },
  { path: "/notifications", form: { intent: "read-all" }, expect: everyone(refused(405)) },
  {
    path: "/account",
    expect: signedIn("/account"),
    shows: {
      traveler: ["travelerAccountEmail"],
      hostOwner: ["hostOwnerAccountEmail"],
      otherHost: ["otherHostAccountEmail"],
      admin: ["adminAccountEmail"],
    },
  },
  {
    path: "/account/data.json",
    variants: ["document"],
    expect: signedIn("/account/data.json"),
    shows: {
      traveler: ["travelerAccountEmail", "pastReference", "travelerEmail"],
      hostOwner: ["hostOwnerAccountEmail", "hostNotification", "pendingTitle"],
      otherHost: ["otherHostAccountEmail", "otherHostReference"],
      admin: ["adminAccountEmail", "adminNotification"],
    },
  },
  {
    path: "/account",
    form: { intent: "profile", fullName: "Nom Matrice", phone: "01 97 12 34 56" },
    label: "(own name and phone)",
    expect: everyone(allowed(), { anonymous: refused(401) }),
    verify: async ({ world, actor }) => {
      const [row] = await getDb()
        .select({ fullName: profiles.fullName, phone: profiles.phone })
        .from(profiles)
        .where(eq(profiles.id, world.actors[actor].userId!));
      expect(row).toEqual({ fullName: "Nom Matrice", phone: "+2290197123456" });
    },
  },
  {
    path: "/account",
    form: { intent: "profile", fullName: "Nom Matrice", phone: "12" },
    label: "(a phone that is not Benin's)",
    expect: ownAction(400),
  },
  {
    path: "/account",
    form: { intent: "delete", password: TEST_PASSWORD, confirmation: "supprimer" },
    label: "(wrong confirmation word)",
    expect: ownAction(400),
  },
  { path: "/account", form: { intent: "inventé" }, label: "(unknown intent)", expect: ownAction(400) },
];

describe("notifications and the account × actors", () => {
  declareMatrix(rows, context);
});

describe("an unconfirmed account", () => {
  it("reads its own notifications and account, and its data download holds only its own", async () => {
    const { app } = context();
    const fresh = await signedInUser("non-confirme.compte@exemple.bj", { verified: false, name: "Sans Confirmation" });
    await getDb()
      .insert(notifications)
      .values({ userId: fresh.userId, kind: "test", title: "Note Inconfirmée", message: "Pour lui seul" });
    const actor = { name: "traveler" as const, userId: fresh.userId, cookie: fresh.cookie, email: null };
    const page = await send(app, actor, "/notifications", { accept: "text/html" });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Note Inconfirmée");
    const file = await send(app, actor, "/account/data.json", { accept: "text/html" });
    expect(file.status).toBe(200);
    expect(file.body).toContain("non-confirme.compte@exemple.bj");
    expect(file.body).not.toContain(context().world.notifications.hostOwner.title);
    const account = await send(app, actor, "/account", { accept: "text/html" });
    expect(account.status).toBe(200);
  });
});
