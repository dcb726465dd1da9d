// /messages/<id>: one conversation, for its two people, and for administrators once it is
// reported. Anyone else gets a 404 (its existence is not revealed). Posts: send a message,
// mark it read (the page does it once shown), report it.
import { data, isRouteErrorResponse } from "react-router";
import { ConversationPage, type ConversationActionData } from "#app/components/messages/conversation";
import { useTexts } from "#app/lib/texts";
import { langOfPath, requestLang } from "#common/i18n";
import { messagesTexts } from "#common/texts/messages";
import { requireUser } from "#server/accounts/guards.server";
import { localRedirect } from "#server/http/local-redirect.server";
import { findReadableConversation } from "#server/messages/conversation-access.server";
import { conversationView } from "#server/messages/conversation-view.server";
import { answerMessagePost } from "#server/messages/message-actions.server";
import type { Route } from "./+types/messages.$id";

export function meta({ location }: Route.MetaArgs) {
  return [{ title: messagesTexts[langOfPath(location.pathname)].metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const found = await findReadableConversation(params.id, user);
  if (!found) throw data(messagesTexts[requestLang(url)].errors.notFound, { status: 404 });
  return { view: await conversationView({ ...found, readerId: user.id }) };
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const answer = await answerMessagePost(request, user, { conversationId: params.id }, requestLang(url));
  if (answer.kind === "redirect") return localRedirect(url, answer.to);
  if (answer.kind === "done") return data({ ok: answer.status === 200 }, { status: answer.status });
  return data<ConversationActionData>(
    { intent: answer.intent, error: answer.error, values: answer.values },
    { status: answer.status },
  );
}

export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData && "intent" in actionData ? (actionData as ConversationActionData) : undefined;
  return <ConversationPage view={loaderData.view} actionData={result} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = useTexts(messagesTexts);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{notFound ? copy.errors.notFound : copy.title}</h1>
    </section>
  );
}
