// The e-mails the journeys' server kept (file transport under DATA_DIR/mail), read as a
// person opens their mailbox: the newest message to an address, with its link.
import fs from "node:fs/promises";
import path from "node:path";
import { sharedServer } from "./shared-server";

/**
 * A kept message (read as latin1: one character per byte) with its quoted-printable soft line
 * breaks and `=XX` escapes undone, then read as UTF-8.
 */
export function decodeQuotedPrintable(raw: string) {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Waits (up to 30 s: the outbox worker sends on its own rhythm) for a link to `pathname` mailed to `to`. */
export async function mailedLink(to: string, pathname: string): Promise<string> {
  const directory = path.join(sharedServer().dataDir, "mail");
  const pattern = new RegExp(`https?://[^\\s"<>]*${pathname.replace(/[/?]/g, "\\$&")}\\?token=[A-Za-z0-9._%-]+`);
  for (let tries = 0; tries < 60; tries += 1) {
    const names = await fs.readdir(directory).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith(".eml"))) {
      const message = decodeQuotedPrintable(await fs.readFile(path.join(directory, name), "latin1"));
      if (!message.includes(to)) continue;
      const link = pattern.exec(message)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`aucun email avec un lien ${pathname} pour ${to}`);
}
