import { useFormat, useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";
import type { AdminUser } from "#server/admin/types";
import { cellClass, DataTable, EmptyState } from "./data-table";

export function UsersTable({ users }: { users: AdminUser[] }) {
  const messages = useTexts(adminTexts);
  const text = messages.users;
  const format = useFormat();
  if (!users.length) return <EmptyState text={text.empty} />;
  return (
    <DataTable caption={messages.tabs.users} headers={[text.name, text.email, text.type, text.createdAt]}>
      {users.map((user) => (
        <tr key={user.id}>
          <td className={cellClass}>{user.fullName ?? <span className="text-slate-500">{text.noName}</span>}</td>
          <td className={cellClass}>{user.maskedEmail}</td>
          <td className={cellClass}>{messages.userType[user.userType]}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{format.day(user.createdAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
