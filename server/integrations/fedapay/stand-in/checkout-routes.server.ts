// The payer's side of the stand-in: GET shows the checkout page for a token, POST settles
// the transaction, sends the webhook, then sends the browser back to the merchant's
// callback_url with ?id=&status= as FedaPay does.
import express from "express";
import { getEnv } from "#server/env.server";
import { checkoutPagePolicy, renderCheckoutPage, renderNotFoundPage, renderSettledPage } from "./checkout-page.server";
import { emitTransaction } from "./standin-duties.server";
import {
  findByToken,
  refuseStandInPayment,
  submitStandInPayment,
  type StandInMode,
  type StandInRow,
} from "./standin-store.server";

const MODES = new Set<StandInMode>(["mtn_open", "moov"]);

export function checkoutRoutes() {
  const router = express.Router();

  router.get("/:token", async (request, response, next) => {
    try {
      const row = await findByToken(request.params.token);
      if (!row) return sendHtml(response, 404, renderNotFoundPage());
      if (!awaitingPayer(row)) return sendHtml(response, 200, renderSettledPage(row, returnUrl(row)));
      sendHtml(response, 200, renderCheckoutPage(row));
    } catch (error) {
      next(error);
    }
  });

  router.post("/:token", express.urlencoded({ extended: false, limit: "4kb" }), async (request, response, next) => {
    try {
      const token = request.params.token;
      const row = await findByToken(token);
      if (!row) return sendHtml(response, 404, renderNotFoundPage());
      if (!awaitingPayer(row)) return sendHtml(response, 200, renderSettledPage(row, returnUrl(row)));

      const form = (request.body ?? {}) as Record<string, unknown>;
      const action = typeof form.action === "string" ? form.action : "";
      const mode =
        typeof form.mode === "string" && MODES.has(form.mode as StandInMode) ? (form.mode as StandInMode) : null;
      const phoneText = typeof form.phone === "string" ? form.phone.slice(0, 40) : "";
      const phone = normalizeBeninPhone(phoneText);

      let settled: StandInRow | undefined;
      if (action === "approve") {
        const error = !mode
          ? "Veuillez choisir MTN Mobile Money ou Moov Money."
          : !phone
            ? "Veuillez saisir un numéro de téléphone béninois valide (ex. 01 97 00 00 00)."
            : undefined;
        if (error || !mode || !phone) {
          return sendHtml(response, 400, renderCheckoutPage(row, { mode: mode ?? undefined, phone: phoneText, error }));
        }
        // What follows is the transaction's planned outcome (a control): approved by default.
        settled = await submitStandInPayment(token, { mode, payerPhone: phone });
      } else if (action === "decline" || action === "cancel") {
        settled = await refuseStandInPayment(token, {
          status: action === "decline" ? "declined" : "canceled",
          mode,
          payerPhone: phone,
        });
      } else {
        return sendHtml(response, 400, renderCheckoutPage(row, { phone: phoneText, error: "Action inconnue." }));
      }

      // Lost a race with another submit: show what the first one decided.
      if (!settled) {
        const current = (await findByToken(token)) ?? row;
        return sendHtml(response, 200, renderSettledPage(current, returnUrl(current)));
      }
      // A payment left pending (a control) has no event yet: it comes when it settles.
      if (settled.status !== "pending") await emitTransaction(`transaction.${settled.status}`, settled, { wait: true });
      const target = returnUrl(settled);
      if (!target) return sendHtml(response, 200, renderSettledPage(settled, null));
      response.redirect(303, target);
    } catch (error) {
      next(error);
    }
  });

  router.use((_request, response) => sendHtml(response, 404, renderNotFoundPage()));
  return router;
}

/** Pending and not yet confirmed by the payer: the page still offers to pay. */
function awaitingPayer(row: StandInRow) {
  return row.status === "pending" && row.submittedAt === null;
}

/** The callback_url with id and status set (it may carry its own query string). */
export function returnUrl(row: Pick<StandInRow, "callbackUrl" | "id" | "status">): string | null {
  if (!row.callbackUrl) return null;
  try {
    const url = new URL(row.callbackUrl);
    url.searchParams.set("id", String(row.id));
    url.searchParams.set("status", row.status);
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * '+229 01 97 00 00 00', '0197000000' or the older 8 digits '97000000' -> '+229…'.
 * Benin moved to 10-digit numbers (prefix 01) in 2024; both forms are accepted.
 */
export function normalizeBeninPhone(value: string): string | null {
  let digits = value.replace(/[\s.\-()]/g, "");
  if (digits.startsWith("+229")) digits = digits.slice(4);
  else if (digits.startsWith("00229")) digits = digits.slice(5);
  if (/^\d{8}$/.test(digits) || /^01\d{8}$/.test(digits)) return `+229${digits}`;
  return null;
}

export function sendHtml(response: express.Response, status: number, html: string) {
  response
    .status(status)
    .set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // The token in the URL is a capability: never leak it through Referer.
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": checkoutPagePolicy(new URL(getEnv().publicUrl).origin),
    })
    .send(html);
}
