// Placeholder: demo data (filled in by the seed work).
export type DemoAccount = { label: string; email: string; password: string };
export async function seedIfEmpty(): Promise<{ accounts: DemoAccount[] } | null> {
  return null;
}
