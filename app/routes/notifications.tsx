// /notifications (every signed-in person): their notifications, newest first, twenty a
// page; mark one or all read (posted to /api/notifications, which checks they are theirs).
import { NotificationList } from "#app/components/notification-list";
import { Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { langOfPath, requestLang } from "#common/i18n";
import { notificationsPageTexts } from "#common/texts/notifications-page";
import { requireUser } from "#server/accounts/guards.server";
import { notificationsPage, pageNumber } from "#server/notifications/notifications-page.server";
import type { Route } from "./+types/notifications";

export function meta({ location }: Route.MetaArgs) {
  return [
    { title: notificationsPageTexts[langOfPath(location.pathname)].metaTitle },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return notificationsPage(user.id, requestLang(url), pageNumber(url.searchParams.get("page")));
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const copy = useTexts(notificationsPageTexts);
  const { items, page, hasNext, unread } = loaderData;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{copy.title}</h1>
      <p className="mt-2 text-slate-600" data-unread-count={unread}>
        {copy.unreadCount(unread)}
      </p>
      <div className="mt-6">
        <NotificationList notifications={items} />
      </div>
      {(page > 1 || hasNext) && (
        <nav aria-label={copy.pages} className="mt-6 flex items-center justify-between gap-4 text-sm">
          {page > 1 ? (
            <Link
              to={page === 2 ? "/notifications" : `/notifications?page=${page - 1}`}
              className="text-brand-700 underline"
            >
              {copy.newer}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">{copy.page(page)}</span>
          {hasNext ? (
            <Link to={`/notifications?page=${page + 1}`} className="text-brand-700 underline">
              {copy.older}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
