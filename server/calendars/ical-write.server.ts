// A listing's calendar as iCal (RFC 5545) for other platforms (docs/decisions/024): one
// all-day VEVENT per held range, saying only 'Réservé' (a booking) or 'Indisponible' (a
// block, or dates another platform's calendar holds): no names, no personal data. Lines end
// in CRLF and are folded at 75 octets; UIDs stay the same from one read to the next.

export type ExportedRange = { uid: string; kind: "booked" | "unavailable"; start: string; end: string };

const SUMMARY = { booked: "Réservé", unavailable: "Indisponible" } as const;

const day = (iso: string) => iso.replaceAll("-", "");

function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const bytes = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function writeIcal(input: { name: string; stamp: Date; ranges: ExportedRange[] }): string {
  const stamp = input.stamp
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Benin Travel//Calendrier//FR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.name)}`,
  ];
  for (const range of input.ranges) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${range.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${day(range.start)}`,
      `DTEND;VALUE=DATE:${day(range.end)}`,
      `SUMMARY:${SUMMARY[range.kind]}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
