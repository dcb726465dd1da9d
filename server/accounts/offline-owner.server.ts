// Who a page was rendered for, as the service worker reads it (app/offline/offline-rules.ts,
// OWNER_HEADER): it keeps offline copies of a person's pages only for that person, and drops
// them when a page arrives for someone else or for nobody (docs/decisions/029). A hash: the
// worker only compares two values, and the account's id need not travel in a header.
import { createHash } from "node:crypto";

export function offlineOwnerOf(userId: string): string {
  return createHash("sha256").update(`offline-owner:${userId}`).digest("base64url").slice(0, 22);
}
