// Page links (plain links: they work without JavaScript and can be shared). Shows the
// first, last and neighbouring pages, with gaps between.
import { Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { listingPagesTexts } from "#common/texts/listing-pages";

type Props = {
  page: number;
  totalPages: number;
  /** The address of a page (keeps the page's other query parameters). */
  hrefFor: (page: number) => string;
};

/** Pages to show, with null for a gap: 1 … 4 5 6 … 20. */
export function visiblePages(page: number, totalPages: number): (number | null)[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && value - previous > 2) result.push(null);
    result.push(value);
  }
  return result;
}

/** hrefFor for a list page: the current query with `page` set (page 1 leaves it out). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const linkClass = "flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium";

export function Pagination({ page, totalPages, hrefFor }: Props) {
  const listingPages = useTexts(listingPagesTexts);
  if (totalPages <= 1) return null;
  const text = listingPages.pagination;
  return (
    <nav aria-label={text.label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          to={hrefFor(page - 1)}
          rel="prev"
          className={`${linkClass} border-slate-300 text-slate-700 hover:border-brand-600`}
        >
          {text.previous}
        </Link>
      )}
      {visiblePages(page, totalPages).map((value, index) =>
        value === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <Link
            key={value}
            to={hrefFor(value)}
            aria-label={text.page(value)}
            aria-current={value === page ? "page" : undefined}
            className={`${linkClass} ${
              value === page
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 text-slate-700 hover:border-brand-600"
            }`}
          >
            {value}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link
          to={hrefFor(page + 1)}
          rel="next"
          className={`${linkClass} border-slate-300 text-slate-700 hover:border-brand-600`}
        >
          {text.next}
        </Link>
      )}
    </nav>
  );
}
