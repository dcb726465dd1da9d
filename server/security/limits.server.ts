// How often each costly or abusable action may be taken, in one table (docs/SECURITY.md
// repeats it). Counters live in `rate_limits` (shared by every process on the database).
//
// Three kinds of subject are counted:
// - `target`: who or what the action lands on (the address a reset link is mailed to,
//   the address a sign-up claims). Tight: it protects a victim, whoever attacks.
// - `account`: the signed-in person acting. Tight: one account, one person.
// - `address`: the client's IP address, only for actions of someone not signed in.
//   Generous: carrier-grade NAT puts many honest phones behind one address in Benin; it
//   only stops one machine from going through many targets.
// A signed-in person is counted by their account, never by their address (booking,
// uploads, the contact form when signed in): nobody honest behind a busy address is
// refused because of someone else there (issue 17, docs/decisions/028). Accounts are what
// one machine cannot make without end: sign-up is limited per address, and booking needs
// a confirmed e-mail address.
// Sign-in keeps its own rule (server/accounts/sign-in-limit.server.ts: failures per account,
// and past the address's allowance per account from that address). The image pipeline's
// limits sit below.
import { getEnv } from "#server/env.server";
import { consumeRateLimit, releaseRateLimit, type RateLimitRule } from "./rate-limit-store.server";

const HOUR = 3600;

export type LimitSubject = "target" | "account" | "address";

/** Every window is at most a day: the pruning job forgets counters untouched for a day. */
export const LIMITS = {
  /** 'Mot de passe oublié ?': each request mails a link to the target address. */
  passwordReset: { target: { window: HOUR, max: 3 }, address: { window: HOUR, max: 30 } },
  /** Sign-up (and its 'address already taken' answer). */
  signUp: { target: { window: HOUR, max: 5 }, address: { window: HOUR, max: 30 } },
  /**
   * The contact form: each message is e-mailed to support. Target: the sender's address;
   * then the account when signed in, else the client's address.
   */
  contact: {
    target: { window: HOUR, max: 5 },
    account: { window: HOUR, max: 10 },
    address: { window: HOUR, max: 30 },
  },
  /** Booking creation: each holds a listing's dates for 30 minutes. Target: one listing by one account. */
  booking: { target: { window: HOUR, max: 10 }, account: { window: HOUR, max: 20 } },
  /** Picture uploads: each is decoded and encoded in four widths. */
  upload: { account: { window: HOUR, max: 60 } },
  /** The browser's error reports (POST /api/client-errors): each is sent to the error tracker. */
  clientError: { address: { window: HOUR, max: 30 } },
} as const satisfies Record<string, Partial<Record<LimitSubject, RateLimitRule>>>;

export type LimitedAction = keyof typeof LIMITS;

/** What one picture may cost the image pipeline (server/media/image-pipeline.server.ts). */
export const IMAGE_LIMITS = {
  /**
   * Pixels decoded at most: a 6000 × 4000 photo. The site shows pictures at 1280 px at
   * most, and each upload is decoded whole, then encoded in four widths.
   */
  maxPixels: 24_000_000,
  /** Encodes running at once, per process (server/media/encode-slots.server.ts). */
  encodesAtOnce: 2,
  /** Uploads waiting for a slot, per process; one more is told to retry (503). */
  encodesWaiting: 8,
} as const;

/** The subjects of one action, by kind: missing or empty ones are not counted. */
export type LimitSubjects<Action extends LimitedAction> = {
  [Subject in keyof (typeof LIMITS)[Action]]?: string | null;
};

export type LimitDecision = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Counts one `action` against each of its subjects. Refused as soon as one is used up;
 * the subjects already counted for the refused attempt are given back, so a refusal costs
 * nobody anything (an abuser behind a shared address does not use up its allowance).
 */
export async function takeAllowance<Action extends LimitedAction>(
  action: Action,
  subjects: LimitSubjects<Action>,
): Promise<LimitDecision> {
  if (getEnv().REQUEST_LIMITS === "off") return { allowed: true };
  const rules = LIMITS[action] as Partial<Record<LimitSubject, RateLimitRule>>;
  const counted: string[] = [];
  for (const [subject, value] of Object.entries(subjects) as [LimitSubject, string | null | undefined][]) {
    const rule = rules[subject];
    if (!rule || !value) continue;
    const key = `limit:${action}:${subject}:${value.slice(0, 320)}`;
    const decision = await consumeRateLimit(key, rule);
    if (!decision.allowed) {
      await Promise.all(counted.map((each) => releaseRateLimit(each)));
      return { allowed: false, retryAfter: decision.retryAfter ?? rule.window };
    }
    counted.push(key);
  }
  return { allowed: true };
}
