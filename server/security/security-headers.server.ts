// The security headers every response carries (pages, data, media, assets, errors), and
// the per-request nonce that lets our own inline scripts and styles run under a strict
// Content-Security-Policy. Mounted first in server.js (before the static files) and again
// first in server/app.ts (the tests serve only that handler): the second pass sees the
// nonce already chosen and leaves everything as it is. See docs/SECURITY.md.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { getEnv, settingsSource } from "#server/env.server";
import { fedaPaySettingsKey, getFedaPayConfig } from "#server/integrations/fedapay/config.server";

/** Where the nonce lives for the rest of the request: `response.locals[NONCE_LOCAL]`. */
export const NONCE_LOCAL = "cspNonce";

/**
 * The real FedaPay checkout: its address comes back from FedaPay's API
 * (https://process.fedapay.com/<token> today) and is opaque, so any FedaPay host over https.
 */
export const FEDAPAY_CHECKOUT_SOURCE = "https://*.fedapay.com";

export type PolicySettings = {
  /**
   * Vite's dev server (`npm run dev`) injects inline scripts and styles that carry no
   * nonce, and talks to its hot-reload websocket: only there is the policy relaxed.
   */
  development: boolean;
  /** Where a form may post, or be redirected after posting, besides this site itself. */
  formActionSources: string[];
};

export function createNonce() {
  // 128 bits: a nonce that can be guessed is no nonce.
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, settings: PolicySettings): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // No 'strict-dynamic': every script we load is ours ('self'), and React Router's
    // route chunks, imported by its inline module script, carry no nonce.
    "script-src": settings.development
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
      : ["'self'", `'nonce-${nonce}'`],
    // With a nonce present browsers ignore 'unsafe-inline', hence one or the other.
    "style-src": settings.development ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`],
    // React's style={{…}} attributes (confetti pieces, progress bars): not a script vector.
    "style-src-attr": ["'unsafe-inline'"],
    // Pictures always come through /media (also with S3 storage); data: and blob: are the
    // upload previews and small inline icons.
    "img-src": ["'self'", "data:", "blob:"],
    "connect-src": settings.development ? ["'self'", "ws:", "wss:"] : ["'self'"],
    // The web app manifest and the service worker (/sw.js): ours only (docs/decisions/029).
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "form-action": ["'self'", ...settings.formActionSources],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** The policy's settings for this process, from the environment. */
export function policySettingsFromEnv(): PolicySettings {
  const env = getEnv();
  const formActionSources = [new URL(env.publicUrl).origin];
  if (realFedaPay()) formActionSources.push(FEDAPAY_CHECKOUT_SOURCE);
  return { development: env.NODE_ENV === "development", formActionSources };
}

function realFedaPay() {
  try {
    return getFedaPayConfig().mode !== "standin";
  } catch {
    // Bad payment settings stop the start (boot()); never break a response for them.
    return false;
  }
}

/** HSTS only where it is true: production served over https (never on http://localhost). */
export function strictTransportSecurity(env: { NODE_ENV: string; publicUrl: string }) {
  // No includeSubDomains: other hosts of the domain may still be served over http.
  return env.NODE_ENV === "production" && env.publicUrl.startsWith("https://") ? "max-age=31536000" : null;
}

export const STATIC_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Legacy twin of frame-ancestors 'none', for browsers that ignore CSP's.
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
} as const;

/**
 * The build's fingerprinted scripts and stylesheets. The policies above are read from
 * documents only (a script or stylesheet obeys its page's), so these carry just nosniff
 * and HSTS: on a slow link the other headers would cost ~600 bytes on each of a page's
 * dozen script requests.
 */
export function isBuildAsset(pathname: string) {
  return /^\/assets\/[\w.-]+\.(?:js|css)$/.test(pathname);
}

// The policy is the same text for every response but its nonce: written once per settings,
// then joined around each response's nonce, instead of reading the payment settings and
// writing the policy again for every page (docs/decisions/053). The settings it depends
// on make its key, so that a test changing them gets the policy they give.
let writtenPolicy: { key: string; pieces: string[] } | undefined;
const NONCE_MARK = "\u0000";

/** The Content-Security-Policy header for this response's nonce, under the process's settings. */
export function policyFor(nonce: string): string {
  const env = getEnv();
  const key = `${env.NODE_ENV}\n${env.publicUrl}\n${fedaPaySettingsKey(settingsSource())}`;
  if (writtenPolicy?.key !== key)
    writtenPolicy = { key, pieces: contentSecurityPolicy(NONCE_MARK, policySettingsFromEnv()).split(NONCE_MARK) };
  return writtenPolicy.pieces.join(nonce);
}

/** Express middleware: chooses the nonce and sets every security header. */
export function securityHeaders() {
  return (request: Request, response: Response, next: NextFunction) => {
    if (typeof response.locals[NONCE_LOCAL] === "string") return next();
    const hsts = strictTransportSecurity(getEnv());
    if (hsts) response.set("Strict-Transport-Security", hsts);
    if (isBuildAsset(request.path)) {
      response.set("X-Content-Type-Options", STATIC_SECURITY_HEADERS["X-Content-Type-Options"]);
      return next();
    }
    const nonce = createNonce();
    response.locals[NONCE_LOCAL] = nonce;
    response.set(STATIC_SECURITY_HEADERS);
    response.set("Content-Security-Policy", policyFor(nonce));
    next();
  };
}

/** The nonce chosen for this response (set by securityHeaders()). */
export function nonceOf(response: Response): string {
  const nonce = response.locals[NONCE_LOCAL];
  if (typeof nonce !== "string") throw new Error("securityHeaders() doit être monté avant ce gestionnaire");
  return nonce;
}
