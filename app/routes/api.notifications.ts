// POST /api/notifications: intent=read&id=… or intent=read-all, on the signed-in user's
// own notifications only. Called by a fetcher; a plain form post (no JavaScript) is sent
// back to the page it came from. Someone else's notification reads like a missing one: 404.
import { data, redirect } from "react-router";
import { requestLang } from "#common/i18n";
import { commonTexts } from "#common/texts/common";
import { hostingTexts } from "#common/texts/hosting";
import { requireUser } from "#server/accounts/guards.server";
import { readForm, textField } from "#server/http/form-data.server";
import { markAllNotificationsRead, markNotificationRead } from "#server/notifications/notifications.server";
import { safeRedirectPath } from "#server/security/safe-redirect.server";
import type { Route } from "./+types/api.notifications";

export async function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, url }: Route.ActionArgs) {
  const common = commonTexts[requestLang(url)];
  const hosting = hostingTexts[requestLang(url)];
  const user = await requireUser({ request, url });
  const form = await readForm(request);
  const intent = textField(form, "intent", 20);
  let updated: number;
  if (intent === "read") updated = (await markNotificationRead(user.id, textField(form, "id", 60))) ? 1 : 0;
  else if (intent === "read-all") updated = await markAllNotificationsRead(user.id);
  else return data({ ok: false, updated: 0, error: common.invalidRequest }, { status: 400 });
  if (request.headers.get("sec-fetch-mode") === "navigate") {
    throw redirect(safeRedirectPath(textField(form, "redirectTo", 500), "/host-dashboard"));
  }
  if (intent === "read" && !updated)
    return data({ ok: false, updated, error: hosting.notifications.notFound }, { status: 404 });
  return { ok: true, updated };
}
