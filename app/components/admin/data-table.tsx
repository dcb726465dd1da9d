import { scrollRegionFocusClass, scrollRegionProps } from "#app/components/ui/scroll-region";
import { useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";

export { scrollRegionFocusClass, scrollRegionProps };

// A plain table that scrolls sideways on a narrow phone instead of squeezing its columns.
export function DataTable({
  headers,
  children,
  caption,
}: {
  headers: string[];
  children: React.ReactNode;
  caption: string;
}) {
  const regions = useTexts(adminTexts).scrollRegions;
  return (
    <div
      {...scrollRegionProps(regions.table(caption))}
      className={`overflow-x-auto rounded-xl border border-slate-200 bg-white ${scrollRegionFocusClass}`}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold text-slate-700">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = "px-3 py-2 align-top text-slate-800";

export function EmptyState({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{text}</p>
  );
}
