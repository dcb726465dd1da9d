// What every log line and error report of one request carries, without being passed
// around: its id, kept in an AsyncLocalStorage for the request's whole asynchronous life
// (like the replica reads of server/db/client.server.ts).
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestContext = { requestId: string };

const holder = globalThis as unknown as { __beninRequestContext?: AsyncLocalStorage<RequestContext> };
// One store per process, even when Vite reloads this module in development.
const storage = (holder.__beninRequestContext ??= new AsyncLocalStorage<RequestContext>());

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The current request's id, or undefined outside a request (a job, the start). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
