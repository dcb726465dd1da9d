import { useFormat, useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";
import type { DashboardStats } from "#server/admin/types";

function Card({ title, value, children }: { title: string; value: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{title}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      {children && <dl className="mt-2 space-y-0.5 text-sm text-slate-600">{children}</dl>}
    </div>
  );
}

function Line({ label, value, testId }: { label: string; value: number; testId?: string }) {
  const format = useFormat();
  return (
    <div className="flex justify-between gap-2">
      <dt>{label}</dt>
      <dd className="font-semibold text-slate-800" data-testid={testId}>
        {format.number(value)}
      </dd>
    </div>
  );
}

export function StatsCards({ stats }: { stats: DashboardStats }) {
  const messages = useTexts(adminTexts);
  const text = messages.stats;
  const format = useFormat();
  return (
    <section aria-label={text.label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Card title={text.users} value={format.number(stats.users)} />
      <Card title={text.listings} value={format.number(stats.listings.total)}>
        <Line label={text.pending} value={stats.listings.pending} testId="pending-count" />
        <Line label={text.approved} value={stats.listings.approved} />
        <Line label={text.rejected} value={stats.listings.rejected} />
      </Card>
      <Card title={text.bookings} value={format.number(stats.bookings.total)}>
        {(Object.keys(messages.bookingStatus) as (keyof typeof messages.bookingStatus)[]).map((status) => (
          <Line key={status} label={messages.bookingStatus[status]} value={stats.bookings[status]} />
        ))}
      </Card>
      <Card title={text.paidVolume} value={format.money(stats.paidVolume)}>
        <Line label={text.paymentCompleted} value={stats.payments.completed} />
        <Line label={text.paymentPending} value={stats.payments.pending} />
      </Card>
    </section>
  );
}
