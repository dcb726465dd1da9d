// A listing's or an account's history of administrators' actions (issue 16): what, who,
// when and why, newest first.
import { useFormat, useTexts } from "#app/lib/texts";
import { operatorsTexts } from "#common/texts/operators";
import type { AdminActionRecord } from "#server/admin/admin-action-log.server";

export function AdminActionHistory({ entries }: { entries: AdminActionRecord[] }) {
  const texts = useTexts(operatorsTexts);
  const format = useFormat();
  return (
    <section className="text-sm">
      <h4 className="font-semibold text-slate-800">{texts.history.title}</h4>
      {entries.length === 0 ? (
        <p className="text-slate-600">{texts.history.empty}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {entries.map((entry) => (
            <li key={entry.id} className="break-words text-slate-700">
              {texts.history.entry(
                texts.history.action[entry.action] +
                  (entry.detail === "host" || entry.detail === "admin" ? ` (${texts.roleName[entry.detail]})` : ""),
                entry.adminName ?? texts.history.unknownAdmin,
                format.day(entry.createdAt),
              )}
              {" — "}
              <span className="whitespace-pre-line">{entry.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
