// /account (every signed-in person): name and phone, password change (the current password
// asked), sign-out everywhere, the data download (/account/data.json) and the deletion of
// the account (password and the word SUPPRIMER; docs/decisions/022-account-deletion.md).
import { data } from "react-router";
import {
  DeletionForm,
  PasswordForm,
  ProfileForm,
  SessionsAndData,
  type AccountFormState,
} from "#app/components/account/account-forms";
import { useDataToast, type ToastInput } from "#app/components/ui/toast";
import { useTexts } from "#app/lib/texts";
import { now as clockNow } from "#common/clock";
import { langOfPath, requestLang } from "#common/i18n";
import { accountPageTexts } from "#common/texts/account-page";
import { withToast } from "#common/toast-keys";
import { submitAccountForm } from "#server/accounts/account-form.server";
import { signOut } from "#server/accounts/credentials.server";
import { requireUser } from "#server/accounts/guards.server";
import { readAccount } from "#server/accounts/update-profile.server";
import { readForm } from "#server/http/form-data.server";
import { localRedirect } from "#server/http/local-redirect.server";
import type { Route } from "./+types/account";

export function meta({ location }: Route.MetaArgs) {
  return [{ title: accountPageTexts[langOfPath(location.pathname)].metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return { account: await readAccount(user.id) };
}

type ActionData = AccountFormState & { toast: ToastInput };

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const lang = requestLang(url);
  const form = await readForm(request);
  const answer = await submitAccountForm(user, form, request.headers, lang, clockNow());
  const intent = String(form.get("intent") ?? "").slice(0, 20);
  if (!answer.ok) {
    return data<ActionData>(
      {
        intent,
        error: answer.message,
        fieldErrors: answer.fieldErrors,
        toast: { title: answer.message, variant: "destructive" },
      },
      { status: answer.status },
    );
  }
  if (answer.intent === "delete") {
    // Every session is gone with the account: the browser's cookie is cleared too.
    throw localRedirect(url, withToast("/", "accountDeleted"), { headers: await signOut(request.headers) });
  }
  return data<ActionData>({ intent, toast: { title: answer.message } });
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useTexts(accountPageTexts);
  useDataToast(actionData?.toast);
  const state: AccountFormState = actionData ?? {};
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{copy.title}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
      <ProfileForm account={loaderData.account} state={state} />
      <PasswordForm state={state} />
      <SessionsAndData />
      <DeletionForm state={state} />
    </section>
  );
}
