import { Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { listingPagesTexts } from "#common/texts/listing-pages";

export type BreadcrumbItem = { label: string; to?: string };

/** Where the page sits; the last item is the current page (not a link). */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const listingPages = useTexts(listingPagesTexts);
  return (
    <nav aria-label={listingPages.breadcrumb} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {item.to && !last ? (
                <Link to={item.to} className="hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-slate-900" : ""}>
                  {item.label}
                </span>
              )}
              {!last && (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
