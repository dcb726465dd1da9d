// Request bodies are read whole by the actions (request.formData()): bound them before
// they reach memory. Browsers send Content-Length with every form; a body without one
// (chunked) is refused on our form routes.
import type { NextFunction, Request, Response } from "express";

export const BODY_TOO_LARGE_MESSAGE = "Requête trop volumineuse.";
export const LENGTH_REQUIRED_MESSAGE = "Requête refusée : longueur du contenu manquante.";

type Limits = {
  defaultBytes: number;
  byPath?: Record<string, number>;
  /** Routes that bound their own body while reading it (and answer in their own words). */
  exempt?: string[];
};

export function bodyLimit({ defaultBytes, byPath = {}, exempt = [] }: Limits) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return next();
    if (exempt.includes(request.path)) return next();
    const limit = byPath[request.path] ?? defaultBytes;
    const declared = request.get("content-length");
    if (declared === undefined) {
      if (request.get("transfer-encoding")) return refuse(response, 411, LENGTH_REQUIRED_MESSAGE);
      return next();
    }
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) return refuse(response, 400, BODY_TOO_LARGE_MESSAGE);
    if (length > limit) return refuse(response, 413, BODY_TOO_LARGE_MESSAGE);
    next();
  };
}

function refuse(response: Response, status: number, message: string) {
  response.status(status).set("Connection", "close").type("text/plain; charset=utf-8").send(message);
}
