import { Writable } from "node:stream";
import { Suspense, use, useId, type ReactNode } from "react";
import { renderToPipeableStream as renderAsBun } from "react-dom/server.bun";
import { renderToPipeableStream as renderAsNode } from "react-dom/server.node";
import { ServerRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { entryContext } from "#tests/support/router-entry-context";
import { pageText } from "./page-text.server";

type Render = typeof renderAsNode;
const NONCE = "bm9uY2Utb2YtdGhlLXRlc3Q=";

/** A page rendered whole by one of React's builds, as app/entry.server.tsx renders it. */
function renderWhole(render: Render, element: ReactNode, collect: "bytes" | "text"): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = render(element, {
      nonce: { script: NONCE, style: NONCE },
      onAllReady() {
        if (collect === "text") return void pipe(pageText(resolve));
        const chunks: Buffer[] = [];
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              callback();
              resolve(Buffer.concat(chunks));
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

// What our pages hold: accents, non-Latin-1 characters, text to escape, attributes of every
// kind, an inline style, SVG, ids, HTML set as is, and a boundary whose data is already there.
const ready = Promise.resolve("Données prêtes");
Object.assign(ready, { status: "fulfilled", value: "Données prêtes" });
function Field() {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>Voyageurs</label>
      <input id={id} name="voyageurs" type="number" min={1} defaultValue={2} required />
    </p>
  );
}
function Ready() {
  return <em>{use(ready)}</em>;
}
function Listing() {
  const nights = 3;
  return (
    <html lang="fr">
      <head>
        <title>Villa à Ouidah — 45 000 FCFA</title>
        <style nonce={NONCE}>{"body{margin:0}"}</style>
      </head>
      <body>
        <main className="mx-auto max-w-6xl" data-listing="villa">
          <h1 title={'Ganvié "la Venise de l\'Afrique" <&>'}>Ganvié 🛶 ẹ ɔ ɛ</h1>
          <p>
            {nights} nuits, {"à partir du"} {"12/12"}
          </p>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 2l3 7h7l-5.5 4 2 7-6.5-4.5L5.5 20l2-7L2 9h7z" strokeWidth={2} />
          </svg>
          <div style={{ aspectRatio: "4 / 3", backgroundColor: "#f1f5f9" }} />
          <div dangerouslySetInnerHTML={{ __html: "<b>Piscine</b> &amp; jardin" }} />
          <Field />
          <Field />
          <Suspense fallback={<span>…</span>}>
            <Ready />
          </Suspense>
          <button type="submit" disabled={false} formNoValidate>
            Réserver
          </button>
        </main>
        <script nonce={NONCE} dangerouslySetInnerHTML={{ __html: "window.x = 1 < 2;" }} />
      </body>
    </html>
  );
}

describe("a page rendered whole, collected as text", () => {
  it("is byte for byte what React's Node build writes: a page with what ours hold", async () => {
    const asNode = await renderWhole(renderAsNode, <Listing />, "bytes");
    const asBun = await renderWhole(renderAsBun, <Listing />, "text");
    expect(asNode.toString()).toContain("Ganvié 🛶 ẹ ɔ ɛ");
    expect(asNode.toString()).toContain("Données prêtes");
    expect(asBun.equals(asNode)).toBe(true);
  });

  it.each(["/", "/property/1", "/en/property/1", "/host/earnings", "/nowhere"])(
    "is byte for byte what React's Node build writes: React Router's page at %s, hydration data included",
    async (pathname) => {
      const page = async (render: Render, collect: "bytes" | "text") =>
        renderWhole(
          render,
          <ServerRouter
            context={await entryContext(pathname, "initial", { hydrationData: true })}
            url={`http://localhost${pathname}`}
            nonce={NONCE}
          />,
          collect,
        );
      const asNode = await page(renderAsNode, "bytes");
      expect(asNode.toString()).toContain("window.__reactRouterContext.streamController.enqueue");
      expect((await page(renderAsBun, "text")).equals(asNode)).toBe(true);
    },
  );

  it("takes bytes too, a character split between two writes included, and ends once", () => {
    const pages: Buffer[] = [];
    const destination = pageText((page) => pages.push(page));
    const bytes = Buffer.from("Cotonou — Ganvié 🛶");
    const cut = bytes.indexOf(Buffer.from("🛶")) + 2;
    destination.write("<p>");
    destination.write(bytes.subarray(0, cut));
    destination.write(bytes.subarray(cut));
    destination.write("</p>");
    destination.end();
    destination.end();
    expect(pages).toHaveLength(1);
    expect(pages[0]!.toString()).toBe("<p>Cotonou — Ganvié 🛶</p>");
  });
});
