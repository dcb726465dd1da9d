// /admin-export.csv (administrators, second factor passed): the bookings or the payments,
// filtered as asked (kind, state, from, to, listing, email), as a spreadsheet; never cached.
// A filter that is not acceptable is a 400 with its French words, never a guess.
import { requestLang } from "#common/i18n";
import { requireRole } from "#server/accounts/guards.server";
import { exportCsv, parseExportFilters } from "#server/admin/admin-export.server";
import { refusal } from "#server/http/refusals.server";
import type { Route } from "./+types/admin-export[.]csv";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireRole({ request, url }, "admin");
  const lang = requestLang(url);
  const filters = parseExportFilters(url.searchParams);
  if (!filters) {
    const { status, message } = refusal("operators", "invalid_filter", lang);
    return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(await exportCsv(filters, lang), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filters.kind === "bookings" ? "reservations" : "paiements"}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
