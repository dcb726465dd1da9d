import { useFormat, useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";
import type { DecisionRecord } from "#server/admin/types";
import { StatusBadge } from "./status-badge";

/** Every decision recorded on a listing (who, what, when, why), newest first. */
export function DecisionHistory({ history }: { history: DecisionRecord[] }) {
  const messages = useTexts(adminTexts);
  const format = useFormat();
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">{messages.listings.history}</h4>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{messages.listings.noHistory}</p>
      ) : (
        <ol className="mt-2 space-y-2" data-testid="decision-history">
          {history.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 bg-slate-50 p-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={entry.decision} label={messages.decision[entry.decision]} />
                <span className="text-slate-600">
                  {format.dateTime(entry.createdAt)}{" "}
                  {entry.decision !== "resubmitted" &&
                    messages.listings.by(entry.adminName ?? messages.listings.unknownAdmin)}
                </span>
              </div>
              {entry.reason && <p className="mt-1 whitespace-pre-line break-words text-slate-800">{entry.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
