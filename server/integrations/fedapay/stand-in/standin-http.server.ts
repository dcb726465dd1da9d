// What the stand-in's JSON routes share: the API key check, FedaPay's error shape
// ({message, errors:{field:[…]}} with a 4xx status), ids, and the faults a control sets
// (standin-controls.server.ts: "this endpoint answers 401 for its next call").
import { timingSafeEqual } from "node:crypto";
import type express from "express";
import type { z } from "zod";
import { log } from "#server/observability/log.server";
import { takeFault, type StandInOperation } from "./standin-controls.server";
import { standInApiKey } from "./standin-key.server";

export type Handler = (request: express.Request, response: express.Response) => Promise<unknown>;

/** A route: the fault check first (as FedaPay failing would), then the handler; errors to next(). */
export function route(operation: StandInOperation, handler: Handler): express.RequestHandler {
  return (request, response, next) => {
    void (async () => {
      const fault = await takeFault(operation);
      if (fault !== undefined) return apiError(response, fault, FAULT_MESSAGES[fault] ?? "Erreur simulée");
      await handler(request, response);
    })().catch(next);
  };
}

const FAULT_MESSAGES: Record<number, string> = {
  401: "Clé API invalide ou absente",
  403: "Accès refusé",
  404: "Ressource introuvable",
  429: "Trop de requêtes",
  500: "Erreur interne",
};

export async function requireSecret(request: express.Request, response: express.Response, next: express.NextFunction) {
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

export function parseId(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^[1-9][0-9]{0,14}$/.test(text)) return undefined;
  return Number(text);
}

export function apiError(
  response: express.Response,
  status: number,
  message: string,
  errors?: Record<string, string[]>,
) {
  response.status(status).json(errors ? { message, errors } : { message });
}

export function notFound(response: express.Response) {
  apiError(response, 404, "Ressource introuvable");
}

export function validationError(response: express.Response, error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    (errors[field] ??= []).push(`${field} ${issue.message}`);
  }
  apiError(response, 422, "Les données fournies sont invalides", errors);
}

/** Malformed JSON, a body too large, or a database failure: JSON, never an HTML page. */
export function jsonErrors(
  error: unknown,
  _request: express.Request,
  response: express.Response,
  _next: express.NextFunction,
) {
  const status = (error as { status?: number }).status;
  if (status && status >= 400 && status < 500) return apiError(response, status, "Requête invalide");
  log("fedapay-standin").error({ err: error }, "erreur interne du simulateur");
  apiError(response, 500, "Erreur interne du simulateur");
}
