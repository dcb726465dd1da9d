import { describe, expect, it } from "vitest";
import { signIn, signUp } from "#server/accounts/credentials.server";
import { routeArgs } from "#tests/support/route-args";
import { confirmEmailOf } from "#tests/support/sessions";
import { cookieFrom, formRequest, pageRequest, siteHeaders } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { action, loader } from "./become-host";

const handle = await useTestDatabase();

type Args = Parameters<typeof action>[0];
const args = (request: Request) => routeArgs<Args>(request);
const settle = (promise: Promise<unknown>) => promise.catch((thrown: unknown) => thrown);

async function signedInCookie(email: string) {
  await signUp(
    { username: "Futur Hôte", email, password: "Baobab-Ouidah-26", confirmPassword: "Baobab-Ouidah-26" },
    siteHeaders(),
  );
  await confirmEmailOf(email);
  const result = await signIn({ email, password: "Baobab-Ouidah-26" }, siteHeaders());
  if (!result.ok) throw new Error("sign-in failed");
  return cookieFrom(result.headers);
}

describe("/become-host", () => {
  it("answers a failed role change with the spec's 'Erreur' toast and grants nothing", async () => {
    const cookie = await signedInCookie("hote-echec@exemple.bj");
    // A real failing write: user_roles refuses inserts for the time of the request.
    await handle.query(
      `CREATE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refus'; END $$`,
    );
    await handle.query(
      "CREATE TRIGGER refuse_roles BEFORE INSERT ON user_roles FOR EACH ROW EXECUTE FUNCTION refuse_insert()",
    );
    try {
      const result = await settle(action(args(formRequest("/become-host", { acceptTerms: "on" }, { cookie }))));
      expect(result).toMatchObject({
        init: { status: 500 },
        data: {
          toast: {
            title: "Erreur",
            description: "Une erreur est survenue... Veuillez réessayer",
            variant: "destructive",
          },
        },
      });
    } finally {
      await handle.query("DROP TRIGGER refuse_roles ON user_roles");
      await handle.query("DROP FUNCTION refuse_insert()");
    }
    const roles = await handle.query("SELECT role FROM user_roles WHERE role = 'host'");
    expect(roles).toHaveLength(0);
  });

  it("sends a signed-out visitor to /auth with 'Connexion requise'", async () => {
    const response = (await settle(loader(args(pageRequest("/become-host"))))) as Response;
    expect(response.headers.get("location")).toBe("/auth?redirectTo=%2Fbecome-host&toast=hostLoginRequired");
    expect(await settle(action(args(formRequest("/become-host", { acceptTerms: "on" }))))).toMatchObject({
      init: { status: 401 },
    });
  });

  it("refuses without the terms ticked and changes nothing", async () => {
    const cookie = await signedInCookie("hote1@exemple.bj");
    const result = await settle(action(args(formRequest("/become-host", {}, { cookie }))));
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        toast: {
          title: "Conditions requises",
          description: "Veuillez accepter les conditions générales d'utilisation",
        },
      },
    });
    const roles = await handle.query("SELECT role FROM user_roles WHERE role = 'host'");
    expect(roles).toHaveLength(0);
  });

  it("grants the host role and user_type 'host', then goes to the host dashboard", async () => {
    const cookie = await signedInCookie("hote2@exemple.bj");
    expect(await loader(args(pageRequest("/become-host", { cookie })))).toEqual({ isHost: false });
    const response = (await settle(
      action(args(formRequest("/become-host", { acceptTerms: "on" }, { cookie }))),
    )) as Response;
    expect(response.headers.get("location")).toBe("/host-dashboard?toast=becameHost");
    const [row] = await handle.query<{ user_type: string; roles: string[] }>(
      `SELECT p.user_type, array_agg(r.role ORDER BY r.role) AS roles FROM users u
       JOIN profiles p ON p.id = u.id JOIN user_roles r ON r.user_id = u.id
       WHERE u.email = 'hote2@exemple.bj' GROUP BY p.user_type`,
    );
    expect(row).toEqual({ user_type: "host", roles: ["host", "user"] });
    expect(await loader(args(pageRequest("/become-host", { cookie })))).toEqual({ isHost: true });
  });
});
