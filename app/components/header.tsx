import { useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { Link, NavLink } from "#app/lib/local-links";
import { useLang, useTexts } from "#app/lib/texts";
import { useDismiss } from "#app/lib/use-dismiss";
import { brandTexts } from "#common/texts/brand";
import { headerTexts } from "#common/texts/header";
import { userMenuTexts } from "#common/texts/user-menu";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import {
  Avatar,
  CountBadge,
  countWords,
  roleLinks,
  SignOutForms,
  UserMenu,
  type HeaderCounts,
  type HeaderUser,
} from "./user-menu";

const navigation = [
  { to: "/accommodations", label: "accommodations" },
  { to: "/vehicles", label: "vehicles" },
  { to: "/activities", label: "activities" },
  { to: "/tour-guides", label: "guides" },
  { to: "/contact", label: "contact" },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"}`;

// The header's controls are sized in pixels, not in rem: with text at 200 % on a 320-pixel
// phone the brand's words wrap while the icons and the menu button keep their 40 px, so
// every control stays on the screen (the header is fixed: it cannot scroll sideways).
export function Header() {
  const header = useTexts(headerTexts);
  const brand = useTexts(brandTexts);
  const [menuOpen, setMenuOpen] = useState(false);
  // Undefined when the root loader did not run (error page): shown signed out.
  const root = useRouteLoaderData("root") as
    { sessionUser?: HeaderUser | null; counts?: HeaderCounts | null } | undefined;
  const user = root?.sessionUser ?? null;
  const counts = root?.counts ?? null;
  const closeMenu = () => setMenuOpen(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useDismiss({ container: headerRef, isOpen: () => menuOpen, close: closeMenu, opener: () => menuButton.current });
  return (
    <header ref={headerRef} className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-[8px] px-[16px] md:gap-4 md:px-4">
        <Link to="/" className="flex min-w-0 items-center gap-[8px]" onClick={closeMenu}>
          <Logo />
          <span className="text-lg font-bold text-slate-900">{brand.name}</span>
        </Link>
        <nav aria-label={header.mainNavigation} className="hidden items-center gap-1 md:flex">
          {navigation.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {header.nav[item.label]}
            </NavLink>
          ))}
        </nav>
        {user && counts && <CountLinks counts={counts} onClick={closeMenu} />}
        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <UserMenu user={user} counts={counts} />
          ) : (
            <>
              <Link
                to="/become-host"
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700"
              >
                {header.becomeHost}
              </Link>
              <Link
                to="/auth"
                className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {header.signIn}
              </Link>
            </>
          )}
        </div>
        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-[40px] w-[40px] shrink-0 items-center justify-center rounded-md text-slate-700 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? header.closeMenu : header.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={header.mobileMenu}
          className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden"
        >
          <ul className="flex flex-col py-2">
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClass} onClick={closeMenu}>
                  {header.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="border-t border-slate-100 py-2">
            <LanguageSwitch className="block rounded-md px-3 py-2 text-sm font-medium text-slate-700" />
          </div>
          {user ? (
            <MobileAccount user={user} counts={counts} onDone={closeMenu} />
          ) : (
            <div className="flex flex-col gap-2 border-t border-slate-100 pt-3">
              <Link to="/become-host" className="px-3 py-2 text-sm font-medium text-slate-700" onClick={closeMenu}>
                {header.becomeHost}
              </Link>
              <Link
                to="/auth"
                className="rounded-lg bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white"
                onClick={closeMenu}
              >
                {header.signIn}
              </Link>
            </div>
          )}
        </nav>
      )}
    </header>
  );
}

const mobileItemClass = "block w-full px-3 py-2 text-left text-sm font-medium text-slate-700";

/** The header's unread counts as two links (messages, notifications), on every screen width. */
function CountLinks({ counts, onClick }: { counts: HeaderCounts; onClick: () => void }) {
  const lang = useLang();
  const userMenu = useTexts(userMenuTexts);
  const links = [
    { to: "/messages", kind: "messages", label: userMenu.messages, icon: "M4 6h16v12H4z M4 6l8 7 8-7" },
    {
      to: "/notifications",
      kind: "notifications",
      label: userMenu.notifications,
      icon: "M6 16V11a6 6 0 1 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0",
    },
  ] as const;
  return (
    <div className="ml-auto flex shrink-0 items-center gap-[4px] md:ml-0 md:order-last">
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          onClick={onClick}
          data-unread={link.kind}
          data-count={counts[link.kind]}
          className="relative inline-flex h-[40px] min-w-[40px] items-center justify-center rounded-md text-slate-700 hover:text-brand-700"
        >
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d={link.icon} />
          </svg>
          <span className="sr-only">{link.label}</span>
          <CountBadge count={counts[link.kind]} words={countWords(link.kind, counts[link.kind], lang)} floating />
        </Link>
      ))}
    </div>
  );
}

/** The account part of the mobile menu: every entry but adding a listing (wide screens). */
function MobileAccount({
  user,
  counts,
  onDone,
}: {
  user: HeaderUser;
  counts: HeaderCounts | null;
  onDone: () => void;
}) {
  const lang = useLang();
  return (
    <div className="border-t border-slate-100 pt-3">
      <div className="flex items-center gap-3 px-3 pb-2">
        <Avatar user={user} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{user.fullName || user.email}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
      </div>
      {roleLinks(user, lang)
        .filter((link) => !link.desktopOnly)
        .map((link) => (
          <Link key={link.to} to={link.to} className={mobileItemClass} onClick={onDone}>
            {link.label}
            {link.count && counts && (
              <CountBadge count={counts[link.count]} words={countWords(link.count, counts[link.count], lang)} />
            )}
          </Link>
        ))}
      <SignOutForms onDone={onDone} itemClass={mobileItemClass} />
    </div>
  );
}
