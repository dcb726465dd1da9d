// /messages: the person's conversations, the newest message first, unread ones in bold,
// with the unread count; administrators also find the conversations reported to them
// (the only ones they may read, docs/decisions/021-messages.md).
import { Link } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { langOfPath } from "#common/i18n";
import { messagesTexts } from "#common/texts/messages";
import { requireUser } from "#server/accounts/guards.server";
import { listConversations, listReportedConversations } from "#server/messages/list-conversations.server";
import { countUnreadMessages } from "#server/messages/unread-messages.server";
import type { Route } from "./+types/messages";

export function meta({ location }: Route.MetaArgs) {
  return [{ title: messagesTexts[langOfPath(location.pathname)].metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const isAdmin = user.roles.includes("admin");
  return {
    conversations: await listConversations(user.id),
    unread: await countUnreadMessages(user.id),
    reported: isAdmin ? await listReportedConversations() : null,
  };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const copy = useTexts(messagesTexts);
  const format = useFormat();
  const { conversations, unread, reported } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{copy.title}</h1>
      <p className="mt-1 text-slate-600">{copy.intro}</p>
      <p className="mt-3 font-semibold text-slate-900" data-testid="unread-messages">
        {copy.unreadCount(unread)}
      </p>
      {conversations.length === 0 ? (
        <p className="mt-6 text-slate-600">{copy.empty}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {conversations.map((item) => (
            <li key={item.id} className={item.unread > 0 ? "font-bold" : ""}>
              <Link to={`/messages/${item.id}`} className="block p-4 hover:bg-slate-50">
                <span className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="text-slate-900">{item.otherName ?? copy.deletedAccount}</span>
                  {item.lastMessage && (
                    <time dateTime={item.lastMessage.at} className="text-sm text-slate-600">
                      {format.dateTime(item.lastMessage.at)}
                    </time>
                  )}
                </span>
                <span className="block text-sm text-slate-700">
                  {item.listingTitle} ·{" "}
                  {item.bookingReference ? copy.aboutBooking(item.bookingReference) : copy.aboutListing}
                  {item.unread > 0 && <> · {copy.unreadCount(item.unread)}</>}
                </span>
                <span className="mt-1 block truncate text-sm text-slate-600">
                  {item.lastMessage
                    ? `${item.lastMessage.fromMe ? `${copy.you} : ` : ""}${item.lastMessage.body}`
                    : copy.noMessageYet}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {reported && (
        <section aria-labelledby="reported-title" className="mt-10">
          <h2 id="reported-title" className="text-xl font-semibold text-slate-900">
            {copy.admin.title}
          </h2>
          <p className="mt-1 text-slate-600">{copy.admin.intro}</p>
          {reported.length === 0 ? (
            <p className="mt-4 text-slate-600">{copy.admin.empty}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {reported.map((item) => (
                <li key={item.id}>
                  <Link to={`/messages/${item.id}`} className="block p-4 hover:bg-slate-50">
                    <span className="block font-semibold text-slate-900">{item.listingTitle}</span>
                    <span className="block text-sm text-slate-700">
                      {copy.admin.between(
                        item.travelerName ?? copy.deletedAccount,
                        item.hostName ?? copy.deletedAccount,
                      )}
                    </span>
                    <span className="block text-sm text-slate-600">
                      <time dateTime={item.reportedAt}>{format.dateTime(item.reportedAt)}</time> · {item.reason}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
