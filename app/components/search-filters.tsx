// The filter sidebar of /search: a GET form (React Router's Form navigates without a
// reload once hydrated, and is a plain form before). It carries the current search
// (destination, dates, guests, sort) in hidden inputs so applying filters keeps it.
// On phones it folds behind a toggle made of a checkbox and CSS, so it needs no script.
import { useState } from "react";
import { Form, Link } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import {
  AMENITY_FILTER_KEYS,
  LISTING_TYPES,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  toSearchParams,
  type SearchCriteria,
} from "#common/search-params";
import { listingPagesTexts } from "#common/texts/listing-pages";

type Props = { criteria: SearchCriteria };

/** /search with the same search but no filters. */
export function resetFiltersHref(criteria: SearchCriteria): string {
  const { destination, startDate, endDate, guests } = criteria;
  const query = toSearchParams({ destination, startDate, endDate, guests }).toString();
  return query ? `/search?${query}` : "/search";
}

export function SearchFilters({ criteria }: Props) {
  const listingPages = useTexts(listingPagesTexts);
  const text = listingPages.filters;
  const format = useFormat();
  const [minPrice, setMinPrice] = useState(criteria.minPrice);
  const [maxPrice, setMaxPrice] = useState(criteria.maxPrice);
  const activeCount =
    criteria.types.length +
    criteria.amenities.length +
    (criteria.city ? 1 : 0) +
    (criteria.minPrice > PRICE_MIN || criteria.maxPrice < PRICE_MAX ? 1 : 0);
  const kept = toSearchParams({
    destination: criteria.destination,
    startDate: criteria.startDate,
    endDate: criteria.endDate,
    guests: criteria.guests,
    sort: criteria.sort,
  });

  return (
    <aside className="lg:w-72 lg:shrink-0">
      {/* Hidden at desktop widths with its label: no invisible stop in the tab order. */}
      <input type="checkbox" id="filters-toggle" className="peer sr-only lg:hidden" />
      <label
        htmlFor="filters-toggle"
        className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white font-medium text-slate-800 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 lg:hidden"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {text.show}
        {activeCount > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{activeCount}</span>}
      </label>
      <div className="mt-3 hidden peer-checked:block lg:mt-0 lg:block">
        <Form method="get" action="/search" className="space-y-6 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-slate-900">{text.title}</h2>
          {[...kept.entries()].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <fieldset>
            <legend className="mb-2 font-medium text-slate-900">{text.type}</legend>
            {LISTING_TYPES.map((type) => (
              <Checkbox
                key={type}
                name="type"
                value={type}
                label={text.types[type]}
                checked={criteria.types.includes(type)}
              />
            ))}
          </fieldset>
          <fieldset>
            <legend className="mb-2 font-medium text-slate-900">{text.price}</legend>
            <PriceSlider
              id="filter-min-price"
              name="minPrice"
              label={text.minPrice}
              value={minPrice}
              shown={format.money(minPrice)}
              onChange={(value) => {
                setMinPrice(value);
                if (value > maxPrice) setMaxPrice(value);
              }}
            />
            <PriceSlider
              id="filter-max-price"
              name="maxPrice"
              label={text.maxPrice}
              value={maxPrice}
              shown={maxPrice >= PRICE_MAX ? text.noMaximum : format.money(maxPrice)}
              onChange={(value) => {
                setMaxPrice(value);
                if (value < minPrice) setMinPrice(value);
              }}
            />
          </fieldset>
          <div>
            <label htmlFor="filter-city" className="mb-2 block font-medium text-slate-900">
              {text.city}
            </label>
            <input
              id="filter-city"
              name="city"
              type="text"
              maxLength={100}
              defaultValue={criteria.city}
              placeholder={text.cityPlaceholder}
              className="h-11 w-full rounded-lg border border-slate-300 px-3 placeholder:text-slate-500"
            />
          </div>
          <fieldset>
            <legend className="mb-2 font-medium text-slate-900">{text.amenities}</legend>
            {AMENITY_FILTER_KEYS.map((key) => (
              <Checkbox
                key={key}
                name="amenities"
                value={key}
                label={text.amenityLabels[key]}
                checked={criteria.amenities.includes(key)}
              />
            ))}
          </fieldset>
          <div className="flex flex-col gap-2">
            <button type="submit" className="h-11 rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800">
              {text.apply}
            </button>
            <Link
              to={resetFiltersHref(criteria)}
              className="py-2 text-center text-sm font-medium text-brand-700 hover:underline"
            >
              {listingPages.search.resetFilters}
            </Link>
          </div>
        </Form>
      </div>
    </aside>
  );
}

function Checkbox({ name, value, label, checked }: { name: string; value: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-3 text-slate-800">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="h-4 w-4 accent-brand-700" />
      {label}
    </label>
  );
}

type SliderProps = {
  id: string;
  name: string;
  label: string;
  value: number;
  shown: string;
  onChange: (value: number) => void;
};

function PriceSlider({ id, name, label, value, shown, onChange }: SliderProps) {
  return (
    <div className="mb-3">
      <div className="mb-1 flex justify-between text-sm">
        <label htmlFor={id} className="text-slate-700">
          {label}
        </label>
        <output htmlFor={id} className="font-medium text-slate-900">
          {shown}
        </output>
      </div>
      <input
        id={id}
        name={name}
        type="range"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand-700"
      />
    </div>
  );
}
