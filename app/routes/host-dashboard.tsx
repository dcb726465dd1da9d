// /host-dashboard: welcome, the host's own listing counts, the action cards, the
// notifications from the server (tab) and the host FAQ (tab), and what travelers said
// (the latest real reviews on the host's listings). Tabs are links: no JavaScript needed.
import { NotificationList } from "#app/components/notification-list";
import { StarRating } from "#app/components/ui/star-rating";
import { Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { langOfPath, requestLang } from "#common/i18n";
import { brandTexts } from "#common/texts/brand";
import { hostingTexts } from "#common/texts/hosting";
import { moneyTexts } from "#common/texts/money";
import { requireRole } from "#server/accounts/guards.server";
import { countOwnListings, latestReviewsForHost } from "#server/hosting/host-listings.server";
import { getPayoutAccount } from "#server/money/payout-account.server";
import { listNotifications } from "#server/notifications/notifications.server";
import type { Route } from "./+types/host-dashboard";

export function meta({ location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const copy = hostingTexts[lang].dashboard;
  const brand = brandTexts[lang];
  return [{ title: `${copy.title} | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireRole({ request, url }, "host");
  const tab = url.searchParams.get("tab") === "faq" ? "faq" : "notifications";
  const [counts, notifications, testimonials, payoutAccount] = await Promise.all([
    countOwnListings(user.id),
    listNotifications(user.id, requestLang(url), { limit: 20 }),
    latestReviewsForHost(user.id, 3),
    getPayoutAccount(user.id),
  ]);
  // Earnings wait for a payout account: the host is told until they give one.
  const needsPayoutAccount = payoutAccount === null;
  return { name: user.fullName ?? user.email, counts, notifications, testimonials, tab, needsPayoutAccount };
}

// Where each card leads; its title and text are the card's texts (hosting.dashboard.cards).
const CARDS = [
  { to: "/add-property", card: "addProperty" },
  { to: "/add-vehicle", card: "addVehicle" },
  { to: "/my-listings", card: "myListings" },
  { to: "/reservations", card: "reservations" },
  { to: "/earnings", card: "earnings" },
  { to: "/", card: "home" },
] as const;

export default function HostDashboardPage({ loaderData }: Route.ComponentProps) {
  const copy = useTexts(hostingTexts).dashboard;
  const earnings = useTexts(moneyTexts).earnings;
  const { counts, tab } = loaderData;
  const tabClass = (active: boolean) =>
    `rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${active ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"}`;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{copy.welcome(loaderData.name)}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
      {loaderData.needsPayoutAccount && (
        <div
          role="status"
          data-needs-payout-account
          className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <p className="font-semibold text-amber-900">{earnings.noAccountTitle}</p>
          <p className="mt-1 text-sm text-amber-900">{earnings.noAccountText}</p>
          <Link to="/earnings" className="mt-2 inline-block font-semibold text-brand-800 underline">
            {earnings.noAccountLink}
          </Link>
        </div>
      )}

      <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {(["approved", "pending", "rejected"] as const).map((status) => (
          <div key={status} className="rounded-xl border border-slate-200 bg-white p-4" data-count={status}>
            <dt className="text-sm text-slate-600">{copy.counts[status]}</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">{counts[status]}</dd>
          </div>
        ))}
      </dl>

      <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(({ to, card }) => (
          <li key={to}>
            <Link
              to={to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600 hover:shadow-sm"
            >
              <span className="font-semibold text-slate-900">{copy.cards[card].title}</span>
              <span className="mt-1 block text-sm text-slate-600">{copy.cards[card].text}</span>
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-8">
        <nav aria-label={copy.title} className="flex flex-wrap gap-2 border-b border-slate-200">
          <Link
            to="?tab=notifications"
            aria-current={tab === "notifications" ? "page" : undefined}
            className={tabClass(tab === "notifications")}
            preventScrollReset
          >
            {copy.tabs.notifications}
          </Link>
          <Link
            to="?tab=faq"
            aria-current={tab === "faq" ? "page" : undefined}
            className={tabClass(tab === "faq")}
            preventScrollReset
          >
            {copy.tabs.faq}
          </Link>
        </nav>
        <div className="pt-4">
          {tab === "notifications" ? (
            <NotificationList notifications={loaderData.notifications} />
          ) : (
            <div className="space-y-2">
              {copy.faq.map((item) => (
                <details key={item.question} className="rounded-lg border border-slate-200 bg-white p-4">
                  <summary className="cursor-pointer font-medium text-slate-900">{item.question}</summary>
                  <p className="mt-2 text-sm text-slate-700">{item.answer}</p>
                </details>
              ))}
            </div>
          )}
        </div>
      </div>

      <section aria-labelledby="testimonials-title" className="mt-10">
        <h2 id="testimonials-title" className="text-xl font-semibold text-slate-900">
          {copy.testimonials}
        </h2>
        {loaderData.testimonials.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{copy.noTestimonials}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {loaderData.testimonials.map((review) => (
              <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <p>
                  <StarRating stars={review.rating} label={copy.rating(review.rating)} className="text-sun-600" />
                </p>
                <blockquote className="mt-2 text-sm text-slate-700">{copy.quote(review.comment)}</blockquote>
                <p className="mt-2 text-xs text-slate-500">
                  {review.authorName} — {review.title}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
