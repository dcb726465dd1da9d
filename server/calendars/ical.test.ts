import { describe, expect, it } from "vitest";
import { parseIcal, icalDay, MAX_IMPORTED_EVENTS } from "./ical-parse.server";
import { foldLine, writeIcal } from "./ical-write.server";

const feed = (events: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar//EN\r\n${events}END:VCALENDAR\r\n`;

describe("reading an iCal feed", () => {
  it("reads Airbnb-style all-day events as ranges of nights (DTEND excluded)", () => {
    const text = feed(
      "BEGIN:VEVENT\r\nDTEND;VALUE=DATE:20270312\r\nDTSTART;VALUE=DATE:20270309\r\nUID:abc@airbnb.com\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n" +
        "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270401\r\nUID:one-day\r\nEND:VEVENT\r\n",
    );
    expect(parseIcal(text)).toEqual({
      ok: true,
      events: [
        { uid: "abc@airbnb.com", start: "2027-03-09", end: "2027-03-12" },
        { uid: "one-day", start: "2027-04-01", end: "2027-04-02" },
      ],
    });
  });

  it("unfolds lines, accepts LF endings, DURATION, and skips cancelled or empty events and alarms' dates", () => {
    const text =
      "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:long-\n uid\nDTSTART;VALUE=DATE:20270501\nDURATION:P1W\nBEGIN:VALARM\nDTSTART:20270101T000000\nEND:VALARM\nEND:VEVENT\n" +
      "BEGIN:VEVENT\nUID:gone\nSTATUS:CANCELLED\nDTSTART;VALUE=DATE:20270601\nDTEND;VALUE=DATE:20270603\nEND:VEVENT\n" +
      "BEGIN:VEVENT\nUID:backwards\nDTSTART;VALUE=DATE:20270603\nDTEND;VALUE=DATE:20270601\nEND:VEVENT\nEND:VCALENDAR\n";
    expect(parseIcal(text)).toEqual({
      ok: true,
      events: [{ uid: "long-uid", start: "2027-05-01", end: "2027-05-08" }],
    });
  });

  it("reads a time as its day in Benin (UTC+1)", () => {
    expect(icalDay("20270309T230000Z")).toBe("2027-03-10");
    expect(icalDay("20270309T220000Z")).toBe("2027-03-09");
    expect(icalDay("20270309T230000")).toBe("2027-03-09");
    expect(icalDay("20270230")).toBeNull();
    expect(icalDay("demain")).toBeNull();
  });

  it.each([
    ["HTML", "<!doctype html><html><body>Connexion</body></html>"],
    ["JSON", '{"events": []}'],
    ["empty", ""],
    ["unfinished", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n"],
  ])("refuses what is not iCal: %s", (_name, text) => {
    expect(parseIcal(text)).toEqual({ ok: false, reason: "not_ical" });
  });

  it(`refuses more than ${MAX_IMPORTED_EVENTS} events`, () => {
    const event = "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270101\r\nEND:VEVENT\r\n";
    expect(parseIcal(feed(event.repeat(MAX_IMPORTED_EVENTS + 1)))).toEqual({ ok: false, reason: "too_many_events" });
  });
});

describe("writing a listing's calendar", () => {
  const text = writeIcal({
    name: "Villa, plage; Ouidah",
    stamp: new Date("2027-01-02T03:04:05.678Z"),
    ranges: [
      { uid: "booking-1@calendrier", kind: "booked", start: "2027-03-09", end: "2027-03-12" },
      { uid: "block-2@calendrier", kind: "unavailable", start: "2027-04-01", end: "2027-04-02" },
    ],
  });

  it("is a VCALENDAR with one all-day VEVENT per range, 'Réservé' or 'Indisponible', in CRLF", () => {
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toContain(
      "BEGIN:VEVENT\r\nUID:booking-1@calendrier\r\nDTSTAMP:20270102T030405Z\r\nDTSTART;VALUE=DATE:20270309\r\nDTEND;VALUE=DATE:20270312\r\nSUMMARY:Réservé\r\n",
    );
    expect(text).toContain("SUMMARY:Indisponible\r\n");
    expect(text).toContain("X-WR-CALNAME:Villa\\, plage\\; Ouidah\r\n");
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("reads back as the same ranges", () => {
    expect(parseIcal(text)).toEqual({
      ok: true,
      events: [
        { uid: "booking-1@calendrier", start: "2027-03-09", end: "2027-03-12" },
        { uid: "block-2@calendrier", start: "2027-04-01", end: "2027-04-02" },
      ],
    });
  });

  it("folds long lines at 75 octets without cutting a character", () => {
    const folded = foldLine(`X-WR-CALNAME:${"é".repeat(80)}`);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`X-WR-CALNAME:${"é".repeat(80)}`);
  });
});
