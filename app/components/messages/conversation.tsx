// One conversation's page (app/routes/messages.$id.tsx, and the entry points about a
// listing or a booking before its first message): the messages, the form, the other
// side's phone and WhatsApp link once a booking between the two is paid, 'Signaler'.
import { useEffect } from "react";
import { useFetcher, useNavigation } from "react-router";
import { TextAreaField } from "#app/components/ui/field";
import { Form, Link } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { messageLimits } from "#common/rules/message";
import { messagesTexts } from "#common/texts/messages";
import type { ConversationView } from "#server/messages/types";

export type ConversationActionData = {
  intent: "send" | "report";
  error: string;
  values?: { body?: string; reason?: string };
};

export function ConversationPage({
  view,
  actionData,
}: {
  view: ConversationView;
  actionData?: ConversationActionData;
}) {
  const copy = useTexts(messagesTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const reader = useFetcher();
  const otherName = (view.role === "traveler" ? view.hostName : view.travelerName) ?? copy.deletedAccount;
  const title =
    view.role === "admin"
      ? copy.admin.between(view.travelerName ?? copy.deletedAccount, view.hostName ?? copy.deletedAccount)
      : view.id
        ? copy.conversationWith(otherName)
        : view.bookingReference
          ? copy.conversationWith(otherName)
          : copy.newConversation(view.listing.title);
  const lastId = view.messages.at(-1)?.id;

  // Shown to one of its two people: it is read now (a post: a page load never writes).
  useEffect(() => {
    if (view.id && view.role !== "admin" && lastId) {
      reader.submit({ intent: "read" }, { method: "post", action: `/messages/${view.id}` });
    }
    // Once per conversation and last message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.id, lastId]);

  const senderLabel = (from: ConversationView["messages"][number]["from"]) =>
    from === "me"
      ? copy.you
      : from === "deleted"
        ? copy.deletedAccount
        : `${(from === "traveler" ? view.travelerName : view.hostName) ?? copy.deletedAccount} (${
            from === "traveler" ? copy.traveler : copy.host
          })`;

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <p>
        <Link to="/messages" className="text-sm font-semibold text-brand-700 hover:underline">
          {copy.backToList}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-600">
        <Link to={`/property/${view.listing.id}`} className="font-medium text-brand-700 hover:underline">
          {view.listing.title}
        </Link>
        {view.bookingReference && <> · {copy.aboutBooking(view.bookingReference)}</>}
      </p>

      {view.role === "admin" && (
        <div className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-slate-800">
          <p className="font-semibold">{copy.admin.readOnly}</p>
          {view.report && (
            <>
              <p className="mt-1">
                {copy.admin.reportedBy(view.report.byName ?? copy.deletedAccount, format.dateTime(view.report.at))}
              </p>
              <p className="mt-1">
                {copy.admin.reason} : {view.report.reason}
              </p>
            </>
          )}
        </div>
      )}

      {view.contact && (
        <section aria-labelledby="contact-title" className="mt-6 rounded-xl bg-brand-50 p-4">
          <h2 id="contact-title" className="font-semibold text-slate-900">
            {copy.contactTitle}
          </h2>
          {view.contact.phone ? (
            <p className="mt-1 text-slate-800">
              {copy.contactPhone(view.contact.name ?? otherName)} :{" "}
              <a
                href={`tel:${view.contact.phone.replace(/[^\d+]/g, "")}`}
                className="font-semibold text-brand-700 hover:underline"
                data-testid="contact-phone"
              >
                {view.contact.phone}
              </a>
              {view.contact.whatsappUrl && (
                <>
                  {" · "}
                  <a
                    href={view.contact.whatsappUrl}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {copy.whatsapp}
                  </a>
                </>
              )}
            </p>
          ) : (
            <p className="mt-1 text-slate-700">{copy.noPhone}</p>
          )}
        </section>
      )}

      {!view.paidBooking && view.role !== "admin" && (
        <p className="mt-6 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">{copy.maskedNotice}</p>
      )}

      {view.messages.length === 0 ? (
        <p className="mt-6 text-slate-600">{copy.firstMessageHint}</p>
      ) : (
        <ol className="mt-6 space-y-3" aria-label={title}>
          {view.messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-xl p-4 ${message.from === "me" ? "ml-6 bg-brand-50" : "mr-6 border border-slate-200 bg-white"}`}
            >
              <p className="text-sm text-slate-600">
                <span className="font-semibold text-slate-900">{senderLabel(message.from)}</span> ·{" "}
                <time dateTime={message.at}>{format.dateTime(message.at)}</time>
                {message.masked && <> · {copy.maskedMessage}</>}
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{message.body}</p>
            </li>
          ))}
        </ol>
      )}

      {view.role !== "admin" && !view.otherPartyGone && (
        <Form method="post" className="mt-6 space-y-3" noValidate>
          <input type="hidden" name="intent" value="send" />
          {actionData?.intent === "send" && (
            <p role="alert" className="rounded-lg bg-flame-600/10 px-4 py-3 text-sm font-medium text-flame-700">
              {actionData.error}
            </p>
          )}
          <TextAreaField
            label={copy.messageLabel}
            name="body"
            rows={4}
            required
            maxLength={messageLimits.body}
            defaultValue={actionData?.intent === "send" ? actionData.values?.body : undefined}
            error={actionData?.intent === "send" ? actionData.error : undefined}
          />
          <p className="text-sm text-slate-600">{copy.messageHint(messageLimits.body)}</p>
          <button
            type="submit"
            disabled={sending}
            className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {sending ? copy.sending : copy.send}
          </button>
        </Form>
      )}
      {view.otherPartyGone && <p className="mt-6 text-slate-700">{copy.errors.otherPartyGone}</p>}

      {view.id && view.role !== "admin" && (
        <div className="mt-8 border-t border-slate-200 pt-4 text-sm">
          {view.report ? (
            <p className="text-slate-700">{copy.report.already(format.dateTime(view.report.at))}</p>
          ) : (
            <details open={actionData?.intent === "report"}>
              <summary className="cursor-pointer font-semibold text-flame-700">{copy.report.open}</summary>
              <Form method="post" className="mt-3 space-y-3" noValidate>
                <input type="hidden" name="intent" value="report" />
                <p className="text-slate-700">{copy.report.intro}</p>
                <TextAreaField
                  label={copy.report.reason}
                  name="reason"
                  rows={3}
                  required
                  maxLength={messageLimits.reportReason}
                  defaultValue={actionData?.intent === "report" ? actionData.values?.reason : undefined}
                  error={actionData?.intent === "report" ? actionData.error : undefined}
                />
                <button
                  type="submit"
                  disabled={sending}
                  className="rounded-lg bg-flame-600 px-4 py-2 font-semibold text-white disabled:opacity-70"
                >
                  {copy.report.submit}
                </button>
              </Form>
            </details>
          )}
        </div>
      )}
    </section>
  );
}
