// Sign-in attempts, counted so that guessing is slowed per account and per address while
// the people behind a shared address (carrier-grade NAT, a cybercafé, an office) who type
// their right password are never refused because of someone else (docs/decisions/028).
//
// An attempt is reserved before the password is checked (so parallel guesses are counted)
// and given back when the sign-in succeeds: only failures use up an allowance.
// - The account (its e-mail): 10 failures per 15 minutes, from anywhere. Once used up,
//   attempts from browsers the owner never used are refused before the password is
//   checked, the right one included: no answer then depends on the password, so the
//   limit is not a password oracle.
// - The address: 10 failures per 15 minutes. Past that allowance the address is "busy":
//   its attempts are still checked (the right password gets in, so neighbours are not
//   locked out), but each account may then fail only 3 times more per 15 minutes from
//   that address (the account-and-address key), again refused before the check. One
//   machine guessing from a shared address gets a handful of guesses per account, and
//   can no longer lock an account out by itself (3 < 10).
// - A browser the owner already used (known-device.server.ts) is judged against its own
//   counter instead: guesses from anywhere else never refuse its sign-in, and guesses
//   made with a stolen device cookie are still limited to 10 per 15 minutes.
// Counters live in the database (rate_limits), shared by every process.
import { CLIENT_IP_HEADER } from "#server/security/client-ip.server";
import { consumeRateLimit, releaseRateLimit, type RateLimitRule } from "#server/security/rate-limit-store.server";

const QUARTER_HOUR = 15 * 60;
/** Failures per account, per known device, and the address's allowance. */
export const SIGN_IN_RULE: RateLimitRule = { window: QUARTER_HOUR, max: 10 };
/** Failures per account from an address past its allowance. */
export const BUSY_ADDRESS_RULE: RateLimitRule = { window: QUARTER_HOUR, max: 3 };

/** The counters one sign-in attempt is judged against. */
export type SignInSubjects =
  { device: string } | { account: string | null; address: string | null; accountFromAddress: string | null };

function normalized(email: string) {
  return email.trim().toLowerCase().slice(0, 320);
}

export function accountLimitKey(email: string) {
  return `sign-in:email:${normalized(email)}`;
}

export function signInSubjects(
  email: unknown,
  headers: Headers | undefined,
  knownDeviceId: string | null = null,
): SignInSubjects {
  if (knownDeviceId) return { device: `sign-in:device:${knownDeviceId}` };
  const account = typeof email === "string" && email.trim() ? accountLimitKey(email) : null;
  // Without a trusted address (the middleware is not mounted, or a direct call from a
  // tool) only the per-account limit applies: one shared bucket would lock everyone out.
  const address = headers?.get(CLIENT_IP_HEADER)?.trim().slice(0, 64) || null;
  return {
    account,
    address: address ? `sign-in:ip:${address}` : null,
    accountFromAddress:
      address && typeof email === "string" && email.trim() ? `sign-in:email-ip:${normalized(email)}|${address}` : null,
  };
}

/**
 * Reserves one attempt; the keys it counted (to give back on success), or null when the
 * attempt is refused (nothing stays counted then).
 */
export async function reserveSignInAttempt(subjects: SignInSubjects): Promise<string[] | null> {
  if ("device" in subjects)
    return (await consumeRateLimit(subjects.device, SIGN_IN_RULE)).allowed ? [subjects.device] : null;
  const counted: string[] = [];
  const refuse = async () => {
    await Promise.all(counted.map((key) => releaseRateLimit(key)));
    return null;
  };
  if (subjects.account) {
    if (!(await consumeRateLimit(subjects.account, SIGN_IN_RULE)).allowed) return refuse();
    counted.push(subjects.account);
  }
  if (subjects.address) {
    if ((await consumeRateLimit(subjects.address, SIGN_IN_RULE)).allowed) {
      counted.push(subjects.address);
    } else if (subjects.accountFromAddress) {
      // A busy address: the password will be checked, within this account's few tries here.
      if (!(await consumeRateLimit(subjects.accountFromAddress, BUSY_ADDRESS_RULE)).allowed) return refuse();
      counted.push(subjects.accountFromAddress);
    }
  }
  return counted;
}

/** The attempt succeeded: what it counted is given back. */
export async function releaseSignInAttempt(keys: string[]) {
  await Promise.all(keys.map((key) => releaseRateLimit(key)));
}

/** The mailbox's owner proved themselves (a reset link): the account's counter starts over. */
export async function clearAccountLimit(email: string) {
  await releaseRateLimit(accountLimitKey(email), { all: true });
}
