// The client's address, as Express resolved it (it honours `trust proxy`), copied into a
// request header that the React Router handler and better-auth can read. Any value the
// client sent in that header is replaced, so it cannot be forged.
import type { NextFunction, Request, Response } from "express";

export const CLIENT_IP_HEADER = "x-client-ip";

/** Mount before the React Router handler: `app.use(clientIpHeader())`. */
export function clientIpHeader() {
  return (request: Request, _response: Response, next: NextFunction) => {
    delete request.headers[CLIENT_IP_HEADER];
    const address = request.ip ?? request.socket.remoteAddress;
    if (address) request.headers[CLIENT_IP_HEADER] = address;
    next();
  };
}

/**
 * The address the middleware above recorded, for per-address limits. Absent (the
 * middleware is not mounted, or a direct call from a tool), no per-address limit applies:
 * one shared bucket for every such call would lock everyone out.
 */
export function clientAddress(headers: Headers | undefined): string | null {
  return headers?.get(CLIENT_IP_HEADER)?.trim().slice(0, 64) || null;
}
