// E-mail verification: at sign-up better-auth makes a signed, 24-hour token and we queue a
// e-mail (in the language of the sign-up page) through the outbox with a link to our own /verify-email page, which calls
// better-auth server-side. Until the link is opened the account may browse and sign in,
// but cannot book, host or be given a role (an address claimed by someone else first
// must never become a host or an administrator).
import type { BetterAuthOptions } from "better-auth";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { users } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
import { emailVerificationUrl } from "./email-verification-email.server";
import { signUpLangNow } from "./reading-lang.server";
import { recipientLang } from "./recipient-lang.server";

const VERIFICATION_LIFETIME = 24 * 60 * 60;

export function emailVerificationOptions(db: Database): NonNullable<BetterAuthOptions["emailVerification"]> {
  return {
    sendOnSignUp: true,
    autoSignInAfterVerification: false,
    expiresIn: VERIFICATION_LIFETIME,
    sendVerificationEmail: async ({ user, token }) => {
      await queueEmail(db, {
        to: user.email,
        template: "email-verification",
        params: { name: user.name, url: emailVerificationUrl(token) },
        // At sign-up, the language of the sign-up page (the profile learns it just after).
        lang: signUpLangNow() ?? (await recipientLang(user.id, db)),
        dedupeKey: `email-verification:${user.id}:${token.slice(-16)}`,
      });
    },
  };
}

export async function isEmailVerified(userId: string, db: Database) {
  const [row] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.verified === true;
}
