// The shared frame of the static pages (FAQ, help center, legal texts…): a title band,
// then a readable column. Server-rendered, no client code. Their words live in
// app/content/<lang>/<page>.tsx, one file per page and language (app/content/<page>.ts).
import type { ReactNode } from "react";
import { previewImageMeta } from "#app/lib/seo";
import type { Lang } from "#common/i18n";
import { brandTexts } from "#common/texts/brand";

/**
 * The <title>, description and link preview of a static page (route `meta` export), in the
 * page's language; the preview's picture is the brand's PNG (`origin`: app/lib/seo.ts originOf).
 */
export function staticPageMeta(title: string, description: string, lang: Lang, origin?: string) {
  const brand = brandTexts[lang];
  return [
    { title: `${title} | ${brand.name}` },
    { name: "description", content: description },
    { property: "og:title", content: `${title} | ${brand.name}` },
    { property: "og:description", content: description },
    ...previewImageMeta(null, origin, lang),
  ];
}

type StaticPageProps = {
  title: string;
  intro?: ReactNode;
  /** A short line above the title ('Mis à jour le …', 'Aide'…). */
  eyebrow?: ReactNode;
  width?: "prose" | "wide";
  children: ReactNode;
};

export function StaticPage({ title, intro, eyebrow, width = "wide", children }: StaticPageProps) {
  const column = width === "prose" ? "max-w-3xl" : "max-w-6xl";
  return (
    <div>
      <section className="border-b border-brand-100 bg-brand-50">
        <div className={`mx-auto ${column} px-4 py-10 sm:py-14`}>
          {eyebrow && <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>}
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {intro && <p className="mt-3 max-w-2xl text-lg text-slate-700">{intro}</p>}
        </div>
      </section>
      <div className={`mx-auto ${column} px-4 py-10`}>{children}</div>
    </div>
  );
}

/** A titled block of legal or explanatory text. */
export function TextSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="mt-8 first:mt-0">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </section>
  );
}

/** A calm information box ('Réservation bientôt disponible'…). */
export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-sun-400 bg-sun-400/10 p-4 text-slate-800" role="note">
      <p className="font-semibold">{title}</p>
      <div className="mt-1 text-sm">{children}</div>
    </div>
  );
}
