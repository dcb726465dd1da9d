// The home page's public catalog (6 newest of each kind, the six tile counts): the same for
// every visitor, so it is read at most once per 10 seconds per process. With 100 000
// listings the six counts alone cost tens of milliseconds; an approved listing shows on the
// home page within 10 seconds (validation itself takes 24 to 48 hours).
import { shortLived } from "#server/cache/short-lived.server";
import { countHomeCategories, listNewest } from "./public-listings.server";

/** The spec's home lists: the 6 newest of each kind. */
export const HOME_LIST_SIZE = 6;
const HOME_CATALOG_TTL_MS = 10_000;

export const loadHomeCatalog = shortLived(HOME_CATALOG_TTL_MS, async () => {
  const [accommodations, vehicles, counts] = await Promise.all([
    listNewest({ isVehicle: false, limit: HOME_LIST_SIZE }),
    listNewest({ isVehicle: true, limit: HOME_LIST_SIZE }),
    countHomeCategories(),
  ]);
  return { accommodations, vehicles, counts };
});
