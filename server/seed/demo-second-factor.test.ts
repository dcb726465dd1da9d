// The demo administrator stays usable from the README: on a local demo site it is enrolled
// with the published key, and the code made from that key completes its sign-in.
import { describe, expect, it } from "vitest";
import { signIn } from "#server/accounts/credentials.server";
import { getSessionUser } from "#server/accounts/session-user.server";
import { verifyTotpCode } from "#server/accounts/two-factor.server";
import { cookieFrom, siteHeaders } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { totpCode } from "#tests/support/totp";
import { createDemoPeople, DEMO_ACCOUNTS, demoAccountLines } from "./demo-accounts.server";
import { DEMO_ADMIN_TOTP_SECRET, demoSecondFactorPublished } from "./demo-second-factor.server";

await useTestDatabase();

describe(`the demo administrator's second factor (${databaseKind})`, () => {
  it("on a local demo site, the password then the code from the published key open the admin session", async () => {
    await createDemoPeople();
    const admin = DEMO_ACCOUNTS.find((account) => account.email === "admin@benin-voyages.bj")!;
    expect(admin.totpSecret).toBe(DEMO_ADMIN_TOTP_SECRET);
    const first = await signIn({ email: admin.email, password: admin.password }, siteHeaders());
    expect(first).toMatchObject({ ok: true, secondStep: true });
    const challenge = cookieFrom((first as { headers: Headers }).headers);
    const second = await verifyTotpCode(totpCode(DEMO_ADMIN_TOTP_SECRET), null, siteHeaders({ cookie: challenge }));
    expect(second.ok).toBe(true);
    const cookie = cookieFrom((second as { headers: Headers }).headers);
    const user = await getSessionUser(new Request("http://localhost/", { headers: siteHeaders({ cookie }) }));
    expect(user?.roles).toContain("admin");
    expect(user?.adminSecondFactor).toBeNull();
  });

  it("prints the key with the administrator, and never publishes it on an https site", () => {
    expect(demoAccountLines(DEMO_ACCOUNTS).join("\n")).toContain(`ajoutez la clé ${DEMO_ADMIN_TOTP_SECRET}`);
    expect(demoSecondFactorPublished("http://localhost:3000")).toBe(true);
    expect(demoSecondFactorPublished("https://benin-voyages.bj")).toBe(false);
  });
});
