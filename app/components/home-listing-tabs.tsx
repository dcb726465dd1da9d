import { useRef, useState, type KeyboardEvent } from "react";
import { Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { homePageTexts } from "#common/texts/home-page";
import type { ListingCard as ListingCardData } from "#server/listings/types";
import { ListingCard } from "./listing-card";

/** How many of the newest cards carry the 'Populaire' badge. */
export const POPULAR_COUNT = 3;

type TabId = "accommodations" | "vehicles";

type Props = { accommodations: ListingCardData[]; vehicles: ListingCardData[] };

// Both panels are in the server's HTML (the loader fetched both lists), so switching tabs
// is instant and costs no request; the hidden panel's pictures are lazy and not fetched.
export function HomeListingTabs({ accommodations, vehicles }: Props) {
  const homePage = useTexts(homePageTexts);
  const [selected, setSelected] = useState<TabId>("accommodations");
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ accommodations: null, vehicles: null });
  const tabs = [
    {
      id: "accommodations" as const,
      label: homePage.tabAccommodations,
      listings: accommodations,
      empty: homePage.emptyAccommodations,
      more: { to: "/category/hébergements", label: homePage.seeMoreAccommodations },
    },
    {
      id: "vehicles" as const,
      label: homePage.tabVehicles,
      listings: vehicles,
      empty: homePage.emptyVehicles,
      more: { to: "/category/véhicules", label: homePage.seeMoreVehicles },
    },
  ];

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const order: TabId[] = ["accommodations", "vehicles"];
    const index = order.indexOf(selected);
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: order.length - 1 - index };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = order[(index + move + order.length) % order.length]!;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={homePage.listingsTitle}
        className="mx-auto flex w-fit max-w-full flex-wrap justify-center gap-1 rounded-3xl bg-slate-100 p-1"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`home-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`home-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              className={`rounded-full px-5 py-2 text-sm font-semibold transition-colors ${
                isSelected ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`home-panel-${tab.id}`}
          aria-labelledby={`home-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="mt-8"
        >
          {tab.listings.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
              <p className="font-semibold text-slate-800">{tab.empty}</p>
              <p className="mt-2 text-slate-600">{homePage.emptyHint}</p>
            </div>
          ) : (
            <>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {tab.listings.map((listing, index) => (
                  <li key={listing.id} className="grid">
                    {/* Below the 600 px hero on every screen: lazy, so the first paint
                        does not share the connection with pictures nobody sees yet. */}
                    <ListingCard listing={listing} popular={index < POPULAR_COUNT} />
                  </li>
                ))}
              </ul>
              <div className="mt-8 text-center">
                <Link
                  to={tab.more.to}
                  className="inline-block max-w-full rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {tab.more.label}
                </Link>
              </div>
            </>
          )}
        </div>
      ))}
    </div>
  );
}
