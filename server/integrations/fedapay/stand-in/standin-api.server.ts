// The stand-in's JSON API: the three FedaPay endpoints the app uses, same paths, same
// wrapper ({"v1/transaction": …}), same error shape ({message, errors}). Validation errors
// answer 422 (FedaPay's real status for them is undocumented).
import { timingSafeEqual } from "node:crypto";
import express from "express";
import { z } from "zod";
import { getEnv } from "#server/env.server";
import { STANDIN_PATH } from "#server/integrations/fedapay/config.server";
import { standInApiKey } from "./standin-key.server";
import { ensureToken, findStandInTransaction, insertStandInTransaction, toFedaPayObject } from "./standin-store.server";

const MAX_AMOUNT = 2_147_483_647; // the column is a PostgreSQL integer

const httpUrl = z.url({ protocol: /^https?$/, message: "doit être une URL http(s) absolue" });

const requiredText = () => z.string({ message: "est requis" }).trim();

const createBody = z.object({
  description: requiredText().min(1, "est requis").max(255, "est trop long"),
  amount: z
    .number({ message: "doit être un nombre entier" })
    .int("doit être un nombre entier")
    .min(100, "doit être au moins 100")
    .max(MAX_AMOUNT, "est trop élevé"),
  currency: z.object({ iso: z.literal("XOF", "seule la devise XOF est acceptée") }, { message: "est requis" }),
  callback_url: httpUrl.max(2000).nullish(),
  customer: z.object(
    {
      firstname: requiredText().min(1, "est requis").max(100, "est trop long"),
      lastname: requiredText().min(1, "est requis").max(100, "est trop long"),
      email: z.email("doit être une adresse e-mail"),
      phone_number: z
        .object(
          {
            number: requiredText().min(4, "est trop court").max(20, "est trop long"),
            country: requiredText().length(2, "doit être un code pays à 2 lettres"),
          },
          { message: "est invalide" },
        )
        .nullish(),
    },
    { message: "est requis" },
  ),
  custom_metadata: z.record(z.string(), z.unknown(), { message: "doit être un objet" }).optional(),
});

export function standInApi() {
  const router = express.Router();
  router.use(requireSecret);
  router.use(express.json({ limit: "32kb" }));

  router.post("/transactions", async (request, response, next) => {
    try {
      const parsed = createBody.safeParse(request.body);
      if (!parsed.success) return validationError(response, parsed.error);
      const body = parsed.data;
      const row = await insertStandInTransaction({
        amount: body.amount,
        description: body.description,
        callbackUrl: body.callback_url ?? null,
        customer: body.customer,
        customMetadata: body.custom_metadata ?? {},
      });
      response.status(201).json({ "v1/transaction": toFedaPayObject(row) });
    } catch (error) {
      next(error);
    }
  });

  router.post("/transactions/:id/token", async (request, response, next) => {
    try {
      const id = parseId(request.params.id);
      const token = id ? await ensureToken(id) : undefined;
      if (!token) return notFound(response);
      const url = `${getEnv().publicUrl}${STANDIN_PATH}/checkout/${token}`;
      response.json({ token, url });
    } catch (error) {
      next(error);
    }
  });

  router.get("/transactions/:id", async (request, response, next) => {
    try {
      const id = parseId(request.params.id);
      const row = id ? await findStandInTransaction(id) : undefined;
      if (!row) return notFound(response);
      response.json({ "v1/transaction": toFedaPayObject(row) });
    } catch (error) {
      next(error);
    }
  });

  router.use((_request, response) => notFound(response));
  // Malformed JSON, a body too large, or a database failure: JSON, never an HTML page.
  router.use((error: unknown, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      return response.status(status).json({ message: "Requête invalide" });
    }
    console.error("[fedapay-standin]", error);
    response.status(500).json({ message: "Erreur interne du simulateur" });
  });
  return router;
}

async function requireSecret(request: express.Request, response: express.Response, next: express.NextFunction) {
  let expected: Buffer;
  try {
    expected = Buffer.from(await standInApiKey(), "utf8");
  } catch (error) {
    return next(error);
  }
  const match = /^Bearer (.+)$/.exec(request.get("authorization") ?? "");
  const given = Buffer.from(match?.[1] ?? "", "utf8");
  if (given.length === expected.length && timingSafeEqual(given, expected)) return next();
  response.status(401).json({ message: "Clé API invalide ou absente" });
}

function parseId(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^[1-9][0-9]{0,14}$/.test(value)) return undefined;
  return Number(value);
}

function notFound(response: express.Response) {
  response.status(404).json({ message: "Ressource introuvable" });
}

function validationError(response: express.Response, error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    (errors[field] ??= []).push(`${field} ${issue.message}`);
  }
  response.status(422).json({ message: "Les données fournies sont invalides", errors });
}
