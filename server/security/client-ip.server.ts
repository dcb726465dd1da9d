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
