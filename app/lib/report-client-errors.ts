// The browser's uncaught errors, sent to our server (POST /api/client-errors), which logs
// them and forwards them to the error tracker. At most MAX_REPORTS per page load; a beacon,
// so that the report leaves even when the page is being closed. A few hundred bytes.
const MAX_REPORTS = 5;

export function reportClientErrors() {
  let left = MAX_REPORTS;
  const send = (error: unknown, message: string, source?: string, line?: number, column?: number) => {
    if (left <= 0) return;
    left -= 1;
    const report = {
      message: String(message || error).slice(0, 1000),
      source,
      line,
      column,
      stack: error instanceof Error ? error.stack?.slice(0, 4000) : undefined,
      page: location.pathname,
    };
    navigator.sendBeacon?.("/api/client-errors", JSON.stringify(report));
  };
  addEventListener("error", (event) => send(event.error, event.message, event.filename, event.lineno, event.colno));
  addEventListener("unhandledrejection", (event) => send(event.reason, String(event.reason)));
}
