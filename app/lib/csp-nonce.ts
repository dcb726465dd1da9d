// The Content-Security-Policy nonce of the page being rendered on the server
// (server/security/security-headers.server.ts chooses it, app/entry.server.tsx provides
// it). An inline <script> or <style> written in the server-rendered page must carry it, or
// the browser refuses it. In the browser it is undefined (browsers hide the attribute from
// scripts): an inline <style> or <script> that React creates after hydration is refused
// whatever it carries, so styles belong in app.css and scripts in modules.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
