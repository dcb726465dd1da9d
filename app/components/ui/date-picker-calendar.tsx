// The open calendar of the date picker (./date-picker.tsx), loaded the first time a
// traveler opens one (or points at its button): no page's first view shows it, so its code
// and the month arithmetic stay out of every page's first download (docs/decisions/038).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useFormat } from "#app/lib/texts";
import { addDays, todayInBenin } from "#common/dates";
import { weekdayNames } from "#common/format/date";
import type { SearchUiTexts } from "#common/texts/search-ui";
import { monthGrid, shiftMonth, monthTitle } from "./calendar-month";

type CalendarTexts = SearchUiTexts["calendar"];

export type CalendarPanelProps = {
  /** The picker's texts, passed in: imported here they would be pulled into this chunk. */
  texts: CalendarTexts;
  value: string | null;
  isDateDisabled: (isoDate: string) => boolean;
  defaultMonth?: string;
  align: "start" | "end";
  /** The picker (trigger and panel): a pointer down outside it closes the calendar. */
  rootRef: RefObject<HTMLDivElement | null>;
  onPick: (date: string | null) => void;
  /** Closes the calendar; with `restoreFocus` the trigger gets the focus back. */
  onClose: (restoreFocus: boolean) => void;
};

export function CalendarPanel({
  texts,
  value,
  isDateDisabled,
  defaultMonth,
  align,
  rootRef,
  onPick,
  onClose,
}: CalendarPanelProps) {
  const format = useFormat();
  const id = useId();
  // Mounted each time the calendar opens: it opens on the chosen date's month.
  const [focused, setFocused] = useState(() => value ?? defaultMonth ?? todayInBenin());
  const moveFocusRef = useRef(true);
  const gridRef = useRef<HTMLTableElement>(null);

  // Arrow keys (and opening) move DOM focus along with the focused day; month buttons do not.
  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose(false);
    };
    // On the document, not the root: Escape must close the calendar wherever focus is.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") onClose(true);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [rootRef, onClose]);

  const close = () => onClose(true);
  const pick = (date: string) => {
    if (isDateDisabled(date)) return;
    onPick(date);
  };
  const focusDay = (date: string) => {
    moveFocusRef.current = true;
    setFocused(date);
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const weekday = (new Date(`${focused}T00:00:00Z`).getUTCDay() + 6) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
      PageUp: () => shiftMonth(focused, -1),
      PageDown: () => shiftMonth(focused, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusDay(move());
  };

  const weeks = monthGrid(focused);
  const titleId = `${id}-title`;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      // Focusable so a click on the calendar's padding keeps focus inside (see onBlur).
      tabIndex={-1}
      className={`absolute z-50 outline-none mt-2 w-[19rem] ${align === "end" ? "right-0" : "left-0"} rounded-xl border border-slate-200 bg-white p-3 shadow-lg`}
    >
      <div className="mb-2 flex items-center justify-between">
        <MonthButton
          label={texts.previousMonth}
          onClick={() => setFocused(shiftMonth(focused, -1))}
          path="M15 6l-6 6 6 6"
        />
        <h2 id={titleId} aria-live="polite" className="text-sm font-semibold text-slate-900">
          {monthTitle(focused, format.lang)}
        </h2>
        <MonthButton label={texts.nextMonth} onClick={() => setFocused(shiftMonth(focused, 1))} path="M9 6l6 6-6 6" />
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        className="w-full border-collapse"
        onKeyDown={onGridKeyDown}
      >
        <thead>
          <tr>
            {weekdayNames(format.lang).map((day) => (
              <th key={day.long} scope="col" className="pb-1 text-xs font-medium text-slate-500">
                <abbr title={day.long} className="no-underline">
                  {day.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((date, column) =>
                date ? (
                  <Day
                    key={date}
                    texts={texts}
                    date={date}
                    selected={date === value}
                    focusable={date === focused}
                    disabled={isDateDisabled(date)}
                    onPick={pick}
                  />
                ) : (
                  <td key={`empty-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 flex justify-between text-sm">
        <button
          type="button"
          className="rounded px-2 py-1 text-slate-600 hover:bg-slate-100 disabled:opacity-40"
          disabled={!value}
          onClick={() => onPick(null)}
        >
          {texts.clear}
        </button>
        <button
          type="button"
          className="rounded px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
          onClick={close}
        >
          {texts.close}
        </button>
      </div>
    </div>
  );
}

function Day(props: {
  texts: CalendarTexts;
  date: string;
  selected: boolean;
  focusable: boolean;
  disabled: boolean;
  onPick: (date: string) => void;
}) {
  const format = useFormat();
  const { texts, date, selected, focusable, disabled, onPick } = props;
  const base = "mx-auto flex h-9 w-9 items-center justify-center rounded-full text-sm";
  const look = selected
    ? "bg-brand-700 font-semibold text-white"
    : disabled
      ? "cursor-not-allowed text-ink-muted line-through"
      : "text-slate-900 hover:bg-brand-50";
  return (
    <td role="gridcell" aria-selected={selected} className="p-0.5 text-center">
      <button
        type="button"
        data-date={date}
        tabIndex={focusable ? 0 : -1}
        // aria-disabled, not disabled: the keyboard can still walk over the day.
        aria-disabled={disabled || undefined}
        aria-label={disabled ? `${format.longDate(date)}, ${texts.unavailable}` : format.longDate(date)}
        onClick={() => onPick(date)}
        className={`${base} ${look}`}
      >
        {/* '1er' in French: the visible text is part of the spoken name ('1er novembre 2026'). */}
        {format.dayOfMonth(date)}
      </button>
    </td>
  );
}

function MonthButton({ label, onClick, path }: { label: string; onClick: () => void; path: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex h-8 w-8 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="2" d={path} />
      </svg>
    </button>
  );
}
