// /account/data.json (every signed-in person): 'Télécharger mes données', everything the
// platform holds about them as one JSON file (server/accounts/export-personal-data.server.ts),
// never cached.
import { now as clockNow } from "#common/clock";
import { exportFileName, exportPersonalData } from "#server/accounts/export-personal-data.server";
import { requireUser } from "#server/accounts/guards.server";
import type { Route } from "./+types/account.data[.]json";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const now = clockNow();
  const file = await exportPersonalData(user.id, { now });
  return new Response(JSON.stringify(file, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
