// The language a person reads in (profiles.lang), which their e-mails and notifications use
// (recipient-lang.server.ts): the language of the pages they last signed up, signed in or
// booked on. Acting on an English page switches them to English, on a French page back to
// French (docs/decisions/030).
import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, ne } from "drizzle-orm";
import type { Lang } from "#common/i18n";
import { normalizeEmail } from "#common/rules/account";
import { getDb, type Database } from "#server/db/client.server";
import { profiles, users } from "#server/db/schema";

/** Records the language a person acted in; nothing changes when it is already theirs. */
export async function rememberReadingLang(userId: string, lang: Lang, db: Database = getDb()) {
  await db
    .update(profiles)
    .set({ lang })
    .where(and(eq(profiles.id, userId), ne(profiles.lang, lang)));
}

/** The same, for the account of an address (after a sign-in, which names the address). */
export async function rememberReadingLangOf(email: string, lang: Lang, db: Database = getDb()) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  if (row) await rememberReadingLang(row.id, lang, db);
}

// The sign-up in progress's language: better-auth queues the verification e-mail while it
// creates the account, before the profile could be told (email-verification.server.ts).
const signUpLang = new AsyncLocalStorage<Lang>();

/** Runs a sign-up made on a page in `lang`. */
export function signingUpIn<T>(lang: Lang, signUp: () => Promise<T>): Promise<T> {
  return signUpLang.run(lang, signUp);
}

/** The language of the sign-up running now, if any. */
export function signUpLangNow(): Lang | undefined {
  return signUpLang.getStore();
}
