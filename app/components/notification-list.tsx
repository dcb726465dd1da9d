// A user's notifications from the server, with "mark as read" buttons. The buttons post
// to /api/notifications through a fetcher; without JavaScript they are plain forms and
// the server sends the person back to this page.
import { useFetcher, useLocation } from "react-router";
import { Link } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { hostingTexts } from "#common/texts/hosting";

export type NotificationView = {
  id: string;
  title: string;
  message: string;
  link: string | null;
  read: boolean;
  createdAt: string;
};

export function NotificationList({ notifications }: { notifications: NotificationView[] }) {
  const copy = useTexts(hostingTexts).notifications;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const readAll = useFetcher();
  const allRead = readAll.state !== "idle" || notifications.every((item) => item.read);
  if (!notifications.length) return <p className="py-6 text-sm text-slate-600">{copy.empty}</p>;
  return (
    <div>
      <readAll.Form method="post" action="/api/notifications" className="mb-3 flex justify-end">
        <input type="hidden" name="intent" value="read-all" />
        <input type="hidden" name="redirectTo" value={here} />
        <button
          type="submit"
          disabled={allRead}
          className="text-sm font-medium text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
        >
          {copy.markAllRead}
        </button>
      </readAll.Form>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {notifications.map((item) => (
          <NotificationRow key={item.id} item={item} redirectTo={here} allMarked={readAll.state !== "idle"} />
        ))}
      </ul>
    </div>
  );
}

function NotificationRow({
  item,
  redirectTo,
  allMarked,
}: {
  item: NotificationView;
  redirectTo: string;
  allMarked: boolean;
}) {
  const copy = useTexts(hostingTexts).notifications;
  const format = useFormat();
  const fetcher = useFetcher();
  // Optimistic: the row looks read as soon as the button is pressed.
  const read = item.read || allMarked || fetcher.state !== "idle";
  return (
    <li className={`flex flex-wrap items-start gap-3 p-4 ${read ? "" : "bg-brand-50"}`}>
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${read ? "bg-transparent" : "bg-brand-700"}`}
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">
          {item.title}
          {!read && <span className="sr-only"> ({copy.unread})</span>}
        </p>
        <p className="mt-0.5 text-sm text-slate-700">{item.message}</p>
        <p className="mt-1 text-xs text-slate-500">
          {format.longDate(item.createdAt.slice(0, 10))}
          {item.link && (
            <>
              {" · "}
              <Link to={item.link} className="text-brand-700 underline">
                {copy.open}
              </Link>
            </>
          )}
        </p>
      </div>
      {!read && (
        <fetcher.Form method="post" action="/api/notifications">
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            className="whitespace-nowrap rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50"
          >
            {copy.markRead}
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}
