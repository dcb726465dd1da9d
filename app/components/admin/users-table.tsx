import { useFormat, useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";
import { operatorsTexts } from "#common/texts/operators";
import type { AdminUser } from "#server/admin/types";
import { AdminActionHistory } from "./admin-action-history";
import { cellClass, DataTable, EmptyState } from "./data-table";
import { OperatorActionForm } from "./operator-action-form";

/** Issue 16: suspend or reinstate, grant or remove the host and administrator roles, the account's history. */
function AccountActions({ user }: { user: AdminUser }) {
  const texts = useTexts(operatorsTexts);
  const name = user.fullName ?? user.maskedEmail;
  return (
    <details className="min-w-56">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">{texts.account.actions(name)}</summary>
      <div className="mt-2 space-y-2">
        {user.suspendedAt ? (
          <OperatorActionForm intent="reinstate-account" label={texts.account.reinstate} fields={{ userId: user.id }} />
        ) : (
          <OperatorActionForm
            intent="suspend-account"
            label={texts.account.suspend}
            fields={{ userId: user.id }}
            danger
          />
        )}
        {(["host", "admin"] as const).map((role) =>
          user.roles.includes(role) ? (
            <OperatorActionForm
              key={role}
              intent="remove-role"
              label={texts.account.remove(texts.roleName[role])}
              fields={{ userId: user.id, role }}
              danger
            />
          ) : (
            <OperatorActionForm
              key={role}
              intent="grant-role"
              label={texts.account.grant(texts.roleName[role])}
              fields={{ userId: user.id, role }}
            />
          ),
        )}
        <AdminActionHistory entries={user.adminActions} />
      </div>
    </details>
  );
}

export function UsersTable({ users }: { users: AdminUser[] }) {
  const messages = useTexts(adminTexts);
  const operators = useTexts(operatorsTexts);
  const text = messages.users;
  const format = useFormat();
  if (!users.length) return <EmptyState text={text.empty} />;
  return (
    <DataTable
      caption={messages.tabs.users}
      headers={[text.name, text.email, text.type, text.createdAt, operators.account.roles]}
    >
      {users.map((user) => (
        <tr key={user.id} data-user-id={user.id}>
          <td className={cellClass}>{user.fullName ?? <span className="text-slate-500">{text.noName}</span>}</td>
          <td className={cellClass}>{user.maskedEmail}</td>
          <td className={cellClass}>
            {messages.userType[user.userType]}
            <br />
            <span className={user.suspendedAt ? "font-semibold text-red-800" : "text-slate-600"}>
              {user.suspendedAt
                ? operators.account.suspendedSince(format.day(user.suspendedAt))
                : operators.account.active}
            </span>
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>{format.day(user.createdAt)}</td>
          <td className={cellClass}>
            <AccountActions user={user} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
