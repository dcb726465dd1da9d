// Pictures a host "uploaded", as rows of media_files: the listing forms only check that
// the keys they receive belong to the host, not the files behind them.
import { randomBytes } from "node:crypto";
import { getDatabaseHandle } from "#server/db/client.server";

export async function uploadedKeys(ownerId: string, count = 1): Promise<string[]> {
  const keys: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const key = `properties/${randomBytes(16).toString("hex")}`;
    await getDatabaseHandle().query(
      `INSERT INTO media_files (key, owner_id, width, height, widths, content_hash, bytes)
       VALUES ($1, $2, 800, 600, '{320,640}', $3, 1000)`,
      [key, ownerId, randomBytes(32).toString("hex")],
    );
    keys.push(key);
  }
  return keys;
}
