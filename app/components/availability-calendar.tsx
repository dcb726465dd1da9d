// The host's availability calendar for one listing: the next months with booked and
// blocked nights marked, a form to block a range, and the blocks with a "free" button.
// Forms post to /api/listings/:id/calendar (fetchers; plain posts without JavaScript).
import { useFetcher } from "react-router";
import { monthGrid, monthTitle, shiftMonth } from "#app/components/ui/calendar-month";
import { useDataToast } from "#app/components/ui/toast";
import { Link } from "#app/lib/local-links";
import { useFormat, useLang, useTexts } from "#app/lib/texts";
import { todayInBenin } from "#common/dates";
import { weekdayNames } from "#common/format/date";
import { calendarsTexts } from "#common/texts/calendars";
import { hostingTexts } from "#common/texts/hosting";

export type CalendarEntryView = { id: string; source: "booking" | "block" | "import"; start: string; last: string };

const MONTHS_SHOWN = 2;

type Toast = { title: string; description?: string; variant?: "destructive" };

export function AvailabilityCalendar({ listingId, entries }: { listingId: string; entries: CalendarEntryView[] }) {
  const copy = useTexts(hostingTexts).availability;
  const calendarsCopy = useTexts(calendarsTexts);
  const blockFetcher = useFetcher<{ ok: boolean; toast: Toast }>();
  const action = `/api/listings/${listingId}/calendar`;
  const today = todayInBenin();
  useDataToast(blockFetcher.data?.toast);
  // Dates another platform's calendar holds show as blocked (they are managed on /calendars).
  const stateOf = (day: string) => {
    const source = entries.find((entry) => entry.start <= day && day <= entry.last)?.source;
    return source === "import" ? "block" : source;
  };
  const months = Array.from({ length: MONTHS_SHOWN }, (_, index) => shiftMonth(`${today.slice(0, 8)}01`, index));

  return (
    <section aria-labelledby="availability-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="availability-title" className="text-xl font-semibold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      <p className="mt-1 text-sm">
        <Link to={`/edit-listing/${listingId}/calendars`} className="font-medium text-brand-700 underline">
          {calendarsCopy.title}
        </Link>
      </p>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {months.map((month) => (
          <MonthView key={month} month={month} today={today} stateOf={stateOf} />
        ))}
      </div>
      <p className="mt-2 flex gap-4 text-xs text-slate-600">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 rounded-sm bg-ink-muted align-middle" />
          {copy.blocked}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 rounded-sm bg-brand-700 align-middle" />
          {copy.booked}
        </span>
      </p>

      <blockFetcher.Form
        method="post"
        action={action}
        className="mt-5 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="block" />
        <label className="text-sm font-medium text-slate-800">
          {copy.from}
          <input
            type="date"
            name="first"
            min={today}
            required
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 px-3"
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {copy.to}
          <input
            type="date"
            name="last"
            min={today}
            required
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 px-3"
          />
        </label>
        <button
          type="submit"
          disabled={blockFetcher.state !== "idle"}
          className="h-11 rounded-lg bg-slate-800 px-4 text-sm font-semibold text-white hover:bg-slate-900 disabled:opacity-60"
        >
          {copy.block}
        </button>
      </blockFetcher.Form>

      <h3 className="mt-6 text-sm font-semibold text-slate-900">{copy.blocked}</h3>
      {entries.some((entry) => entry.source === "block") ? (
        <ul className="mt-2 divide-y divide-slate-200">
          {entries
            .filter((entry) => entry.source === "block")
            .map((entry) => (
              <BlockRow key={entry.id} entry={entry} action={action} />
            ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{copy.none}</p>
      )}
    </section>
  );
}

function BlockRow({ entry, action }: { entry: CalendarEntryView; action: string }) {
  const copy = useTexts(hostingTexts).availability;
  const format = useFormat();
  const fetcher = useFetcher<{ ok: boolean; toast: Toast }>();
  useDataToast(fetcher.data?.toast);
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <span>{copy.range(format.longDate(entry.start), format.longDate(entry.last))}</span>
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="intent" value="free" />
        <input type="hidden" name="blockId" value={entry.id} />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-50"
        >
          {copy.free}
        </button>
      </fetcher.Form>
    </li>
  );
}

function MonthView({
  month,
  today,
  stateOf,
}: {
  month: string;
  today: string;
  stateOf: (day: string) => string | undefined;
}) {
  const copy = useTexts(hostingTexts).availability;
  const lang = useLang();
  return (
    <table className="w-full table-fixed text-center text-xs">
      <caption className="pb-1 text-sm font-semibold text-slate-800">{monthTitle(month, lang)}</caption>
      <thead>
        <tr>
          {weekdayNames(lang).map((day) => (
            <th key={day.long} scope="col" abbr={day.long} className="font-medium text-slate-500">
              {day.short.slice(0, 2)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week, index) => (
          <tr key={index}>
            {week.map((day, cell) => {
              if (!day) return <td key={cell} />;
              const state = stateOf(day);
              const past = day < today;
              const label = state === "booking" ? copy.booked : state === "block" ? copy.blocked : undefined;
              return (
                <td key={day} className="p-0.5">
                  <span
                    title={label}
                    className={`block rounded py-1 ${
                      state === "booking"
                        ? "bg-brand-700 text-white"
                        : state === "block"
                          ? "bg-ink-muted text-white"
                          : past
                            ? "text-ink-muted"
                            : "text-slate-800"
                    }`}
                  >
                    {Number(day.slice(8))}
                    {label && <span className="sr-only"> ({label})</span>}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
