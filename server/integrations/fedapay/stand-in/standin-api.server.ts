// The stand-in's transaction endpoints and events, in the paths and shapes FedaPay's SDK
// sends and reads (fedapay.md §1, §2, §9): create, token, retrieve, list, send now by
// mobile money, fees, and /v1/events. Validation errors answer 422 (FedaPay's real status
// for them is undocumented).
import { count, desc } from "drizzle-orm";
import express from "express";
import { z } from "zod";
import { getDb } from "#server/db/client.server";
import { getEnv } from "#server/env.server";
import { STANDIN_PATH } from "#server/integrations/fedapay/config.server";
import { takeNextOutcome } from "./standin-controls.server";
import { findStandInCustomer } from "./standin-customers.server";
import { catchUpStandIn, emitTransaction } from "./standin-duties.server";
import { listStandInEvents, toEventObject } from "./standin-events.server";
import { apiError, notFound, parseId, route, validationError } from "./standin-http.server";
import { beninPhone, customerSchema, phoneSchema, requiredText, resolveCustomer } from "./standin-inputs.server";
import { feesFor, listMeta, parseInclude, readPaging, toFedaPayObject } from "./standin-objects.server";
import {
  ensureToken,
  findByToken,
  findStandInTransaction,
  insertStandInTransaction,
  standInTransactions,
  submitStandInPayment,
  type StandInMode,
  type StandInRow,
} from "./standin-store.server";

const MAX_AMOUNT = 2_147_483_647; // the column is a PostgreSQL integer
export const SEND_NOW_MODES: readonly StandInMode[] = ["mtn_open", "moov"];

const httpUrl = z.url({ protocol: /^https?$/, message: "doit être une URL http(s) absolue" });

const createBody = z.object({
  description: requiredText().min(1, "est requis").max(255, "est trop long"),
  amount: z
    .number({ message: "doit être un nombre entier" })
    .int("doit être un nombre entier")
    .min(100, "doit être au moins 100")
    .max(MAX_AMOUNT, "est trop élevé"),
  currency: z.object({ iso: z.literal("XOF", "seule la devise XOF est acceptée") }, { message: "est requis" }),
  callback_url: httpUrl.max(2000).nullish(),
  customer: customerSchema.optional(),
  custom_metadata: z.record(z.string(), z.unknown(), { message: "doit être un objet" }).optional(),
});

const sendNowBody = z.object({ token: requiredText().min(1, "est requis"), phone_number: phoneSchema.nullish() });

export function transactionRoutes() {
  const router = express.Router();

  router.post(
    "/transactions",
    route("createTransaction", async (request, response) => {
      const parsed = createBody.safeParse(request.body);
      if (!parsed.success) return validationError(response, parsed.error);
      const body = parsed.data;
      const customer = body.customer ? await resolveCustomer(body.customer) : null;
      if (customer && "error" in customer) {
        return apiError(response, 422, "Les données fournies sont invalides", { "customer.id": [customer.error] });
      }
      const row = await insertStandInTransaction({
        amount: body.amount,
        description: body.description,
        callbackUrl: body.callback_url ?? null,
        customerId: customer?.row.id ?? null,
        customer: customer?.snapshot ?? null,
        customMetadata: body.custom_metadata ?? {},
        plannedOutcome: await takeNextOutcome("transaction"),
      });
      await emitTransaction("transaction.created", row, { wait: true });
      response.status(201).json({ "v1/transaction": await transactionObject(row, request.query.include) });
    }),
  );

  router.get(
    "/transactions/fees",
    route("getFees", async (request, response) => {
      const token = typeof request.query.token === "string" ? request.query.token : "";
      const mode = request.query.mode;
      const row = token ? await findByToken(token) : undefined;
      if (!row)
        return apiError(response, 404, "Transaction introuvable pour ce jeton", { token: ["token est invalide"] });
      if (!SEND_NOW_MODES.includes(mode as StandInMode)) {
        return apiError(response, 422, "Mode de paiement inconnu", { mode: ["mode est invalide"] });
      }
      response.json({ ...feesFor(row.amount), message: "success" });
    }),
  );

  router.get(
    "/transactions",
    route("listTransactions", async (request, response) => {
      await catchUpStandIn();
      const paging = readPaging(request.query);
      const db = getDb();
      const rows = await db
        .select()
        .from(standInTransactions)
        .orderBy(desc(standInTransactions.id))
        .limit(paging.perPage)
        .offset(paging.offset);
      const [total] = await db.select({ value: count() }).from(standInTransactions);
      const objects = await Promise.all(rows.map((row) => transactionObject(row, request.query.include)));
      response.json({ "v1/transactions": objects, meta: listMeta(paging.page, paging.perPage, total?.value ?? 0) });
    }),
  );

  router.post(
    "/transactions/:id/token",
    route("createToken", async (request, response) => {
      const id = parseId(request.params.id);
      const token = id ? await ensureToken(id) : undefined;
      if (!token) return notFound(response);
      const url = `${getEnv().publicUrl}${STANDIN_PATH}/checkout/${token}`;
      response.json({ token, url });
    }),
  );

  router.get(
    "/transactions/:id",
    route("retrieveTransaction", async (request, response) => {
      await catchUpStandIn();
      const id = parseId(request.params.id);
      const row = id ? await findStandInTransaction(id) : undefined;
      if (!row) return notFound(response);
      response.json({ "v1/transaction": await transactionObject(row, request.query.include) });
    }),
  );

  router.get(
    "/events",
    route("listEvents", async (request, response) => {
      await catchUpStandIn();
      const paging = readPaging(request.query);
      const { rows, total } = await listStandInEvents(paging);
      response.json({ "v1/events": rows.map(toEventObject), meta: listMeta(paging.page, paging.perPage, total) });
    }),
  );

  // Send now, no redirect: POST /v1/{mode} with {token, phone_number?}. The payer's phone
  // "confirms" at once; the planned outcome (a control) decides what follows.
  router.post(
    "/:mode",
    (request, _response, next) =>
      SEND_NOW_MODES.includes(request.params.mode as StandInMode) ? next() : next("route"),
    route("sendNow", async (request, response) => {
      const parsed = sendNowBody.safeParse(request.body);
      if (!parsed.success) return validationError(response, parsed.error);
      const row = await findByToken(parsed.data.token);
      if (!row)
        return apiError(response, 404, "Transaction introuvable pour ce jeton", { token: ["token est invalide"] });
      const phone = beninPhone(parsed.data.phone_number ?? row.customer?.phone_number);
      if (!phone) {
        return apiError(response, 422, "Numéro de téléphone invalide", {
          phone_number: ["phone_number doit être un numéro béninois (pays bj)"],
        });
      }
      const mode = request.params.mode as StandInMode;
      const settled = await submitStandInPayment(parsed.data.token, { mode, payerPhone: phone });
      if (!settled)
        return apiError(response, 422, "Cette transaction n'est plus en attente", { token: ["déjà payée"] });
      if (settled.status !== "pending") await emitTransaction(`transaction.${settled.status}`, settled, { wait: true });
      response.json({ message: "success" });
    }),
  );

  return router;
}

async function transactionObject(row: StandInRow, includeQuery: unknown) {
  const include = parseInclude(includeQuery);
  const customer = include.has("customer") && row.customerId ? await findStandInCustomer(row.customerId) : null;
  return toFedaPayObject(row, { customer, currency: include.has("currency") });
}
