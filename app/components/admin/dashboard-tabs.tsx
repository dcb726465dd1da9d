// The tabs are plain links (?tab=…): each is a server-rendered page, shareable, and works
// before the JavaScript has loaded.
import { Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";
import type { DashboardTab } from "#server/admin/dashboard-query";

const TABS: DashboardTab[] = ["listings", "bookings", "money", "users", "messages", "emails"];

export function DashboardTabs({
  current,
  pendingCount,
  basePath,
}: {
  current: DashboardTab;
  pendingCount: number;
  basePath: string;
}) {
  const messages = useTexts(adminTexts);
  // py-1: room inside the scrolling strip for a focused tab's ring, which it would clip.
  return (
    <nav aria-label={messages.tabs.label} className="-mx-4 overflow-x-auto px-4 py-1">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={`${basePath}?tab=${tab}`}
                aria-current={active ? "page" : undefined}
                className={`inline-flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold ${
                  active ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                {messages.tabs[tab]}
                {tab === "listings" && pendingCount > 0 && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{pendingCount}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
