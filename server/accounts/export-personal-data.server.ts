// 'Télécharger mes données': everything the platform holds about the signed-in person, one
// key per part of the registry (personal-data/registry.server.ts), read in one transaction
// so the file is a consistent picture. Never anyone else's rows: every part reads by the
// person's id.
import { now as clockNow } from "#common/clock";
import { getDb, type Database } from "#server/db/client.server";
import { PERSONAL_DATA_PARTS } from "./personal-data/registry.server";

export type PersonalDataExport = { exportedAt: string; userId: string } & Record<string, unknown>;

export async function exportPersonalData(
  userId: string,
  { now = clockNow(), db = getDb() }: { now?: Date; db?: Database } = {},
): Promise<PersonalDataExport> {
  // The account first in the file, the other parts in the registry's order.
  const parts = [...PERSONAL_DATA_PARTS].sort((a, b) => Number(b.name === "account") - Number(a.name === "account"));
  return db.transaction(async (tx) => {
    const file: PersonalDataExport = { exportedAt: now.toISOString(), userId };
    for (const part of parts) file[part.name] = await part.export(userId, tx as unknown as Database);
    return file;
  });
}

/** The file's name: the date of the download. */
export function exportFileName(now: Date = clockNow()) {
  return `mes-donnees-${now.toISOString().slice(0, 10)}.json`;
}
