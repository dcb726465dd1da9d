// A small popover calendar: month and day names in the page's language, weeks starting on
// Monday, keyboard navigation (arrows, Page Up/Down, Home/End, Escape), no date library.
// The chosen date travels in a hidden input, so the surrounding form also works as a
// plain GET form before the page's JavaScript has loaded.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useFormat, useTexts } from "#app/lib/texts";
import { addDays, todayInBenin } from "#common/dates";
import { weekdayNames } from "#common/format/date";
import { searchUiTexts } from "#common/texts/search-ui";
import { monthGrid, shiftMonth, monthTitle } from "./calendar-month";

type Props = {
  label: string;
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Name of the hidden input that carries the value in the form. */
  name?: string;
  /** Days that cannot be picked (past days, booked days...). */
  isDateDisabled?: (isoDate: string) => boolean;
  /** Month shown when no date is chosen ('YYYY-MM-DD' inside it); today by default. */
  defaultMonth?: string;
  placeholder?: string;
  /** Which edge of the field the calendar lines up with (the right one near a screen's edge). */
  align?: "start" | "end";
  className?: string;
};

export function DatePicker({
  label,
  value,
  onChange,
  name,
  isDateDisabled = () => false,
  defaultMonth,
  placeholder,
  align = "start",
  className = "",
}: Props) {
  const searchUi = useTexts(searchUiTexts);
  const format = useFormat();
  placeholder ??= searchUi.chooseDate;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(() => value ?? defaultMonth ?? todayInBenin());
  const moveFocusRef = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);

  // Arrow keys move DOM focus along with the focused day; month buttons do not.
  useEffect(() => {
    if (!open || !moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [open, focused]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // On the document, not the root: Escape must close the calendar wherever focus is.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  const openCalendar = () => {
    setFocused(value ?? defaultMonth ?? todayInBenin());
    moveFocusRef.current = true;
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const pick = (date: string) => {
    if (isDateDisabled(date)) return;
    onChange(date);
    close();
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
      ref={rootRef}
      className={`relative ${className}`}
      // Focus leaving the picker (Tab past its last button) closes it, so an open calendar
      // never hides the next control on a narrow screen.
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (open ? setOpen(false) : openCalendar())}
        className="flex h-11 w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-slate-900 hover:border-brand-600"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="shrink-0 text-slate-500">
          <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
        </svg>
        <span id={`${id}-value`} className={`truncate ${value ? "" : "text-slate-500"}`}>
          {value ? format.longDate(value) : placeholder}
        </span>
      </button>
      {name && <input type="hidden" name={name} value={value ?? ""} />}
      {open && (
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
              label={searchUi.calendar.previousMonth}
              onClick={() => setFocused(shiftMonth(focused, -1))}
              path="M15 6l-6 6 6 6"
            />
            <h2 id={titleId} aria-live="polite" className="text-sm font-semibold text-slate-900">
              {monthTitle(focused, format.lang)}
            </h2>
            <MonthButton
              label={searchUi.calendar.nextMonth}
              onClick={() => setFocused(shiftMonth(focused, 1))}
              path="M9 6l6 6-6 6"
            />
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
              onClick={() => {
                onChange(null);
                close();
              }}
            >
              {searchUi.calendar.clear}
            </button>
            <button
              type="button"
              className="rounded px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
              onClick={close}
            >
              {searchUi.calendar.close}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function Day(props: {
  date: string;
  selected: boolean;
  focusable: boolean;
  disabled: boolean;
  onPick: (date: string) => void;
}) {
  const searchUi = useTexts(searchUiTexts);
  const format = useFormat();
  const { date, selected, focusable, disabled, onPick } = props;
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
        aria-label={disabled ? `${format.longDate(date)}, ${searchUi.calendar.unavailable}` : format.longDate(date)}
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
