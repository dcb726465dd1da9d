// The outbox as the worker sees it. A failed or still-queued e-mail can be sent again at
// once (retryEmail): a fresh round of attempts, due now.
import { useFetcher } from "react-router";
import { Link } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";
import type { EmailStatus } from "#server/admin/dashboard-query";
import type { AdminEmail } from "#server/admin/types";
import { ADMIN_ACTION_FETCHER } from "./contact-messages-list";
import { EmptyState } from "./data-table";
import { StatusBadge } from "./status-badge";

function RetryButton({ id }: { id: string }) {
  const text = useTexts(adminTexts).emails;
  const fetcher = useFetcher({ key: ADMIN_ACTION_FETCHER });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="emailId" value={id} />
      <button
        type="submit"
        name="intent"
        value="retry-email"
        disabled={fetcher.state !== "idle"}
        className="h-9 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {text.retry}
      </button>
    </fetcher.Form>
  );
}

export function OutboxFilter({ current, basePath }: { current: EmailStatus | undefined; basePath: string }) {
  const text = useTexts(adminTexts).emails;
  const options: (EmailStatus | undefined)[] = [undefined, ...(Object.keys(text.status) as EmailStatus[])];
  return (
    <nav aria-label={text.filterLabel} className="mb-3 flex flex-wrap gap-2">
      {options.map((status) => (
        <Link
          key={status ?? "all"}
          to={`${basePath}?tab=emails${status ? `&status=${status}` : ""}`}
          aria-current={status === current ? "page" : undefined}
          className={`rounded-full border px-3 py-1 text-sm font-medium ${
            status === current
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-300 text-slate-700 hover:border-brand-600"
          }`}
        >
          {status ? text.status[status] : text.all}
        </Link>
      ))}
    </nav>
  );
}

export function OutboxList({ emails }: { emails: AdminEmail[] }) {
  const text = useTexts(adminTexts).emails;
  const format = useFormat();
  if (!emails.length) return <EmptyState text={text.empty} />;
  return (
    <ul className="space-y-3">
      {emails.map((email) => (
        <li
          key={email.id}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          data-email-id={email.id}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="break-words font-semibold text-slate-900">{email.subject}</p>
              <p className="text-sm text-slate-600">
                {text.to} : {email.maskedTo} · {email.template} · {format.dateTime(email.createdAt)}
              </p>
            </div>
            <StatusBadge status={email.status} label={text.status[email.status]} />
          </div>
          <p className="mt-2 text-sm text-slate-700">
            {text.attempts(email.attempts, email.maxAttempts)}
            {email.sentAt
              ? ` · ${text.sentOn(format.dateTime(email.sentAt))}`
              : email.status !== "failed" && ` · ${text.nextAttempt(format.dateTime(email.nextAttemptAt))}`}
          </p>
          {email.lastError && email.status !== "sent" && (
            <p className="mt-1 break-words text-sm text-red-800">
              {text.lastError} : {email.lastError}
            </p>
          )}
          {(email.status === "failed" || email.status === "queued") && (
            <div className="mt-2">
              <RetryButton id={email.id} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
