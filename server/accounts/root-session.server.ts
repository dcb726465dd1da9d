// The root loader's part: who is signed in (for the header), and the renewed session
// cookie when better-auth extended the session (sliding expiry while the person is active).
import { data } from "react-router";
import { readSession, summarize, type SessionUserSummary } from "./session-user.server";

export async function loadSessionSummary(request: Request) {
  try {
    const { user, headers } = await readSession(request);
    const cookies = new Headers();
    for (const cookie of headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
    return data<{ sessionUser: SessionUserSummary | null }>({ sessionUser: summarize(user) }, { headers: cookies });
  } catch (error) {
    // The header must never take the whole site down: show it signed out.
    console.error("[accounts] lecture de la session impossible:", (error as Error).message);
    return data<{ sessionUser: SessionUserSummary | null }>({ sessionUser: null });
  }
}
