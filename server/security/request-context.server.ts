// What the Express side hands React Router for each request (React Router's middleware
// context: `getLoadContext` returns a RouterContextProvider): the response's CSP nonce,
// which app/entry.server.tsx gives to every inline script and style.
import type { Response } from "express";
import { createContext, RouterContextProvider } from "react-router";
import { nonceOf } from "./security-headers.server";

export const cspNonceContext = createContext<string>();

export function requestContext(response: Response): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, nonceOf(response));
  return context;
}
