// The page's stylesheet, inlined in <head> when the server could (app/lib/inline-css.server.ts),
// else React Router's <Links>. The browser then paints as soon as the HTML arrives. In the
// browser the same <style> elements are rendered again from what the server wrote, so
// hydration finds exactly the markup it expects.
import { createContext, useContext } from "react";
import { Links } from "react-router";
import type { InlineStylesheet } from "./inline-css.server";

export const InlineStylesheetsContext = createContext<InlineStylesheet[] | null>(null);

const MARKER = "data-inline-href";

const inlinedByServer: InlineStylesheet[] | null =
  typeof document === "undefined"
    ? null
    : (() => {
        const elements = [...document.querySelectorAll<HTMLStyleElement>(`style[${MARKER}]`)];
        return elements.length
          ? elements.map((element) => ({ href: element.getAttribute(MARKER)!, css: element.textContent ?? "" }))
          : null;
      })();

export function Stylesheets({ nonce }: { nonce?: string }) {
  const fromServer = useContext(InlineStylesheetsContext);
  const sheets = fromServer ?? inlinedByServer;
  if (!sheets) return <Links nonce={nonce} />;
  return sheets.map((sheet) => (
    <style
      key={sheet.href}
      {...{ [MARKER]: sheet.href }}
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: sheet.css }}
    />
  ));
}
