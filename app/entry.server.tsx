// React Router's default server entry (node), plus the Content-Security-Policy nonce:
// React's own inline scripts (Suspense), React Router's (hydration data, streamed data,
// scroll restoration, module loader) and any <style nonce> get the request's nonce,
// chosen by server/security/security-headers.server.ts and passed as the load context.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
// React's renderer as built for Bun: the same markup, written as strings (app/lib/page-text.server.ts).
import { renderToPipeableStream } from "react-dom/server.bun";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "#app/lib/csp-nonce";
import { dropModulePreloads, dropModulePreloadsFrom } from "#app/lib/drop-module-preloads.server";
import { InlineStylesheetsContext } from "#app/lib/inline-css";
import { inlineStylesheets } from "#app/lib/inline-css.server";
import { withPageRoutesOnly } from "#app/lib/page-routes.server";
import { pageText } from "#app/lib/page-text.server";
import { OWNER_HEADER } from "#app/offline/offline-rules";
import { offlineOwnerOf } from "#server/accounts/offline-owner.server";
import { log } from "#server/observability/log.server";
import { cspNonceContext } from "#server/security/request-context.server";

export const streamTimeout = 5_000;

/**
 * Every error a loader, an action or the render throws: logged with the request's id, and
 * so reported to the error tracker (server/observability). A request the visitor left
 * (aborted) is no error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log("pages").error({ err: error, method: request.method }, "erreur dans une page");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  // Who the page is for, for the service worker's offline copies (docs/decisions/029).
  const root = routerContext.staticHandlerContext.loaderData.root as
    { sessionUser?: { id: string } | null } | undefined;
  const signedIn = root?.sessionUser;
  if (signedIn) responseHeaders.set(OWNER_HEADER, offlineOwnerOf(signedIn.id));
  // The stylesheet inline for a first visit, so that the page paints from its first answer
  // (docs/decisions/005); a signed-in visitor's browser already holds it (the service worker
  // keeps it with the shell at its install, the HTTP cache for a year), and inlining it
  // would double the page's bytes and cost ~2 ms of CPU per page (docs/decisions/049).
  const stylesheets = signedIn ? null : inlineStylesheets(routerContext.manifest);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let allReady = false;
    let streaming = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA mode wait for all content before the response starts.
    const waitForAll = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode);

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const clearTimer = () => {
      // Cleared so that the closure is not retained.
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };

    // A page whose content is all there once its shell is (every page today: the loaders
    // have run before the render starts) is written whole, as one piece: the compression
    // then encodes it in one call and the socket takes it in one write, instead of React's
    // many small chunks each going through Brotli and the socket (docs/decisions/049).
    const writeWhole = () => {
      pipe(
        pageText((page) => {
          clearTimer();
          // Handed on as bytes, encoded once: a string would be encoded again.
          const html = dropModulePreloadsFrom(page);
          responseHeaders.set("Content-Type", "text/html");
          // (A Buffer's memory is an ArrayBuffer, never a SharedArrayBuffer.)
          const body = html as Uint8Array<ArrayBuffer>;
          resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        }),
      );
    };
    // A page still waiting for data after its shell (a loader's promise, a suspended
    // component) streams instead: the shell first, the rest as it comes.
    const stream = () => {
      streaming = true;
      const body = new PassThrough({
        final(callback) {
          clearTimer();
          callback();
        },
      });
      const readable = createReadableStreamFromReadable(body.pipe(dropModulePreloads()));
      responseHeaders.set("Content-Type", "text/html");
      pipe(body);
      resolve(new Response(readable, { headers: responseHeaders, status: responseStatusCode }));
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesheetsContext.Provider value={stylesheets}>
          <ServerRouter context={withPageRoutesOnly(routerContext)} url={request.url} nonce={nonce} />
        </InlineStylesheetsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce: { script: nonce, style: nonce },
        onShellReady() {
          shellRendered = true;
          if (waitForAll) return;
          // React calls onAllReady in the same turn when nothing is pending.
          setImmediate(() => {
            if (!allReady) stream();
          });
        },
        onAllReady() {
          allReady = true;
          if (!streaming) writeWhole();
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and reach handleError; log the others.
          if (shellRendered) log("pages").error({ err: error }, "erreur pendant le rendu");
        },
      },
    );
  });
}
