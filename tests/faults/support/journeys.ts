// What browsers do on the site, as plain HTTP (no browser): book through the listing's
// form (the same `.data` request React Router's fetch makes), start a mobile-money
// payment, approve it on the FedaPay stand-in's checkout page (which sends the signed
// webhook), open the result page, sign in.
import { bookingForm } from "#tests/support/booking-form";

export type Site = {
  /** Where requests go (a process, or the proxy in front of several). */
  baseUrl: string;
  /** The site's PUBLIC_URL: browsers send it as Origin on our forms. */
  origin: string;
  /** Another fetch (one that trusts a test certificate); the global one by default. */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
};

export type Stay = { checkIn: string; checkOut: string };

export async function send(
  site: Site,
  pathname: string,
  init: {
    method?: string;
    form?: Record<string, string>;
    /** A raw body instead of a form. */
    body?: string;
    cookie?: string;
    /** `origin: ""` sends no Origin (a server, not a browser). */
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Response> {
  const method = init.method ?? (init.form ? "POST" : "GET");
  const headers = new Headers({ ...site.headers, ...init.headers });
  if (method !== "GET" && !headers.has("origin")) headers.set("origin", site.origin);
  if (headers.get("origin") === "") headers.delete("origin");
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.form) headers.set("content-type", "application/x-www-form-urlencoded");
  return (site.fetch ?? fetch)(site.baseUrl + pathname, {
    method,
    headers,
    body: init.form ? new URLSearchParams(init.form).toString() : init.body,
    redirect: "manual",
    signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
  });
}

export type BookingAnswer = { status: number; bookingId: string | null; body: string };

/** The booking form's post; the new booking's id when it was created. */
export async function book(
  site: Site,
  cookie: string,
  listingId: string,
  stay: Stay,
  traveler = { firstName: "Aïcha", lastName: "Dossou", email: "voyageuse@exemple.bj" },
): Promise<BookingAnswer> {
  const response = await send(site, `/property/${listingId}.data`, {
    cookie,
    form: bookingForm(stay.checkIn, stay.checkOut, {
      travelerFirstName: traveler.firstName,
      travelerLastName: traveler.lastName,
      travelerEmail: traveler.email,
    }),
  });
  const body = await response.text();
  const bookingId = /"bookingId","([0-9a-f-]{36})"/.exec(body)?.[1] ?? null;
  return { status: response.status, bookingId, body };
}

/** /payment's form with MTN: the stand-in's checkout URL, or null when refused. */
export async function startPayment(site: Site, cookie: string, bookingId: string): Promise<string | null> {
  const response = await send(site, `/payment?booking_id=${bookingId}`, {
    cookie,
    form: { method: "mtn", phone: "0197000000" },
  });
  await response.arrayBuffer();
  return response.status === 302 ? response.headers.get("location") : null;
}

/** The payer approves on the stand-in's checkout page; where the browser is sent next. */
export async function approveOnCheckout(checkoutUrl: string, fetcher: typeof fetch = fetch): Promise<string | null> {
  const response = await fetcher(checkoutUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action: "approve", mode: "mtn_open", phone: "0197000000" }).toString(),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.headers.get("location");
}

/** The payment result page: whether it tells the traveler the payment is confirmed. */
export async function resultPage(site: Site, cookie: string, bookingId: string) {
  const response = await send(site, `/payment-success?booking_id=${bookingId}`, { cookie });
  const html = await response.text();
  return { status: response.status, confirmed: html.includes("Paiement confirmé !") };
}

/** The sign-in form, from a client address the proxy reports in X-Forwarded-For. */
export async function signIn(site: Site, email: string, password: string, clientAddress?: string) {
  const response = await send(site, "/auth", {
    form: { intent: "login", email, password },
    headers: clientAddress ? { "x-forwarded-for": clientAddress } : {},
  });
  const body = await response.text();
  const setCookie = response.headers.getSetCookie();
  const cookie = setCookie
    .map((value) => value.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  return { status: response.status, cookie, setCookie, body };
}
