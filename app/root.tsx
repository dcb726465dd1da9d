import { useEffect } from "react";
import { Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import { AlternateLinks } from "#app/components/alternate-links";
import { Footer } from "#app/components/footer";
import { Header } from "#app/components/header";
import { OfflineNotice } from "#app/components/offline-notice";
import { Toaster } from "#app/components/ui/toast";
import { useNonce } from "#app/lib/csp-nonce";
import { Stylesheets } from "#app/lib/inline-css";
import { useLang, useTexts } from "#app/lib/texts";
import { useFocusHeadingOnNavigation } from "#app/lib/use-focus-heading";
import { registerServiceWorker } from "#app/offline/register-service-worker";
import { localizedPath } from "#common/i18n";
import { errorPageTexts } from "#common/texts/error-page";
import { headerTexts } from "#common/texts/header";
import { loadSessionSummary } from "#server/accounts/root-session.server";
import type { Route } from "./+types/root";
import "./app.css";

/** The signed-in user for the header ({ sessionUser }), read with useRouteLoaderData("root"). */
export function loader({ request }: Route.LoaderArgs) {
  return loadSessionSummary(request);
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The Content-Security-Policy nonce: without it the browser refuses these inline scripts.
  const nonce = useNonce();
  // The language's own code ('fr'), the address's language (common/i18n.ts langOfPath).
  const lang = useLang();
  const header = useTexts(headerTexts);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#087042" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable, usable offline (docs/decisions/029). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <Meta />
        <AlternateLinks />
        <Stylesheets nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col">
        {/* The first stop of the tab order: past the header straight to the page. */}
        <a
          href="#contenu"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {header.skipToContent}
        </a>
        <Header />
        <main id="contenu" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
          <OfflineNotice />
          {children}
        </main>
        <Footer />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive: end-to-end journeys wait for it before using controls
  // whose behaviour changes once React runs (forms work without JavaScript before that).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    registerServiceWorker();
  }, []);
  useFocusHeadingOnNavigation();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const errorPage = useTexts(errorPageTexts);
  const lang = useLang();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? errorPage.notFoundTitle : errorPage.errorTitle}</h1>
      <p className="mt-4 text-slate-600">{notFound ? errorPage.notFoundText : errorPage.errorText}</p>
      <a
        href={localizedPath(lang, "/")}
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        {errorPage.home}
      </a>
    </section>
  );
}
