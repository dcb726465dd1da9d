// Before a sensitive change the password must have been typed in this session within the
// last ten minutes: the cookie alone (a stolen one) is not enough.
import { afterEach, describe, expect, it } from "vitest";
import { setClock } from "#common/clock";
import { accountFailureInWords } from "#server/http/refusals.server";
import { signedInUser, TEST_PASSWORD } from "#tests/support/sessions";
import { siteHeaders } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { changePassword } from "./change-password.server";
import { signIn } from "./credentials.server";
import { confirmPassword, PASSWORD_CONFIRMATION_MAX_AGE_MS, requireRecentPassword } from "./recent-password.server";
import { readSession, type SessionUser } from "./session-user.server";

const handle = await useTestDatabase();
afterEach(() => setClock(null));

const MINUTE = 60_000;
const NEW_PASSWORD = { password: "nouveau-mdp-2024", confirmPassword: "nouveau-mdp-2024" };

async function userOf(cookie: string): Promise<SessionUser> {
  const { user } = await readSession(new Request("http://localhost:3000/", { headers: { cookie } }));
  if (!user) throw new Error("pas de session");
  return user;
}

describe("password confirmed recently", () => {
  it("signing in counts as typing the password, for ten minutes", async () => {
    const { cookie } = await signedInUser("recent@exemple.bj");
    const user = await userOf(cookie);
    const signedInAt = user.passwordConfirmedAt!.getTime();
    expect(requireRecentPassword(user, signedInAt + 9 * MINUTE)).toEqual({ ok: true });
    expect(requireRecentPassword(user, signedInAt + PASSWORD_CONFIRMATION_MAX_AGE_MS + 1)).toMatchObject({
      ok: false,
      reason: "password_confirmation_required",
    });
    // A session without any record (opened before the rule) is asked too.
    expect(requireRecentPassword({ passwordConfirmedAt: null })).toMatchObject({ ok: false });
  });

  it("refuses to change the password on the cookie alone, in French, and changes nothing", async () => {
    const { cookie } = await signedInUser("vol@exemple.bj");
    const user = await userOf(cookie);
    const later = user.passwordConfirmedAt!.getTime() + 60 * MINUTE;
    const [before] = await handle.query("SELECT password FROM accounts WHERE user_id = $1", [user.id]);
    const result = await changePassword(user, NEW_PASSWORD, later);
    expect(result).toMatchObject({ ok: false, reason: "password_confirmation_required" });
    if (result.ok) return;
    expect(accountFailureInWords(result, "fr")).toMatchObject({
      status: 403,
      message: "Pour votre sécurité, saisissez de nouveau votre mot de passe avant cette modification.",
    });
    expect(await handle.query("SELECT password FROM accounts WHERE user_id = $1", [user.id])).toEqual([before]);
  });

  it("a wrong password confirms nothing and counts as a failed sign-in attempt", async () => {
    const { cookie } = await signedInUser("faux@exemple.bj");
    const user = await userOf(cookie);
    const result = await confirmPassword(user, "pas-le-bon", siteHeaders({ cookie }));
    expect(result).toMatchObject({ ok: false, reason: "wrong_password" });
    if (!result.ok) expect(accountFailureInWords(result, "fr").message).toBe("Mot de passe incorrect.");
    expect((await userOf(cookie)).passwordConfirmedAt).toEqual(user.passwordConfirmedAt);
    const [limit] = await handle.query<{ count: number }>("SELECT count FROM rate_limits WHERE key LIKE $1", [
      "%faux@exemple.bj%",
    ]);
    expect(limit?.count).toBe(1);
  });

  it("after typing the password again, the change is made; other sessions end, this one stays", async () => {
    const { cookie } = await signedInUser("change@exemple.bj");
    const other = await signIn({ email: "change@exemple.bj", password: TEST_PASSWORD }, siteHeaders());
    if (!other.ok) throw new Error("sign-in");
    const otherCookie = other.headers.getSetCookie()[0]!.split(";")[0]!;
    // An hour later the sign-in no longer vouches; typing the password does.
    setClock(Date.now() + 60 * MINUTE);
    expect(await changePassword(await userOf(cookie), NEW_PASSWORD)).toMatchObject({ ok: false });
    expect(await confirmPassword(await userOf(cookie), TEST_PASSWORD, siteHeaders({ cookie }))).toEqual({ ok: true });
    expect(await changePassword(await userOf(cookie), NEW_PASSWORD)).toEqual({ ok: true });
    expect((await readSession(new Request("http://localhost:3000/", { headers: { cookie: otherCookie } }))).user).toBe(
      null,
    );
    expect((await userOf(cookie)).email).toBe("change@exemple.bj");
    const again = await signIn({ email: "change@exemple.bj", password: NEW_PASSWORD.password }, siteHeaders());
    expect(again.ok).toBe(true);
  });
});
