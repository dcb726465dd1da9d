// /edit-listing/:id/calendars: the host keeps the listing's calendar in step with other
// platforms (docs/decisions/024): its secret export URL (create, replace, turn off) and the
// calendars it imports (add, remove, read again), each with its last read or failure.
import { data } from "react-router";
import { withToast } from "#app/components/ui/toast";
import { Form, Link } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { now as clockNow } from "#common/clock";
import { langOfPath, requestLang } from "#common/i18n";
import { brandTexts } from "#common/texts/brand";
import { calendarsTexts } from "#common/texts/calendars";
import { requireRole } from "#server/accounts/guards.server";
import { disableExport, exportTokenOf, renewExportToken } from "#server/calendars/calendar-export.server";
import { addImport, listImports, refreshSoon, removeImport } from "#server/calendars/calendar-imports.server";
import { MAX_CALENDAR_URL_LENGTH } from "#server/calendars/fetch-calendar.server";
import { getEnv } from "#server/env.server";
import { readForm, textField } from "#server/http/form-data.server";
import { localRedirect } from "#server/http/local-redirect.server";
import { refusal, type RefusalReason } from "#server/http/refusals.server";
import type { Route } from "./+types/listing-calendars";

export function meta({ location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  return [
    { title: `${calendarsTexts[lang].title} | ${brandTexts[lang].name}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const user = await requireRole({ request, url }, "host");
  const [token, imports] = await Promise.all([exportTokenOf(user.id, params.id), listImports(user.id, params.id)]);
  if (token === undefined || imports === null) throw localRedirect(url, withToast("/my-listings", "listingNotFound"));
  return {
    listingId: params.id.toLowerCase(),
    exportUrl: token ? `${getEnv().publicUrl}/calendars/${token}.ics` : null,
    imports,
  };
}

type ActionData = { ok: boolean; message: string };

export async function action({ request, params, url }: Route.ActionArgs) {
  const user = await requireRole({ request, url }, "host");
  const lang = requestLang(url);
  const copy = calendarsTexts[lang];
  const form = await readForm(request);
  const intent = textField(form, "intent", 40);
  const importId = textField(form, "importId", 60);
  const now = clockNow();
  const done = (message: string) => data<ActionData>({ ok: true, message });
  const refused = (reason: RefusalReason<"calendars">) => {
    const { status, message } = refusal("calendars", reason, lang);
    return data<ActionData>({ ok: false, message }, { status });
  };
  switch (intent) {
    case "export-renew":
      return (await renewExportToken(user.id, params.id)) ? done(copy.export.created) : refused("not_found");
    case "export-disable":
      return (await disableExport(user.id, params.id)) ? done(copy.export.disabled) : refused("not_found");
    case "import-add": {
      const result = await addImport(user.id, params.id, textField(form, "url", MAX_CALENDAR_URL_LENGTH + 1), now);
      return result.ok ? done(copy.imports.added) : refused(result.reason);
    }
    case "import-remove":
      return (await removeImport(user.id, params.id, importId))
        ? done(copy.imports.removed)
        : refused((await exportTokenOf(user.id, params.id)) === undefined ? "not_found" : "import_not_found");
    case "import-refresh":
      return (await refreshSoon(user.id, params.id, importId, now))
        ? done(copy.imports.refreshAsked)
        : refused((await exportTokenOf(user.id, params.id)) === undefined ? "not_found" : "import_not_found");
    default:
      return refused("unknown_intent");
  }
}

const button = "h-11 rounded-lg px-4 text-sm font-semibold";

export default function ListingCalendarsPage({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useTexts(calendarsTexts);
  const format = useFormat();
  const { listingId, exportUrl, imports } = loaderData;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{copy.intro}</p>
      <p className="mt-2 text-sm">
        <Link to={`/edit-listing/${listingId}`} className="font-medium text-brand-700 underline">
          {copy.back}
        </Link>
      </p>
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-4 rounded-lg border p-3 text-sm ${actionData.ok ? "border-slate-300 bg-slate-50" : "border-red-300 bg-red-50 text-red-900"}`}
        >
          {actionData.message}
        </p>
      ) : null}

      <section aria-labelledby="export-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="export-title" className="text-xl font-semibold text-slate-900">
          {copy.export.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{copy.export.intro}</p>
        {exportUrl ? (
          <>
            <label className="mt-3 block text-sm font-medium text-slate-800">
              {copy.export.label}
              <input
                readOnly
                value={exportUrl}
                className="mt-1 block h-11 w-full rounded-lg border border-slate-300 px-3 font-mono text-xs"
              />
            </label>
            <div className="mt-3 flex flex-wrap gap-3">
              <Form method="post">
                <input type="hidden" name="intent" value="export-renew" />
                <button type="submit" className={`${button} bg-slate-800 text-white hover:bg-slate-900`}>
                  {copy.export.regenerate}
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="export-disable" />
                <button type="submit" className={`${button} border border-slate-400 text-slate-900 hover:bg-slate-50`}>
                  {copy.export.disable}
                </button>
              </Form>
            </div>
            <p className="mt-2 text-xs text-slate-600">{copy.export.regenerateHelp}</p>
          </>
        ) : (
          <>
            <p className="mt-3 text-sm text-slate-700">{copy.export.none}</p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="export-renew" />
              <button type="submit" className={`${button} bg-slate-800 text-white hover:bg-slate-900`}>
                {copy.export.create}
              </button>
            </Form>
          </>
        )}
      </section>

      <section aria-labelledby="imports-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="imports-title" className="text-xl font-semibold text-slate-900">
          {copy.imports.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{copy.imports.intro}</p>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="import-add" />
          <label className="text-sm font-medium text-slate-800">
            {copy.imports.label}
            <input
              type="url"
              name="url"
              required
              maxLength={MAX_URL}
              inputMode="url"
              className="mt-1 block h-11 w-full rounded-lg border border-slate-300 px-3"
            />
          </label>
          <button type="submit" className={`${button} bg-slate-800 text-white hover:bg-slate-900`}>
            {copy.imports.add}
          </button>
        </Form>
        {imports.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">{copy.imports.none}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {imports.map((item) => (
              <li key={item.id} className="py-3 text-sm">
                <p className="break-all font-mono text-xs text-slate-800">{item.url}</p>
                <p className="mt-1 text-slate-700">
                  {item.lastSuccessAt
                    ? copy.imports.lastSuccess(format.dateTime(item.lastSuccessAt), item.lastEventCount ?? 0)
                    : copy.imports.waiting}
                </p>
                {item.lastError && item.lastErrorAt ? (
                  <p className="mt-1 font-medium text-red-800">
                    {copy.imports.lastError(format.dateTime(item.lastErrorAt), copy.failures[item.lastError])}{" "}
                    {item.lastSuccessAt ? copy.imports.keptDates : null}
                  </p>
                ) : null}
                {item.conflicts.length > 0 ? (
                  <>
                    <h3 className="mt-2 font-semibold text-red-900">{copy.imports.conflictsTitle}</h3>
                    <ul className="mt-1 list-disc pl-5 text-red-900">
                      {item.conflicts.map((conflict) => (
                        <li key={`${conflict.bookingReference}-${conflict.start}`}>
                          {copy.imports.conflict(
                            format.longDate(conflict.start),
                            format.longDate(conflict.end),
                            conflict.bookingReference,
                          )}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <div className="mt-2 flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="import-refresh" />
                    <input type="hidden" name="importId" value={item.id} />
                    <button type="submit" className="rounded-md border border-slate-400 px-3 py-2 text-xs font-medium">
                      {copy.imports.refresh}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="import-remove" />
                    <input type="hidden" name="importId" value={item.id} />
                    <button type="submit" className="rounded-md border border-slate-400 px-3 py-2 text-xs font-medium">
                      {copy.imports.remove}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

const MAX_URL = 2000;
