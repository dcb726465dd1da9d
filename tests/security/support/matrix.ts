// The permission matrix: each row is one route (with one intent), each cell one actor, and
// the expected answer is written in the row. A row runs both as a document request and as
// React Router's single-fetch `.data` request (what client navigation and fetchers use),
// which must enforce exactly the same guards. For every cell the runner checks the status
// (and the redirect target), searches the body for any private value the actor may not
// read, and for every refused unsafe request compares every table before and after.
import { expect, it } from "vitest";
import type { AppServer } from "#tests/support/app-server";
import { ACTOR_LABEL, ACTORS, type ActorName, type World } from "./actors";
import { expectDatabaseUnchanged, takeSnapshot } from "./database-snapshot";
import { send, type Answer, type FormFields, type RequestOptions } from "./http";
import { leakedSecrets, secretValues, type SecretName } from "./secrets";

export type Outcome =
  | { kind: "allowed"; status: number }
  | {
      kind: "redirect";
      to: string;
      allowed: boolean;
      target?: (values: Record<string, string>) => string;
      /** For a target only known at run time (a payment page's token). */
      pattern?: RegExp;
    }
  | { kind: "refused"; status: number };

export const allowed = (status = 200): Outcome => ({ kind: "allowed", status });
export const refused = (status: number): Outcome => ({ kind: "refused", status });
/** Refused by being sent elsewhere (sign-in, home, the host's own list). */
export const sentTo = (to: string): Outcome => ({ kind: "redirect", to, allowed: false });
/** Done, then sent to an address only known at run time. */
export const doneThenMatching = (label: string, pattern: RegExp): Outcome => ({
  kind: "redirect",
  to: label,
  allowed: true,
  pattern,
});
/** Refused and sent to sign in, coming back to `path` afterwards (with the spec's toast). */
export const toSignIn = (path: string, toast = "authRequired"): Outcome => ({
  kind: "redirect",
  to: `/auth (${toast})`,
  allowed: false,
  target: (values) => `/auth?redirectTo=${encodeURIComponent(fill(path, values))}&toast=${toast}`,
});
/** Done, then sent on (Post/Redirect/Get) or a permanent address change. */
export const doneThen = (to: string): Outcome => ({ kind: "redirect", to, allowed: true });

export type Variant = "document" | "data";

export type Row = {
  /** What the test names add after the address when the intent alone does not say it. */
  label?: string;
  /** The address, with {placeholders} (see placeholders below); the test names show it as written. */
  path: string;
  method?: "GET" | "POST" | "HEAD";
  form?: FormFields;
  /** A multipart body (an upload), built once the placeholders are known. */
  multipart?: (values: Record<string, string>) => FormData | Promise<FormData>;
  accept?: string;
  headers?: Record<string, string>;
  variants?: Variant[];
  /** The actors whose cells run (default all five); the others are proven elsewhere. */
  actors?: readonly ActorName[];
  expect: Record<ActorName, Outcome>;
  /** Overrides for the `.data` variant, when it differs (an API's JSON refusal vs a page's redirect). */
  expectData?: Partial<Record<ActorName, Outcome>>;
  /** Values an allowed actor must find in the answer (proof the leak search looks at real data). */
  shows?: Partial<Record<ActorName, SecretName[]>>;
  /** Values an actor may read elsewhere but must not find in this answer. */
  hides?: Partial<Record<ActorName, SecretName[]>>;
  /** Fresh data for each cell, so that an allowed change does not alter the next cells. */
  prepare?: (world: World, actor: ActorName) => Promise<Record<string, string>>;
  /** Extra checks after an allowed cell (what changed, and only that). */
  verify?: (context: {
    world: World;
    actor: ActorName;
    answer: Answer;
    values: Record<string, string>;
  }) => Promise<void>;
};

export type MatrixContext = { app: AppServer; world: World };

export function placeholders(world: World): Record<string, string> {
  return {
    approved: world.listings.approved.id,
    pending: world.listings.pending.id,
    rejected: world.listings.rejected.id,
    otherHosts: world.listings.otherHosts.id,
    travelerPending: world.bookings.travelerPending.id,
    travelerPastPaid: world.bookings.travelerPastPaid.id,
    otherHostPending: world.bookings.otherHostPending.id,
    block: world.blockId,
    hostNotification: world.notifications.hostOwner.id,
    adminNotification: world.notifications.admin.id,
    contactMessage: world.contactMessage.id,
    outboxEmail: world.outboxEmail.id,
    pendingImage: world.listings.pending.imageKey,
    travelerId: world.actors.traveler.userId!,
    hostOwnerId: world.actors.hostOwner.userId!,
    otherHostId: world.actors.otherHost.userId!,
    adminId: world.actors.admin.userId!,
  };
}

export function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`placeholder inconnu ${whole}`);
    return values[name]!;
  });
}

/** `/a/b?x=1` → `/a/b.data?x=1`; the home page's data is `/_.data` (React Router 8's form). */
export function dataPath(path: string) {
  const [pathname, query] = path.split("?", 2) as [string, string?];
  const base = pathname === "/" ? "/_" : pathname.replace(/\/$/, "");
  return `${base}.data${query ? `?${query}` : ""}`;
}

function describeOutcome(outcome: Outcome) {
  if (outcome.kind === "allowed") return `${outcome.status}`;
  if (outcome.kind === "refused") return `refused ${outcome.status}`;
  return `→ ${outcome.to}`;
}

export function cellName(row: Row, actor: ActorName, variant: Variant, outcome: Outcome) {
  const method = row.method ?? (row.form || row.multipart ? "POST" : "GET");
  const verb = method === "GET" ? "load" : method === "HEAD" ? "HEAD" : "post";
  const path = variant === "data" ? dataPath(row.path) : row.path;
  const intent =
    (typeof row.form?.intent === "string" ? ` intent=${row.form.intent}` : "") + (row.label ? ` ${row.label}` : "");
  const can = outcome.kind === "allowed" || (outcome.kind === "redirect" && outcome.allowed);
  return `${ACTOR_LABEL[actor]} ${can ? "can" : "cannot"} ${verb} ${path}${intent} (${describeOutcome(outcome)})`;
}

function expectOutcome(answer: Answer, outcome: Outcome, values: Record<string, string>) {
  if (outcome.kind === "redirect") {
    if (outcome.pattern) {
      expect(Math.floor(answer.status / 100)).toBe(3);
      expect(answer.redirect).toMatch(outcome.pattern);
      return;
    }
    const target = outcome.target ? outcome.target(values) : fill(outcome.to, values);
    // 301 (a moved page), 302 or 303: the status class and the target are what matter.
    expect({ redirection: Math.floor(answer.status / 100) === 3, redirect: answer.redirect }).toEqual({
      redirection: true,
      redirect: target,
    });
  } else {
    expect({ status: answer.status, redirect: answer.redirect }).toEqual({ status: outcome.status, redirect: null });
  }
}

export async function runCell(context: MatrixContext, row: Row, actor: ActorName, variant: Variant) {
  const { app, world } = context;
  const outcome = (variant === "data" ? row.expectData?.[actor] : undefined) ?? row.expect[actor];
  const values = { ...placeholders(world), ...(await row.prepare?.(world, actor)) };
  const method = row.method ?? (row.form || row.multipart ? "POST" : "GET");
  const form = row.form
    ? Object.fromEntries(
        Object.entries(row.form).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.map((item) => fill(item, values)) : fill(value, values),
        ]),
      )
    : undefined;
  const path = fill(variant === "data" ? dataPath(row.path) : row.path, values);
  const accept = variant === "data" ? "*/*" : (row.accept ?? "text/html");
  const body = row.multipart ? await row.multipart(values) : undefined;
  const options: RequestOptions = { method, form, body, accept, headers: row.headers };
  const permitted = outcome.kind === "allowed" || (outcome.kind === "redirect" && outcome.allowed);
  const before = method === "GET" || method === "HEAD" || !permitted ? await takeSnapshot() : null;

  const answer = await send(app, world.actors[actor], path, options);

  expectOutcome(answer, outcome, values);
  // A read never writes; a refused write writes nothing.
  if (before) await expectDatabaseUnchanged(before);
  // A value the request itself carried (an id or a picture key typed in a form) may be
  // echoed back to the person who sent it: that is not a leak.
  const sent = `${path} ${JSON.stringify(form ?? {})}`;
  const secrets = secretValues(world);
  expect(leakedSecrets(answer.body, actor, world).filter((name) => !sent.includes(secrets[name]))).toEqual([]);
  for (const name of row.hides?.[actor] ?? []) expect(answer.body, name).not.toContain(secrets[name]);
  if (permitted) {
    for (const name of row.shows?.[actor] ?? []) expect(answer.body, name).toContain(secrets[name]);
    await row.verify?.({ world, actor, answer, values });
  }
  return answer;
}

/** Declares one test per cell (actor × variant) of each row. */
export function declareMatrix(rows: Row[], context: () => MatrixContext) {
  for (const row of rows) {
    for (const variant of row.variants ?? (["document", "data"] as Variant[])) {
      for (const actor of row.actors ?? ACTORS) {
        const outcome = (variant === "data" ? row.expectData?.[actor] : undefined) ?? row.expect[actor];
        it(cellName(row, actor, variant, outcome), async () => {
          await runCell(context(), row, actor, variant);
        });
      }
    }
  }
}

/** Counts the cells a list of rows declares (for the report). */
export function countCells(rows: Row[]) {
  return rows.reduce(
    (total, row) => total + (row.variants ?? ["document", "data"]).length * (row.actors ?? ACTORS).length,
    0,
  );
}

/** The same outcome for every actor, or every actor but the ones given. */
export function everyone(
  outcome: Outcome,
  except: Partial<Record<ActorName, Outcome>> = {},
): Record<ActorName, Outcome> {
  return Object.fromEntries(ACTORS.map((actor) => [actor, except[actor] ?? outcome])) as Record<ActorName, Outcome>;
}
