// The availability of a host's own listing: GET lists the held dates, POST blocks
// (intent=block, first, last) or frees (intent=free, blockId) dates. Another host's or an
// unknown listing answers 404 and nothing changes.
import { data, redirect } from "react-router";
import { requestLang } from "#common/i18n";
import { hostingTexts, type HostingTexts } from "#common/texts/hosting";
import { requireRole } from "#server/accounts/guards.server";
import { blockDates, freeDates, listCalendar } from "#server/hosting/calendar-blocks.server";
import { readForm, textField } from "#server/http/form-data.server";
import type { Route } from "./+types/api.listings.$id.calendar";

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const hosting = hostingTexts[requestLang(url)];
  const user = await requireRole({ request, url }, "host");
  const entries = await listCalendar(user.id, params.id);
  if (!entries) throw data({ error: hosting.errors.loadFailed }, { status: 404 });
  return { entries };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const user = await requireRole({ request, url }, "host");
  const form = await readForm(request);
  const intent = textField(form, "intent", 20);
  const answer = await apply(hostingTexts[requestLang(url)], user.id, params.id, intent, form);
  // A plain form post (no JavaScript) goes back to the edit page.
  if (request.headers.get("sec-fetch-mode") === "navigate" && answer.status !== 404) {
    throw redirect(`/edit-listing/${params.id}`);
  }
  return data(answer.body, { status: answer.status });
}

type Toast = { title: string; description?: string; variant?: "destructive" };
type Answer = { status: number; body: { ok: boolean; toast: Toast } };

async function apply(
  hosting: HostingTexts,
  userId: string,
  listingId: string,
  intent: string,
  form: FormData,
): Promise<Answer> {
  const copy = hosting.availability;
  const failure = (status: number, title: string): Answer => ({
    status,
    body: { ok: false, toast: { title, variant: "destructive" } },
  });
  if (intent === "block") {
    const result = await blockDates(userId, listingId, textField(form, "first", 20), textField(form, "last", 20));
    if (result.ok) return { status: 201, body: { ok: true, toast: { title: copy.blockedToast } } };
    if (result.reason === "not_found") return failure(404, hosting.errors.loadFailed);
    if (result.reason === "overlap") return failure(409, copy.overlap);
    if (result.reason === "too_long") return failure(400, copy.tooLong);
    return failure(400, copy.invalidRange);
  }
  if (intent === "free") {
    const freed = await freeDates(userId, listingId, textField(form, "blockId", 60));
    return freed ? { status: 200, body: { ok: true, toast: { title: copy.freedToast } } } : failure(404, copy.notFound);
  }
  return failure(400, hosting.errors.genericDescription);
}
