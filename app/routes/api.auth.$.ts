// better-auth's own endpoints (/api/auth/*: session, sign-out, password reset…). It checks
// the Origin of state-changing requests against trustedOrigins itself.
import { getAuth } from "../../server/accounts/auth.server";
import type { Route } from "./+types/api.auth.$";

export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getAuth()).handler(request);
}
