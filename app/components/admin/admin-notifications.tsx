// Administrators' notifications, stored on the server (a listing waiting for validation, a
// paid booking, a contact message, their own decisions); marked read through
// /api/notifications by the shared list.
import { NotificationList } from "#app/components/notification-list";
import { useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";
import type { NotificationItem } from "#server/notifications/notifications.server";

export function AdminNotifications({ items, unread }: { items: NotificationItem[]; unread: number }) {
  const messages = useTexts(adminTexts);
  return (
    <section aria-labelledby="admin-notifications-title" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2
        id="admin-notifications-title"
        className="flex flex-wrap items-center justify-between gap-2 text-lg font-bold text-slate-900"
      >
        {messages.notifications.title}
        {unread > 0 && (
          <span
            className="rounded-full bg-flame-600 px-2 py-0.5 text-xs font-semibold text-white"
            data-testid="unread-count"
          >
            {messages.notifications.unread(unread)}
          </span>
        )}
      </h2>
      <div className="mt-2">
        <NotificationList notifications={items} />
      </div>
    </section>
  );
}
