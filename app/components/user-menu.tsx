// The signed-in part of the header: an avatar with initials opening the account menu.
// <details> opens and closes without JavaScript; links close it once the app is live.
import { useRef } from "react";
import { Form, Link } from "#app/lib/local-links";
import { useLang, useTexts } from "#app/lib/texts";
import { useDismiss } from "#app/lib/use-dismiss";
import type { Lang } from "#common/i18n";
import { userMenuTexts } from "#common/texts/user-menu";

export type HeaderUser = {
  id: string;
  email: string;
  fullName: string | null;
  role: "user" | "host" | "admin";
  /** Every role held (an administrator who also hosts sees both menus). */
  roles?: ("user" | "host" | "admin")[];
};

/** The header's unread counts (server/notifications/header-counts.server.ts). */
export type HeaderCounts = { notifications: number; messages: number };

const SIGN = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;

/** Spec point 2: initials of the full name, else the e-mail's first letter, else 'U'. */
export function initials(user: Pick<HeaderUser, "email" | "fullName"> | null | undefined, lang: Lang) {
  // The first letter, digit or emoji of the first two words (punctuation such as '<'
  // or '(' is skipped); the u flag keeps an accented letter or an emoji whole.
  const fromName = (user?.fullName ?? "")
    .split(/\s+/)
    .map((word) => SIGN.exec(word)?.[0])
    .filter(Boolean)
    .slice(0, 2)
    .join("");
  if (fromName) return fromName.toLocaleUpperCase(lang);
  const fromEmail = Array.from((user?.email ?? "").trim())[0];
  return fromEmail ? fromEmail.toLocaleUpperCase(lang) : "U";
}

type RoleLink = { to: string; label: string; desktopOnly?: boolean; count?: keyof HeaderCounts };

/**
 * decisions.md, "People can reach each other": every signed-in person sees what is theirs
 * ('Mes réservations', 'Messages', 'Notifications', 'Mon compte'); hosts also their
 * dashboard, 'Réservations', 'Mes annonces', 'Revenus' (adding a listing on wide screens
 * only); administrators the administration; an administrator who also hosts sees both.
 */
export function roleLinks(user: Pick<HeaderUser, "role" | "roles">, lang: Lang): RoleLink[] {
  const userMenu = userMenuTexts[lang];
  const admin = user.role === "admin";
  const host = user.role === "host" || (user.roles ?? []).includes("host");
  const links: RoleLink[] = [
    { to: "/my-bookings", label: userMenu.myBookings },
    { to: "/messages", label: userMenu.messages, count: "messages" },
    { to: "/notifications", label: userMenu.notifications, count: "notifications" },
    { to: "/account", label: userMenu.account },
  ];
  if (host) {
    links.push(
      { to: "/host-dashboard", label: userMenu.hostDashboard },
      { to: "/reservations", label: userMenu.reservations },
      { to: "/my-listings", label: userMenu.myListings },
      { to: "/earnings", label: userMenu.earnings },
      { to: "/add-property", label: userMenu.addProperty, desktopOnly: true },
      { to: "/add-vehicle", label: userMenu.addVehicle, desktopOnly: true },
    );
  }
  if (admin) links.push({ to: "/admin-dashboard", label: userMenu.admin });
  if (!host && !admin) links.push({ to: "/become-host", label: userMenu.becomeHost });
  return links;
}

/**
 * A count beside a menu entry, or (floating) on the corner of a header icon, where it takes
 * no width: the header still fits 320 px with text at 200 %. Its words for screen readers
 * come with it.
 */
export function CountBadge({ count, words, floating = false }: { count: number; words: string; floating?: boolean }) {
  if (!count) return null;
  return (
    <span
      className={`${floating ? "absolute -right-1 -top-1" : "ml-2"} inline-flex min-w-5 items-center justify-center rounded-full bg-flame-700 px-1.5 text-xs font-semibold text-white`}
    >
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only"> ({words})</span>
    </span>
  );
}

/** The words of a count ('3 non lues'), for the badge's screen-reader text. */
export function countWords(kind: keyof HeaderCounts, count: number, lang: Lang) {
  const userMenu = userMenuTexts[lang];
  return kind === "messages" ? userMenu.unreadMessages(count) : userMenu.unreadNotifications(count);
}

export function Avatar({ user }: { user: HeaderUser }) {
  const lang = useLang();
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
    >
      {initials(user, lang)}
    </span>
  );
}

/** The two sign-out buttons (plain form posts: they work without JavaScript). */
export function SignOutForms({ onDone, itemClass }: { onDone?: () => void; itemClass: string }) {
  const userMenu = useTexts(userMenuTexts);
  return (
    <>
      <Form method="post" action="/auth" onSubmit={onDone}>
        <button type="submit" name="intent" value="signout-everywhere" className={itemClass}>
          {userMenu.signOutEverywhere}
        </button>
      </Form>
      <Form method="post" action="/auth" onSubmit={onDone}>
        <button type="submit" name="intent" value="signout" className={`${itemClass} font-semibold`}>
          {userMenu.signOut}
        </button>
      </Form>
    </>
  );
}

const itemClass = "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100";

export function UserMenu({ user, counts }: { user: HeaderUser; counts?: HeaderCounts | null }) {
  const lang = useLang();
  const userMenu = userMenuTexts[lang];
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => details.current?.removeAttribute("open");
  useDismiss({
    container: details,
    isOpen: () => details.current?.open ?? false,
    close,
    opener: () => details.current?.querySelector("summary"),
  });
  return (
    <details ref={details} className="relative">
      <summary
        className="flex cursor-pointer list-none items-center rounded-full [&::-webkit-details-marker]:hidden"
        // The name starts with the initials people see (WCAG 2.5.3, label in name).
        aria-label={`${initials(user, lang)} ${userMenu.label}`}
      >
        <Avatar user={user} />
      </summary>
      <div className="absolute right-0 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        <div className="border-b border-slate-100 px-3 pb-2">
          <p className="truncate text-sm font-semibold text-slate-900">{user.fullName || user.email}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
        <ul className="py-1">
          {roleLinks(user, lang).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={itemClass} onClick={close}>
                {link.label}
                {link.count && counts && (
                  <CountBadge count={counts[link.count]} words={countWords(link.count, counts[link.count], lang)} />
                )}
              </Link>
            </li>
          ))}
        </ul>
        <div className="border-t border-slate-100 pt-1">
          <SignOutForms onDone={close} itemClass={itemClass} />
        </div>
      </div>
    </details>
  );
}
