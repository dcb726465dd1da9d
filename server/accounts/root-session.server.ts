// The root loader's part: who is signed in (for the header), and the renewed session
// cookie when better-auth extended the session (sliding expiry while the person is active).
// With it, the public site address: pages without a loader of their own (the static
// pages) make their link preview's image URL absolute with it (app/lib/seo.ts originOf).
import { data } from "react-router";
import { getEnv } from "#server/env.server";
import { headerCounts, type HeaderCounts } from "#server/notifications/header-counts.server";
import { log } from "#server/observability/log.server";
import { readSession, summarize, type SessionUserSummary } from "./session-user.server";

/** `origin`: the public site address, for the head's absolute hreflang links (docs/decisions/030). */
type RootData = { sessionUser: SessionUserSummary | null; counts: HeaderCounts | null; origin: string };

export async function loadSessionSummary(request: Request) {
  try {
    const { user, headers, counts: read } = await readSession(request, { headerCounts: true });
    const cookies = new Headers();
    for (const cookie of headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
    // The header's unread counts (notifications, messages) for a signed-in person: read with
    // the session when the quick read answered, else on their own.
    const counts = user ? (read ?? (await headerCounts(user.id))) : null;
    return data<RootData>({ sessionUser: summarize(user), counts, origin: getEnv().publicUrl }, { headers: cookies });
  } catch (error) {
    // The header must never take the whole site down: show it signed out.
    log("accounts").error({ err: error }, "lecture de la session impossible");
    return data<RootData>({ sessionUser: null, counts: null, origin: getEnv().publicUrl });
  }
}
