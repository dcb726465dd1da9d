import { describe, expect, it } from "vitest";
import { guarded } from "#tests/support/route-args";
import { confirmEmailOf, enrolSecondFactor } from "#tests/support/sessions";
import { cookieFrom, formRequest, pageRequest, siteHeaders } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { signIn, signUp } from "./credentials.server";
import { requireRole, requireUser } from "./guards.server";
import { getUserRole, grantRole, findUserIdByEmail } from "./roles.server";
import { getSessionUser } from "./session-user.server";

const handle = await useTestDatabase();

async function member(email: string) {
  await signUp(
    { username: "Membre Test", email, password: "Baobab-Ouidah-26", confirmPassword: "Baobab-Ouidah-26" },
    siteHeaders(),
  );
  await confirmEmailOf(email);
  const signedIn = await signIn({ email, password: "Baobab-Ouidah-26" }, siteHeaders());
  if (!signedIn.ok) throw new Error("sign-in failed");
  return { id: (await findUserIdByEmail(email))!, cookie: cookieFrom(signedIn.headers) };
}

async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    return thrown as Response | { type: string; data: unknown; init: { status: number } };
  }
  throw new Error("expected a redirect or an error answer");
}

describe("role rule", () => {
  it("is null without a user, 'user' with no role row, the alphabetical first otherwise", async () => {
    const { id } = await member("roles@exemple.bj");
    expect(await getUserRole(null)).toBeNull();
    expect(await getUserRole(undefined)).toBeNull();
    expect(await getUserRole(id)).toBe("user");
    await handle.query("DELETE FROM user_roles WHERE user_id = $1", [id]);
    expect(await getUserRole(id)).toBe("user");
    await grantRole(id, "host");
    expect(await getUserRole(id)).toBe("host");
    await grantRole(id, "admin");
    expect(await getUserRole(id)).toBe("admin");
    // An admin who also hosts keeps 'admin' in the profile.
    const [profile] = await handle.query<{ user_type: string }>("SELECT user_type FROM profiles WHERE id = $1", [id]);
    expect(profile!.user_type).toBe("admin");
  });

  it("is 'user' when the lookup fails", async () => {
    const broken = {
      select: () => {
        throw new Error("connexion perdue");
      },
    } as never;
    expect(await getUserRole("quelqu-un", broken)).toBe("user");
  });
});

describe("requireUser", () => {
  it("sends a page visitor to /auth with redirectTo and the toast", async () => {
    const thrown = (await thrownBy(requireUser(guarded(pageRequest("/my-bookings?page=2"))))) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toBe("/auth?redirectTo=%2Fmy-bookings%3Fpage%3D2&toast=authRequired");
  });

  it("answers 401 to an action or a fetch", async () => {
    const post = await thrownBy(requireUser(guarded(formRequest("/my-bookings", {}))));
    expect(post).toMatchObject({ init: { status: 401 } });
    const fetchJson = await thrownBy(requireUser(guarded(pageRequest("/my-bookings", { accept: "application/json" }))));
    expect(fetchJson).toMatchObject({ init: { status: 401 } });
  });

  it("returns the user, profile and role when signed in", async () => {
    const { cookie } = await member("present@exemple.bj");
    const user = await requireUser(guarded(pageRequest("/", { cookie })));
    expect(user).toMatchObject({
      email: "present@exemple.bj",
      fullName: "Membre Test",
      role: "user",
      userType: "traveler",
      roles: ["user"],
    });
  });

  it("ignores a forged or unknown session cookie", async () => {
    expect(await getSessionUser(pageRequest("/", { cookie: "bv.session_token=invente.signature" }))).toBeNull();
  });
});

describe("requireRole('admin')", () => {
  it("not signed in: /auth with the spec's toast; actions 401", async () => {
    const page = (await thrownBy(requireRole(guarded(pageRequest("/admin-dashboard")), "admin"))) as Response;
    expect(page.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin-dashboard&toast=adminLoginRequired");
    expect(await thrownBy(requireRole(guarded(formRequest("/admin-dashboard", {})), "admin"))).toMatchObject({
      init: { status: 401 },
    });
  });

  it("signed in without the role: home with 'Accès refusé'; actions 403", async () => {
    const { cookie } = await member("pasadmin@exemple.bj");
    const page = (await thrownBy(
      requireRole(guarded(pageRequest("/admin-dashboard", { cookie })), "admin"),
    )) as Response;
    expect(page.headers.get("location")).toBe("/?toast=adminOnly");
    const post = await thrownBy(requireRole(guarded(formRequest("/admin-dashboard", {}, { cookie })), "admin"));
    expect(post).toMatchObject({ init: { status: 403 } });
  });

  it("lets an administrator through (role read from the database on each request)", async () => {
    const { id, cookie: memberCookie } = await member("admin@exemple.bj");
    await grantRole(id, "admin");
    // An administrator's session counts once it passed the second factor (/two-factor).
    const { cookie } = await enrolSecondFactor(memberCookie);
    const user = await requireRole(guarded(pageRequest("/admin-dashboard", { cookie })), "admin");
    expect(user.role).toBe("admin");
    expect(await requireRole(guarded(pageRequest("/my-listings", { cookie })), "host")).toMatchObject({ id });
  });
});
