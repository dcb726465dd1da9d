// Sign-in attempts: at most 10 per 15 minutes per account (e-mail) and per client address.
// An attempt is reserved before the password is checked (so parallel guesses are counted)
// and given back when the sign-in succeeds: only failures use up the allowance, and
// people behind one shared address (a cybercafé, an office) are not locked out by each
// other's successful sign-ins.
//
// A browser the owner already used (known-device.server.ts) is judged against its own
// counter instead: guesses from anywhere else never refuse its sign-in, and guesses made
// with a stolen device cookie are still limited to 10 per 15 minutes. Counters live in
// the database (rate_limits), shared by every process.
import { CLIENT_IP_HEADER } from "#server/security/client-ip.server";
import { consumeRateLimit, releaseRateLimit, type RateLimitRule } from "#server/security/rate-limit-store.server";

export const SIGN_IN_RULE: RateLimitRule = { window: 15 * 60, max: 10 };

export function accountLimitKey(email: string) {
  return `sign-in:email:${email.trim().toLowerCase().slice(0, 320)}`;
}

export function signInLimitKeys(email: unknown, headers: Headers | undefined, knownDeviceId: string | null = null) {
  if (knownDeviceId) return [`sign-in:device:${knownDeviceId}`];
  const keys: string[] = [];
  if (typeof email === "string" && email.trim()) keys.push(accountLimitKey(email));
  const address = headers?.get(CLIENT_IP_HEADER)?.trim();
  // Without a trusted address (the middleware is not mounted, or a direct call from a
  // tool) only the per-account limit applies: one shared bucket would lock everyone out.
  if (address) keys.push(`sign-in:ip:${address.slice(0, 64)}`);
  return keys;
}

/** Reserves one attempt on every key; refused as soon as one of them is exhausted. */
export async function reserveSignInAttempt(keys: string[]) {
  const reserved: string[] = [];
  for (const key of keys) {
    const decision = await consumeRateLimit(key, SIGN_IN_RULE);
    if (!decision.allowed) {
      // The keys already counted for this refused attempt are given back.
      await Promise.all(reserved.map((counted) => releaseRateLimit(counted)));
      return false;
    }
    reserved.push(key);
  }
  return true;
}

export async function releaseSignInAttempt(keys: string[]) {
  await Promise.all(keys.map((key) => releaseRateLimit(key)));
}

/** The mailbox's owner proved themselves (a reset link): the account's counter starts over. */
export async function clearAccountLimit(email: string) {
  await releaseRateLimit(accountLimitKey(email), { all: true });
}
