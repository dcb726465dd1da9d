// /earnings.csv (hosts): the earnings page's table as a spreadsheet (semicolons, UTF-8 with
// a byte-order mark, amounts in whole FCFA, instants in Benin time), never cached.
import { now as clockNow } from "#common/clock";
import { requestLang } from "#common/i18n";
import { moneyTexts } from "#common/texts/money";
import { requireRole } from "#server/accounts/guards.server";
import { earningsCsv } from "#server/money/earnings-view-csv.server";
import { hostEarnings } from "#server/money/earnings-view.server";
import type { Route } from "./+types/earnings[.]csv";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireRole({ request, url }, "host");
  const lang = requestLang(url);
  const csv = earningsCsv(await hostEarnings(user.id, clockNow()), lang);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${moneyTexts[lang].earnings.csvFileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
