// Reading another platform's iCal feed (RFC 5545), just enough to block dates: each VEVENT's
// DTSTART and DTEND (or DURATION in days) as a range of nights. Hand-written and small
// (docs/decisions/024): the feeds of Airbnb, Booking.com and the like are all-day events;
// a time is read as its day in Benin (UTC+1, no summer time). Recurrences (RRULE) are not
// expanded, cancelled events are skipped, and names or descriptions are never read.
import { addDays, parseIsoDate } from "#common/dates";

export const MAX_IMPORTED_EVENTS = 2_000;

export type ImportedEvent = { uid: string | null; start: string; end: string };
export type ParseResult = { ok: true; events: ImportedEvent[] } | { ok: false; reason: "not_ical" | "too_many_events" };

/** Lines unfolded: a line starting with a space or a tab continues the one before. */
function unfold(text: string): string[] {
  return text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
}

function property(line: string): { name: string; params: string; value: string } | null {
  const colon = line.indexOf(":");
  if (colon < 1) return null;
  const head = line.slice(0, colon);
  const semicolon = head.indexOf(";");
  const name = (semicolon === -1 ? head : head.slice(0, semicolon)).toUpperCase();
  return {
    name,
    params: semicolon === -1 ? "" : head.slice(semicolon + 1).toUpperCase(),
    value: line.slice(colon + 1),
  };
}

/** A DATE or DATE-TIME value as the day it falls on in Benin. */
export function icalDay(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, utc] = match;
  const date = parseIsoDate(`${year}-${month}-${day}`);
  if (!date || !hour) return date;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 60) return null;
  // In UTC, the day in Benin is one hour later; a floating or TZID time is read as local.
  return utc && Number(hour) === 23 ? addDays(date, 1) : date;
}

/** DURATION in whole days or weeks (P3D, P1W, P2DT0H…), or null. */
function durationDays(value: string): number | null {
  const match = /^\+?P(?:(\d+)W)?(?:(\d+)D)?(?:T.*)?$/.exec(value.trim().toUpperCase());
  if (!match || (!match[1] && !match[2])) return null;
  return Number(match[1] ?? 0) * 7 + Number(match[2] ?? 0);
}

export function parseIcal(text: string): ParseResult {
  const lines = unfold(text.replace(/^\uFEFF/, ""));
  const first = lines.find((line) => line.trim() !== "");
  if (!first || first.trim().toUpperCase() !== "BEGIN:VCALENDAR") return { ok: false, reason: "not_ical" };
  if (!lines.some((line) => line.trim().toUpperCase() === "END:VCALENDAR")) return { ok: false, reason: "not_ical" };
  const events: ImportedEvent[] = [];
  let current: {
    uid: string | null;
    start: string | null;
    end: string | null;
    days: number | null;
    cancelled: boolean;
  } | null = null;
  let depth = 0;
  for (const raw of lines) {
    const line = raw.trimEnd();
    const upper = line.toUpperCase();
    if (upper === "BEGIN:VEVENT") {
      current = { uid: null, start: null, end: null, days: null, cancelled: false };
      depth = 0;
      continue;
    }
    if (!current) continue;
    // Alarms and other components inside an event have their own DTSTART: not the event's.
    if (upper.startsWith("BEGIN:")) depth += 1;
    else if (upper.startsWith("END:") && upper !== "END:VEVENT") depth -= 1;
    else if (upper === "END:VEVENT") {
      if (!current.cancelled && current.start) {
        const end = current.end ?? addDays(current.start, current.days ?? 1);
        if (end > current.start) {
          events.push({ uid: current.uid, start: current.start, end });
          if (events.length > MAX_IMPORTED_EVENTS) return { ok: false, reason: "too_many_events" };
        }
      }
      current = null;
      continue;
    } else if (depth === 0) {
      const found = property(line);
      if (!found) continue;
      if (found.name === "UID") current.uid = found.value.slice(0, 255);
      else if (found.name === "DTSTART") current.start = icalDay(found.value);
      else if (found.name === "DTEND") current.end = icalDay(found.value);
      else if (found.name === "DURATION") current.days = durationDays(found.value);
      else if (found.name === "STATUS") current.cancelled = found.value.trim().toUpperCase() === "CANCELLED";
    }
  }
  return { ok: true, events };
}
