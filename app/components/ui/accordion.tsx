// A question/answer accordion built on <details>/<summary>: it opens and closes without
// any JavaScript, and the browser handles keyboard and screen-reader semantics.
import type { ReactNode } from "react";

export function Accordion({ children }: { children: ReactNode }) {
  return <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">{children}</div>;
}

export function AccordionItem({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <details id={id} className="group px-5 [&_summary::-webkit-details-marker]:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-slate-900">
        <span>{title}</span>
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          className="shrink-0 text-slate-500 transition group-open:rotate-180"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <div className="pb-4 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
        {children}
      </div>
    </details>
  );
}
