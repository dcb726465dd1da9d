// A search card from the row the search's statement returns (search-page.server.ts): the
// listing, its cover picture (media_files) and its rating summary (reviews), joined in
// SQL. toCards() in listing-cards.server.ts makes the same cards in three queries; on a
// search answered at hundreds per second each query saved is a round trip, a plan and a
// result parse saved (docs/decisions/004-search-at-scale.md, 047).
import type { ImageRef } from "#common/media";
import { toIsoString } from "./listing-cards.server";
import type { ListingCard } from "./types";

export type SearchCardRow = {
  id: string;
  title: string;
  city: string;
  country: string;
  category: string;
  isVehicle: boolean;
  price: number;
  maxGuests: number;
  coverKey: string | null;
  createdAt: Date | string;
  coverWidths: number[] | null;
  coverWidth: number | null;
  coverHeight: number | null;
  ratingAverage: number | null;
  ratingCount: number | null;
};

export function toCard(row: SearchCardRow): ListingCard {
  const { coverKey, coverWidths, coverWidth, coverHeight, ratingAverage, ratingCount, createdAt, ...card } = row;
  const cover: ImageRef | null =
    coverKey && coverWidths && coverWidth && coverHeight
      ? { key: coverKey, widths: [...coverWidths].sort((a, b) => a - b), width: coverWidth, height: coverHeight }
      : null;
  const count = Number(ratingCount ?? 0);
  return {
    ...card,
    cover,
    rating: count > 0 ? { average: Math.round(Number(ratingAverage) * 100) / 100, count } : { average: null, count: 0 },
    createdAt: toIsoString(createdAt),
  };
}
