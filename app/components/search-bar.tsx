// The search form of the home hero and of /search. A plain GET form to /search (works
// before hydration: the dates ride in hidden inputs); once hydrated it sends only what
// the traveler chose: destination if not blank, dates if picked, guests if more than 1.
import { useId, useState, type FormEvent } from "react";
import { DatePicker } from "#app/components/ui/date-picker";
import { GuestCounter } from "#app/components/ui/guest-counter";
import { useLocalHref, useLocalNavigate } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { addDays, todayInBenin } from "#common/dates";
import { searchUiTexts } from "#common/texts/search-ui";

export type SearchBarInitial = { destination?: string; startDate?: string; endDate?: string; guests?: number };

type Props = { initial?: SearchBarInitial; variant?: "hero" | "compact" };

export function searchHref(values: {
  destination: string;
  startDate: string | null;
  endDate: string | null;
  guests: number;
}) {
  const params = new URLSearchParams();
  const destination = values.destination.trim();
  if (destination) params.set("destination", destination);
  if (values.startDate) params.set("startDate", values.startDate);
  if (values.endDate) params.set("endDate", values.endDate);
  if (values.guests > 1) params.set("guests", String(values.guests));
  const query = params.toString();
  return query ? `/search?${query}` : "/search";
}

export function SearchBar({ initial = {}, variant = "hero" }: Props) {
  const searchUi = useTexts(searchUiTexts);
  const navigate = useLocalNavigate();
  const localHref = useLocalHref();
  const destinationId = useId();
  const [destination, setDestination] = useState(initial.destination ?? "");
  const [startDate, setStartDate] = useState<string | null>(initial.startDate ?? null);
  const [endDate, setEndDate] = useState<string | null>(initial.endDate ?? null);
  const [guests, setGuests] = useState(Math.max(1, initial.guests ?? 1));

  const chooseStart = (date: string | null) => {
    setStartDate(date);
    // A departure on or before the new arrival no longer makes sense.
    if (date && endDate && endDate <= date) setEndDate(null);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchHref({ destination, startDate, endDate, guests }));
  };

  const today = todayInBenin();
  const hero = variant === "hero";
  return (
    <form
      method="get"
      action={localHref("/search")}
      role="search"
      onSubmit={onSubmit}
      className={`grid grid-cols-2 gap-3 rounded-2xl bg-white text-left md:grid-cols-[1.6fr_1fr_1fr_1fr_auto] md:items-end ${
        hero ? "p-4 shadow-xl md:p-5" : "border border-slate-200 p-3 shadow-sm"
      }`}
    >
      <div className="col-span-2 md:col-span-1">
        <label htmlFor={destinationId} className="mb-1 block text-sm font-medium text-slate-700">
          {searchUi.destination}
        </label>
        <input
          id={destinationId}
          name="destination"
          type="search"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          value={destination}
          onChange={(event) => setDestination(event.target.value)}
          placeholder={searchUi.destinationPlaceholder}
          className="h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900 placeholder:text-slate-500"
        />
      </div>
      <DatePicker
        label={searchUi.arrival}
        name="startDate"
        value={startDate}
        onChange={chooseStart}
        isDateDisabled={(date) => date < today}
      />
      <DatePicker
        label={searchUi.departure}
        name="endDate"
        value={endDate}
        onChange={setEndDate}
        defaultMonth={startDate ? addDays(startDate, 1) : undefined}
        align="end"
        isDateDisabled={(date) => date < today || (startDate !== null && date <= startDate)}
      />
      <GuestCounter
        label={searchUi.guests}
        name="guests"
        value={guests}
        onChange={setGuests}
        className="col-span-2 md:col-span-1"
      />
      <button
        type="submit"
        className="col-span-2 flex h-11 md:col-span-1 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="2" d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4-4" />
        </svg>
        {searchUi.submit}
      </button>
    </form>
  );
}
