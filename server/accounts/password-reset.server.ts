// 'Mot de passe oublié ?': a one-hour, single-use link by e-mail (better-auth stores the
// token hashed in `verifications`; sendResetPassword queues the e-mail in the outbox).
import { emailProblem, normalizeEmail, validateNewPassword } from "#common/rules/account";
import { log } from "#server/observability/log.server";
import { clientAddress } from "#server/security/client-ip.server";
import { takeAllowance } from "#server/security/limits.server";
import { authErrorReason } from "./auth-errors.server";
import { getAuth } from "./auth.server";
import { commonPasswordProblem } from "./common-passwords.server";
import { knownDeviceCookie } from "./known-device-cookie.server";
import { cookieValue, KNOWN_DEVICE_COOKIE, knownDeviceFor } from "./known-device.server";
import { clearAccountLimit } from "./sign-in-limit.server";

/**
 * Always the same answer for a well-formed address, whether or not an account exists:
 * the page must not reveal who is registered. Past the limit on the address or the client
 * (server/security/limits.server.ts) the answer is the same too, and no e-mail goes.
 */
export async function requestPasswordReset(email: string, requestHeaders: Headers) {
  const invalid = emailProblem(email);
  if (invalid) return { ok: false as const, reason: "invalid_fields" as const, problems: { email: invalid } };
  const auth = await getAuth();
  // The owner's own browser (a known-device cookie for this very address) is not counted
  // with the others behind its address (issue 17); the per-target limit still holds.
  const context = await auth.$context;
  const deviceCookie = cookieValue(requestHeaders, context.createAuthCookie(KNOWN_DEVICE_COOKIE).name);
  const ownersBrowser = knownDeviceFor(deviceCookie, normalizeEmail(email), context.secret) !== null;
  const allowance = await takeAllowance("passwordReset", {
    target: normalizeEmail(email),
    address: ownersBrowser ? null : clientAddress(requestHeaders),
  });
  if (!allowance.allowed) return { ok: true as const };
  try {
    await auth.api.requestPasswordReset({ body: { email: normalizeEmail(email) }, headers: requestHeaders });
  } catch (error) {
    // Logged, not shown: a failure must look like the normal answer.
    log("accounts").error({ err: error }, "demande de réinitialisation");
  }
  return { ok: true as const };
}

export async function resetPassword(
  token: string,
  fields: { password: string; confirmPassword: string },
  requestHeaders: Headers,
) {
  const common = commonPasswordProblem(fields.password);
  const problems = { ...(common ? { password: common } : {}), ...validateNewPassword(fields) };
  if (Object.keys(problems).length) return { ok: false as const, reason: "invalid_fields" as const, problems };
  // better-auth's tokens are URL-safe letters and digits: anything else (a NUL byte, which
  // PostgreSQL refuses in text, a quote) is no link of ours and never reaches the database.
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token))
    return { ok: false as const, reason: "invalid_reset_link" as const, problems: {} };
  const auth = await getAuth();
  const context = await auth.$context;
  // Whose link this is, read before the link is used up: its owner's browser becomes a
  // known device and the account's sign-in counter starts over (a reset link always lets
  // the owner back in, however many guesses an attacker made).
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  const owner = verification ? await context.internalAdapter.findUserById(verification.value) : null;
  try {
    await auth.api.resetPassword({ body: { token, newPassword: fields.password }, headers: requestHeaders });
    const headers = new Headers();
    if (owner) {
      await clearAccountLimit(owner.email);
      headers.append("Set-Cookie", knownDeviceCookie(context, owner.email, requestHeaders));
    }
    return { ok: true as const, headers };
  } catch (error) {
    return { ok: false as const, reason: authErrorReason(error, "invalid_reset_link"), problems: {} };
  }
}
