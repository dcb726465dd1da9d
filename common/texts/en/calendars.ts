import type { CalendarsTexts } from "#common/texts/calendars";

export const calendars: CalendarsTexts = {
  title: "Synchronised calendars",
  intro: "Keep your calendars on Airbnb, Booking.com or other platforms in step with this listing's calendar.",
  back: "Back to the listing",
  export: {
    title: "Export this listing's calendar",
    intro:
      "Paste this address into the other platform so that it blocks the dates booked or unavailable here. It contains no name or contact details: only “Booked” or “Unavailable”. Keep it secret.",
    label: "Calendar address (iCal)",
    none: "No export address is active.",
    create: "Create the export address",
    regenerate: "Replace the address",
    regenerateHelp: "The old address will stop working at once.",
    disable: "Turn off the export",
    created: "New export address created.",
    disabled: "Export turned off: the address no longer works.",
  },
  imports: {
    title: "Import a calendar",
    intro:
      "Paste the iCal (.ics) address of another platform. Its events block this listing's dates; the calendar is read again every 30 minutes.",
    label: "iCal address of the other platform",
    add: "Import this calendar",
    added: "Calendar added: it will be read within a minute.",
    removed: "Calendar removed: its dates are free again.",
    remove: "Remove",
    refresh: "Read now",
    refreshAsked: "The calendar will be read again within a minute.",
    none: "No calendar imported.",
    waiting: "Not read yet.",
    lastSuccess: (when: string, count: number) => `Read on ${when}: ${count} event${count === 1 ? "" : "s"}.`,
    lastError: (when: string, reason: string) => `Reading failed on ${when}: ${reason}`,
    keptDates: "The dates of the last successful reading stay blocked.",
    conflictsTitle: "Conflicts with bookings",
    conflict: (from: string, to: string, reference: string) =>
      `The event from ${from} to ${to} overlaps booking ${reference}. The booking stands: check the other platform.`,
  },
  errors: {
    notFound: "Listing not found.",
    importNotFound: "Imported calendar not found.",
    invalidUrl: "Enter a full web address starting with http:// or https:// (2,000 characters at most).",
    alreadyAdded: "This calendar is already imported for this listing.",
    tooManyImports: (max: number) => `A listing can import at most ${max} calendars.`,
    unknownIntent: "Unknown action.",
  },
  failures: {
    invalid_url: "the address is not a valid http:// or https:// address.",
    address_refused: "this address leads to a private or local network, which is not allowed.",
    unreachable: "the other platform's server cannot be reached.",
    too_slow: "the other platform took more than 10 seconds to answer.",
    too_big: "the calendar is larger than 1 MB.",
    http_error: "the other platform refused the request (expired or wrong address?).",
    too_many_redirects: "the address redirects to too many other addresses.",
    not_ical: "the answer is not an iCal calendar.",
    too_many_events: "the calendar contains more than 2,000 events.",
  },
};
