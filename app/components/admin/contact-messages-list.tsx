import { useFetcher } from "react-router";
import { useFormat, useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";
import type { AdminContactMessage } from "#server/admin/types";
import { EmptyState } from "./data-table";
import { StatusBadge } from "./status-badge";

export const ADMIN_ACTION_FETCHER = "admin-action";

function MarkHandled({ id }: { id: string }) {
  const text = useTexts(adminTexts).messages;
  const fetcher = useFetcher({ key: ADMIN_ACTION_FETCHER });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="messageId" value={id} />
      <button
        type="submit"
        name="intent"
        value="mark-handled"
        disabled={busy}
        className="h-9 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:border-brand-600 disabled:opacity-60"
      >
        {text.markHandled}
      </button>
    </fetcher.Form>
  );
}

export function ContactMessagesList({ items }: { items: AdminContactMessage[] }) {
  const text = useTexts(adminTexts).messages;
  const format = useFormat();
  if (!items.length) return <EmptyState text={text.empty} />;
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="break-words font-semibold text-slate-900">{item.subject}</h3>
              <p className="break-all text-sm text-slate-600">
                {text.from(item.name, item.email)} · {text.receivedOn(format.dateTime(item.createdAt))}
              </p>
            </div>
            {item.handled ? <StatusBadge status="approved" label={text.handled} /> : <MarkHandled id={item.id} />}
          </div>
          <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">{item.message}</p>
        </li>
      ))}
    </ul>
  );
}
