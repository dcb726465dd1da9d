-- The search read from indexes alone (docs/decisions/039-search-from-indexes.md).
-- Since 0005/0006 the public condition grew (owner not suspended, 0021; booking rules,
-- 0022) and the search's indexes no longer covered it: each of the up to 1 001 rows a
-- count reads, and each row a page walk passed over, went back to the table, one random
-- page each. These indexes hold exactly the publicly visible listings (the predicate is
-- publiclyVisible's, literals included) and every column the search filters on, so the
-- count and the page's ids come from one index-only scan; only the page's cards read
-- the table.

-- In the orders the search shows (the order's columns first, id last as the tie-break):
-- the first 1 001 matches in order give both the capped count and any offered page.
-- They replace 0005's ordered indexes on approved listings (every public read also asks
-- for an active owner, so the narrower predicate still serves them).
CREATE INDEX listings_visible_newest_idx ON listings (created_at DESC, id DESC)
  INCLUDE (price, is_vehicle, category_key, city_key, max_guests, advance_notice_days, min_stay, max_stay, amenities, search_text)
  WHERE status = 'approved' AND owner_suspended = false;
CREATE INDEX listings_visible_price_asc_idx ON listings (price, created_at DESC, id DESC)
  INCLUDE (is_vehicle, category_key, city_key, max_guests, advance_notice_days, min_stay, max_stay, amenities, search_text)
  WHERE status = 'approved' AND owner_suspended = false;
CREATE INDEX listings_visible_price_desc_idx ON listings (price DESC, created_at DESC, id DESC)
  INCLUDE (is_vehicle, category_key, city_key, max_guests, advance_notice_days, min_stay, max_stay, amenities, search_text)
  WHERE status = 'approved' AND owner_suspended = false;
DROP INDEX IF EXISTS listings_approved_newest_idx;
DROP INDEX IF EXISTS listings_approved_price_asc_idx;
DROP INDEX IF EXISTS listings_approved_price_desc_idx;

-- In id order, for the dates' merge with the calendar (0006): the listings side now
-- carries the booking rules too (advance notice, shortest and longest stay).
CREATE INDEX listings_visible_id_idx ON listings (id)
  INCLUDE (created_at, price, is_vehicle, category_key, city_key, max_guests, advance_notice_days, min_stay, max_stay, amenities, search_text)
  WHERE status = 'approved' AND owner_suspended = false;
DROP INDEX IF EXISTS listings_approved_id_idx;

-- A type within a price band, with the order's columns.
CREATE INDEX listings_visible_type_price_idx ON listings (is_vehicle, category_key, price) INCLUDE (created_at, id)
  WHERE status = 'approved' AND owner_suspended = false;
DROP INDEX IF EXISTS listings_approved_type_price_idx;

-- The filter indexes a rare search is read through (a destination's trigrams, amenities):
-- GIN has no index-only scan, so each match is checked in the table; on visible listings
-- only, the ~10 % that are not (pending, rejected, owner suspended) are no longer fetched
-- to be thrown away. Every reader of search_text and amenities is a public read.
CREATE INDEX listings_visible_search_trgm_idx ON listings USING gin (search_text gin_trgm_ops)
  WHERE status = 'approved' AND owner_suspended = false;
DROP INDEX IF EXISTS listings_search_trgm_idx;
CREATE INDEX listings_visible_amenities_idx ON listings USING gin (amenities)
  WHERE status = 'approved' AND owner_suspended = false;
DROP INDEX IF EXISTS listings_amenities_idx;
