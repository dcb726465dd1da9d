// /messages/listing/<listingId>: the conversation about a listing, for a traveler (not the listing's own host). It
// never writes on a load: an existing conversation is shown at its own address, otherwise an
// empty one with the form; the first message creates it.
import { data, isRouteErrorResponse } from "react-router";
import { ConversationPage, type ConversationActionData } from "#app/components/messages/conversation";
import { useTexts } from "#app/lib/texts";
import { langOfPath, requestLang } from "#common/i18n";
import { messagesTexts } from "#common/texts/messages";
import { requireUser } from "#server/accounts/guards.server";
import { localRedirect } from "#server/http/local-redirect.server";
import { refusal } from "#server/http/refusals.server";
import { findConversationEntry } from "#server/messages/conversation-entry.server";
import { emptyConversationView } from "#server/messages/conversation-view.server";
import { answerMessagePost } from "#server/messages/message-actions.server";
import type { Route } from "./+types/messages.listing.$listingId";

export function meta({ location }: Route.MetaArgs) {
  return [{ title: messagesTexts[langOfPath(location.pathname)].metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const found = await findConversationEntry({ listingId: params.listingId }, user.id);
  if (!found.ok) {
    const { status, message } = refusal("message", found.reason, requestLang(url));
    throw data(message, { status });
  }
  if (found.entry.existing) throw localRedirect(url, `/messages/${found.entry.existing.id}`);
  return { view: await emptyConversationView(found.entry) };
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const answer = await answerMessagePost(request, user, { listingId: params.listingId }, requestLang(url));
  if (answer.kind === "redirect") return localRedirect(url, answer.to);
  if (answer.kind === "done") return data({ ok: false }, { status: answer.status });
  return data<ConversationActionData>(
    { intent: answer.intent, error: answer.error, values: answer.values },
    { status: answer.status },
  );
}

export default function NewConversation({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData && "intent" in actionData ? (actionData as ConversationActionData) : undefined;
  return <ConversationPage view={loaderData.view} actionData={result} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = useTexts(messagesTexts);
  const refused = isRouteErrorResponse(error) && typeof error.data === "string";
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{refused ? (error.data as string) : copy.errors.notFound}</h1>
    </section>
  );
}
