// The stand-in's payout endpoints (fedapay.md §8), in the shapes FedaPay's SDK sends and
// reads: POST /payouts, PUT /payouts/start (the Node SDK's {"payouts":[…]}, the docs' bare
// array and the PHP SDK's {id, send_now}; always answered {"v1/payouts":[…]}, which the SDK
// needs), GET /payouts/{id}, GET /payouts.
import express from "express";
import { z } from "zod";
import { payoutsActivated, takeNextOutcome } from "./standin-controls.server";
import { findStandInCustomer } from "./standin-customers.server";
import { catchUpStandIn } from "./standin-duties.server";
import { apiError, notFound, parseId, route, validationError } from "./standin-http.server";
import { beninPhone, customerSchema, phoneSchema, resolveCustomer } from "./standin-inputs.server";
import { listMeta, parseInclude, readPaging, toPayoutObject } from "./standin-objects.server";
import {
  findStandInPayout,
  insertStandInPayout,
  listStandInPayouts,
  MAX_PAYOUT_AMOUNT,
  startStandInPayouts,
  type StandInPayoutRow,
  type StartItem,
} from "./standin-payouts.server";
import { emitEvent } from "./webhook-dispatch.server";

/** Benin's mobile-money modes; which names FedaPay's payouts accept is UNVERIFIED (§8). */
export const PAYOUT_MODES = ["mtn_open", "moov", "sbin"] as const;

const NOT_ACTIVATED = "Les transferts (payouts) ne sont pas activés sur ce compte : contactez le support FedaPay";

const createBody = z.object({
  amount: z
    .number({ message: "doit être un nombre entier" })
    .int("doit être un nombre entier")
    .min(1, "doit être positif")
    .max(MAX_PAYOUT_AMOUNT, "ne peut pas dépasser 1 000 000 XOF par transfert"),
  currency: z.object({ iso: z.literal("XOF", "seule la devise XOF est acceptée") }, { message: "est requis" }),
  mode: z.enum(PAYOUT_MODES, { message: `doit valoir ${PAYOUT_MODES.join(", ")}` }),
  customer: customerSchema,
  description: z.string().trim().max(255, "est trop long").nullish(),
  custom_metadata: z.record(z.string(), z.unknown(), { message: "doit être un objet" }).optional(),
});

const startItem = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,14}$/)], { message: "est requis" }),
  scheduled_at: z.union([z.string().max(40), z.number()]).nullish(),
  phone_number: phoneSchema.nullish(),
  send_now: z.boolean().optional(),
});
/** The three shapes seen: the Node SDK's, the docs' bare array, the PHP SDK's single object. */
const startBody = z.union([
  z.object({ payouts: z.array(startItem).min(1, "est requis").max(100) }).transform((body) => body.payouts),
  z.array(startItem).min(1, "est requis").max(100),
  startItem.transform((item) => [item]),
]);

export function payoutRoutes() {
  const router = express.Router();

  router.post(
    "/payouts",
    route("createPayout", async (request, response) => {
      if (!(await payoutsActivated())) return apiError(response, 403, NOT_ACTIVATED);
      const parsed = createBody.safeParse(request.body);
      if (!parsed.success) return validationError(response, parsed.error);
      const body = parsed.data;
      const given = "id" in body.customer ? null : body.customer.phone_number;
      const phone = given ? beninPhone(given) : null;
      if (given && !phone) {
        return apiError(response, 422, "Numéro de téléphone invalide", {
          "customer.phone_number": ["phone_number doit être un numéro béninois (pays bj)"],
        });
      }
      const customer = await resolveCustomer(body.customer);
      if ("error" in customer) {
        return apiError(response, 422, "Les données fournies sont invalides", { "customer.id": [customer.error] });
      }
      const row = await insertStandInPayout({
        amount: body.amount,
        description: body.description ?? null,
        mode: body.mode,
        customerId: customer.row.id,
        phone: phone ?? beninPhone(customer.row.phoneNumber),
        customMetadata: body.custom_metadata ?? {},
        plannedOutcome: await takeNextOutcome("payout"),
      });
      await emitPayout("payout.created", row);
      response.status(201).json({ "v1/payout": await payoutObject(row, request.query.include) });
    }),
  );

  router.put(
    "/payouts/start",
    route("startPayouts", async (request, response) => {
      if (!(await payoutsActivated())) return apiError(response, 403, NOT_ACTIVATED);
      const parsed = startBody.safeParse(request.body);
      if (!parsed.success) return validationError(response, parsed.error);
      const items: StartItem[] = [];
      for (const item of parsed.data) {
        const scheduledAt = item.scheduled_at == null ? null : parseScheduledAt(item.scheduled_at);
        if (scheduledAt === undefined) {
          return apiError(response, 422, "Date de programmation invalide", {
            scheduled_at: ["scheduled_at est invalide"],
          });
        }
        const phone = item.phone_number ? beninPhone(item.phone_number) : null;
        if (item.phone_number && !phone) {
          return apiError(response, 422, "Numéro de téléphone invalide", {
            phone_number: ["phone_number doit être un numéro béninois (pays bj)"],
          });
        }
        items.push({ id: Number(item.id), scheduledAt, phone });
      }
      const result = await startStandInPayouts(items);
      if (!result.ok) return apiError(response, result.status, result.message, result.errors);
      for (const payout of result.payouts) {
        await emitPayout("payout.started", payout);
        if (payout.status === "sent" || payout.status === "failed") await emitPayout(`payout.${payout.status}`, payout);
      }
      const objects = await Promise.all(result.payouts.map((payout) => payoutObject(payout, request.query.include)));
      response.json({ "v1/payouts": objects });
    }),
  );

  router.get(
    "/payouts",
    route("listPayouts", async (request, response) => {
      await catchUpStandIn();
      const paging = readPaging(request.query);
      const { rows, total } = await listStandInPayouts(paging);
      const objects = await Promise.all(rows.map((row) => payoutObject(row, request.query.include)));
      response.json({ "v1/payouts": objects, meta: listMeta(paging.page, paging.perPage, total) });
    }),
  );

  router.get(
    "/payouts/:id",
    route("retrievePayout", async (request, response) => {
      await catchUpStandIn();
      const id = parseId(request.params.id);
      const row = id ? await findStandInPayout(id) : undefined;
      if (!row) return notFound(response);
      response.json({ "v1/payout": await payoutObject(row, request.query.include) });
    }),
  );

  return router;
}

/**
 * An ISO date with its zone, a zone-less "2018-11-01 18:30:22" (read as UTC, never as the
 * server's local time), or a Unix time in seconds; undefined when unreadable.
 */
export function parseScheduledAt(value: string | number): Date | null | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? new Date(value * 1000) : undefined;
  const zoneless = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)$/.exec(value.trim());
  const date = new Date(zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function emitPayout(name: string, row: StandInPayoutRow) {
  return emitEvent({ name, object: "payout", objectId: row.id, entity: toPayoutObject(row) });
}

async function payoutObject(row: StandInPayoutRow, includeQuery: unknown) {
  const include = parseInclude(includeQuery);
  const customer = include.has("customer") ? await findStandInCustomer(row.customerId) : null;
  return toPayoutObject(row, { customer, currency: include.has("currency") });
}
