// Whether the listing page offers 'Contacter l'hôte' to this person: everyone signed in
// but the listing's own host (who has nobody to write to about it).
export function canContactHost(hostId: string, userId: string): boolean {
  return hostId !== userId;
}
