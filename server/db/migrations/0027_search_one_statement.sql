-- The search in one statement, each shape counted through an index that holds exactly
-- its matches (docs/decisions/047-search-one-statement.md).
--
-- The six amenities the search filters on (common/search-params.ts, AMENITY_FILTERS, in
-- that order), one bit each. `amenities @> ARRAY['Piscine', 'WiFi gratuit']` tested on an
-- index tuple unpacks a text array (0.6 µs a row); the same question on the bits is an
-- integer compare, and the rows that have both are exactly those whose mask is one of the
-- 16 masks holding bits 1 and 2: a btree on the mask reads them and nothing else.
-- server/listings/amenity-mask.test.ts checks these six strings and bits against
-- AMENITY_FILTERS.
CREATE FUNCTION search_amenity_mask(amenities text[]) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT ((CASE WHEN amenities @> ARRAY['WiFi gratuit'] THEN 1 ELSE 0 END)
    | (CASE WHEN amenities @> ARRAY['Piscine'] THEN 2 ELSE 0 END)
    | (CASE WHEN amenities @> ARRAY['Climatisation'] THEN 4 ELSE 0 END)
    | (CASE WHEN amenities @> ARRAY['Parking gratuit'] THEN 8 ELSE 0 END)
    | (CASE WHEN amenities @> ARRAY['Vue sur mer'] THEN 16 ELSE 0 END)
    | (CASE WHEN amenities @> ARRAY['Cuisine équipée'] THEN 32 ELSE 0 END))::smallint
$$;
ALTER TABLE listings ADD COLUMN amenity_mask smallint NOT NULL
  GENERATED ALWAYS AS (search_amenity_mask(amenities)) STORED;

-- 0026's covering indexes, the mask in place of the amenities array (21 → 13 MB each at
-- 100 000 listings: more tuples a page, every walk shorter).
DROP INDEX listings_visible_newest_idx;
DROP INDEX listings_visible_price_asc_idx;
DROP INDEX listings_visible_price_desc_idx;
DROP INDEX listings_visible_id_idx;
CREATE INDEX listings_visible_newest_idx ON listings (created_at DESC, id DESC)
  INCLUDE (price, is_vehicle, category_key, city_key, max_guests, advance_notice_days, min_stay, max_stay, amenity_mask, search_text)
  WHERE status = 'approved' AND owner_suspended = false;
CREATE INDEX listings_visible_price_asc_idx ON listings (price, created_at DESC, id DESC)
  INCLUDE (is_vehicle, category_key, city_key, max_guests, advance_notice_days, min_stay, max_stay, amenity_mask, search_text)
  WHERE status = 'approved' AND owner_suspended = false;
CREATE INDEX listings_visible_price_desc_idx ON listings (price DESC, created_at DESC, id DESC)
  INCLUDE (is_vehicle, category_key, city_key, max_guests, advance_notice_days, min_stay, max_stay, amenity_mask, search_text)
  WHERE status = 'approved' AND owner_suspended = false;
CREATE INDEX listings_visible_id_idx ON listings (id)
  INCLUDE (created_at, price, is_vehicle, category_key, city_key, max_guests, advance_notice_days, min_stay, max_stay, amenity_mask, search_text)
  WHERE status = 'approved' AND owner_suspended = false;

-- An amenities search without dates nor text is counted here: its matches only, in mask
-- order, with what a type, price or guests filter asks.
CREATE INDEX listings_visible_amenity_mask_idx ON listings (amenity_mask)
  INCLUDE (id, created_at, price, is_vehicle, category_key, max_guests)
  WHERE status = 'approved' AND owner_suspended = false;

-- A destination naming a town: that town's listings all match it (search_text holds the
-- normalized city), so when 1 001 of them pass the other filters the search is over the
-- cap without reading its other matches (server/listings/search-page.server.ts).
CREATE INDEX listings_visible_town_idx ON listings (city_key)
  INCLUDE (price, is_vehicle, category_key, max_guests, amenity_mask)
  WHERE status = 'approved' AND owner_suspended = false;

-- The planner's statistics for the new column (the mask's frequent values) at once, not at
-- the next automatic analyze. The table was rewritten: its visibility map is empty until
-- the next VACUUM (autovacuum, or by hand after deploying, docs/DEPLOY.md), and until then
-- index-only scans read the table too.
ANALYZE listings;
