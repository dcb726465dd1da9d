import { useEffect } from "react";
import { Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import { Footer } from "#app/components/footer";
import { Header } from "#app/components/header";
import { Toaster } from "#app/components/ui/toast";
import { useNonce } from "#app/lib/csp-nonce";
import { Stylesheets } from "#app/lib/inline-css";
import { useLang, useTexts } from "#app/lib/texts";
import { errorPageTexts } from "#common/texts/error-page";
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
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#087042" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Stylesheets nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col">
        <Header />
        <main className="flex-1 pt-16">{children}</main>
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
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const errorPage = useTexts(errorPageTexts);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? errorPage.notFoundTitle : errorPage.errorTitle}</h1>
      <p className="mt-4 text-slate-600">{notFound ? errorPage.notFoundText : errorPage.errorText}</p>
      <a href="/" className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white">
        {errorPage.home}
      </a>
    </section>
  );
}
