// A small popover calendar: month and day names in the page's language, weeks starting on
// Monday, keyboard navigation (arrows, Page Up/Down, Home/End, Escape), no date library.
// The chosen date travels in a hidden input, so the surrounding form also works as a
// plain GET form before the page's JavaScript has loaded. The open calendar is its own
// module (./date-picker-calendar.tsx), fetched when a traveler points at or opens the
// field: the first view of a page never shows it (docs/decisions/038).
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { useFormat, useTexts } from "#app/lib/texts";
import { searchUiTexts } from "#common/texts/search-ui";

const loadCalendar = () => import("./date-picker-calendar");
const CalendarPanel = lazy(() => loadCalendar().then((module) => ({ default: module.CalendarPanel })));

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

const anyDate = () => false;

export function DatePicker({
  label,
  value,
  onChange,
  name,
  isDateDisabled = anyDate,
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
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);
  const pick = (date: string | null) => {
    onChange(date);
    close(true);
  };

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
        // The calendar's code starts loading as soon as the traveler heads for the field.
        onPointerEnter={loadCalendar}
        onFocus={loadCalendar}
        onClick={() => setOpen(!open)}
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
        <Suspense fallback={null}>
          <CalendarPanel
            texts={searchUi.calendar}
            value={value}
            isDateDisabled={isDateDisabled}
            defaultMonth={defaultMonth}
            align={align}
            rootRef={rootRef}
            onPick={pick}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
