// /admin-dashboard and /dashboard (the same screen): statistics, tabs of
// everything on the platform, listing validation and notifications. Every read and every
// action checks the admin role on the server first.
import { useMemo } from "react";
import { data, useFetcher, useLocation, useRevalidator } from "react-router";
import { AdminNotifications } from "#app/components/admin/admin-notifications";
import { ADMIN_ACTION_FETCHER } from "#app/components/admin/contact-messages-list";
import { DashboardTabs } from "#app/components/admin/dashboard-tabs";
import { DECISION_FETCHER } from "#app/components/admin/decision-controls";
import { Spinner } from "#app/components/admin/spinner";
import { StatsCards } from "#app/components/admin/stats-cards";
import { TabPanel } from "#app/components/admin/tab-panel";
import { useDataToast } from "#app/components/ui/toast";
import { useTexts } from "#app/lib/texts";
import { parseBookingFilters } from "#common/booking-filters";
import { langOfPath, requestLang } from "#common/i18n";
import { adminTexts } from "#common/texts/admin";
import { requireRole } from "#server/accounts/guards.server";
import { runAdminAction } from "#server/admin/admin-actions.server";
import { parseDashboardQuery } from "#server/admin/dashboard-query";
import { loadDashboard } from "#server/admin/dashboard.server";
import { readForm } from "#server/http/form-data.server";
import { log } from "#server/observability/log.server";
import type { Route } from "./+types/admin-dashboard";

export function meta({ location }: Route.MetaArgs) {
  const messages = adminTexts[langOfPath(location.pathname)];
  return [{ title: messages.metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireRole({ request, url }, "admin");
  const query = parseDashboardQuery(url.searchParams);
  try {
    const bookingFilters = parseBookingFilters(url.searchParams);
    return { ok: true as const, dashboard: await loadDashboard(query, user.id, requestLang(url), bookingFilters) };
  } catch (error) {
    log("admin").error({ err: error }, "tableau de bord");
    return data({ ok: false as const, dashboard: null }, { status: 500 });
  }
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireRole({ request, url }, "admin");
  const result = await runAdminAction(await readForm(request), user.id, requestLang(url));
  return data(result, { status: result.status });
}

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useTexts(adminTexts);
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const decision = useFetcher<typeof action>({ key: DECISION_FETCHER });
  const other = useFetcher<typeof action>({ key: ADMIN_ACTION_FETCHER });
  useDataToast(decision.data?.toast);
  useDataToast(other.data?.toast);
  // A new failed load (first render or refresh) shows the spec's toast once.
  const loadErrorToast = useMemo(
    () =>
      loaderData.ok
        ? null
        : { title: messages.errorTitle, description: messages.loadError, variant: "destructive" as const },
    [loaderData, messages],
  );
  useDataToast(loadErrorToast);
  const refreshing = revalidator.state === "loading";
  const dashboard = loaderData.dashboard;
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-slate-900">{messages.title}</h1>
          <p className="mt-1 text-slate-600">{messages.intro}</p>
        </div>
        <button
          type="button"
          onClick={() => void revalidator.revalidate()}
          disabled={refreshing}
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-600 disabled:opacity-60"
        >
          {refreshing && <Spinner />}
          {refreshing ? messages.refreshing : messages.refresh}
        </button>
      </header>
      {/* Without JavaScript a decision is a plain form post: its answer is shown here. */}
      {actionData?.toast && (
        <p role="status" className="mt-4 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800">
          <strong>{actionData.toast.title}</strong> {actionData.toast.description}
        </p>
      )}
      {dashboard ? (
        <>
          <div className="mt-6">
            <StatsCards stats={dashboard.stats} />
          </div>
          <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0">
              <DashboardTabs
                current={dashboard.tab}
                pendingCount={dashboard.stats.listings.pending}
                basePath={pathname}
              />
              <div className="mt-4">
                <TabPanel data={dashboard} basePath={pathname} />
              </div>
            </div>
            <aside>
              <AdminNotifications items={dashboard.notifications} unread={dashboard.unreadNotifications} />
            </aside>
          </div>
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          {messages.loadError}
        </p>
      )}
    </section>
  );
}
