import { useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";
import { admin as messages } from "#common/texts/fr/admin";
import type { AdminUser } from "#server/admin/types";
import { cellClass, DataTable, EmptyState } from "./data-table";
import { formatDay } from "./format";

const text = messages.users;

export function UsersTable({ users }: { users: AdminUser[] }) {
  const messages = useTexts(adminTexts);
  if (!users.length) return <EmptyState text={text.empty} />;
  return (
    <DataTable caption={messages.tabs.users} headers={[text.name, text.email, text.type, text.createdAt]}>
      {users.map((user) => (
        <tr key={user.id}>
          <td className={cellClass}>{user.fullName ?? <span className="text-slate-500">{text.noName}</span>}</td>
          <td className={cellClass}>{user.maskedEmail}</td>
          <td className={cellClass}>{messages.userType[user.userType]}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{formatDay(user.createdAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
