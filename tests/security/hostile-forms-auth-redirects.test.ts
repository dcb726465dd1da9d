// Where /auth sends a person afterwards (`redirectTo`), through the production bundle over
// HTTP: only a path of this site, judged as the browser will read it. Addresses whose dot
// segments hide a protocol-relative address ('/.//evil.example') go to the home page.
import { describe, expect, it } from "vitest";
import { startHostileApp } from "#tests/security/hostile-support/hostile-app";
import { signedInUser, TEST_PASSWORD } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const HIDDEN_OTHER_SITES = [
  "/.//evil.example/phish",
  "/..//evil.example/phish",
  "/%2e//evil.example/phish",
  "/%2E%2E//evil.example/phish",
  "/a/..//evil.example/phish",
  "/././/evil.example/phish",
];

const { cookie } = await signedInUser("redirection@exemple.bj");

describe(`redirectTo never leaves the site (${databaseKind})`, () => {
  it.each(HIDDEN_OTHER_SITES)("a signed-in visitor opening /auth?redirectTo=%s goes home", async (target) => {
    const answer = await app.get(`/auth?redirectTo=${encodeURIComponent(target)}`, { cookie });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");
  });

  it.each(HIDDEN_OTHER_SITES)("the same address as it arrives, unencoded: %s", async (target) => {
    const answer = await app.get(`/auth?redirectTo=${target}`, { cookie });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");
  });

  it.each(HIDDEN_OTHER_SITES)("signing in with redirectTo=%s lands on the home page", async (redirectTo) => {
    const answer = await app.post("/auth", {
      intent: "login",
      email: "redirection@exemple.bj",
      password: TEST_PASSWORD,
      redirectTo,
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/?toast=signedIn");
  });

  it("a genuine path of the site is still where the person goes", async () => {
    const answer = await app.get(`/auth?redirectTo=${encodeURIComponent("/a/../my-bookings")}`, { cookie });
    expect(answer.location).toBe("/my-bookings");
  });
});
