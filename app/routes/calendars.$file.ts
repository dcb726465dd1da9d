// /calendars/<token>.ics: a listing's calendar for other platforms (docs/decisions/024). The
// token is the only key (no session): an unknown, replaced or disabled one answers 404.
import { calendarFeed } from "#server/calendars/calendar-export.server";
import type { Route } from "./+types/calendars.$file";

export async function loader({ params }: Route.LoaderArgs) {
  const file = params.file ?? "";
  const feed = file.endsWith(".ics") ? await calendarFeed(file.slice(0, -4)) : null;
  if (!feed) {
    return new Response("Calendrier introuvable.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
