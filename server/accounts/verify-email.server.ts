// The /verify-email page's operations: open the mailed link, or ask for a new one.
import { log } from "#server/observability/log.server";
import { consumeRateLimit } from "#server/security/rate-limit-store.server";
import { getAuth } from "./auth.server";
import type { SessionUser } from "./session-user.server";

/** Three new links per account per quarter of an hour: enough for a lost e-mail, no mail bomb. */
const RESEND_RULE = { window: 15 * 60, max: 3 };

export async function confirmEmail(token: string) {
  if (!token || token.length > 2000) return { ok: false as const };
  const auth = await getAuth();
  try {
    await auth.api.verifyEmail({ query: { token } });
    return { ok: true as const };
  } catch {
    return { ok: false as const };
  }
}

/** Queues a new link for the signed-in user (nothing when already verified or sent too often). */
export async function resendVerification(user: SessionUser, requestHeaders: Headers) {
  if (user.emailVerified) return;
  if (!(await consumeRateLimit(`verify-email:${user.id}`, RESEND_RULE)).allowed) return;
  const auth = await getAuth();
  try {
    await auth.api.sendVerificationEmail({ body: { email: user.email }, headers: requestHeaders });
  } catch (error) {
    // Logged, not shown: the page's answer stays the same.
    log("accounts").error({ err: error }, "nouveau lien de confirmation");
  }
}
