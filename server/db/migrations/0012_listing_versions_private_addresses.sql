-- Moderation bound to what the administrator saw (docs/SECURITY.md, "Moderation").
--
-- Every change a host makes to what a listing shows bumps its version; an administrator's
-- decision carries the version the dashboard showed, and the guarded UPDATE that applies
-- it matches that version: a listing edited after the administrator opened it is not
-- decided on unseen text.
ALTER TABLE listings ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

-- A listing's street address is private until a booking of it is paid
-- (docs/decisions/014-private-listing-addresses.md): the search no longer matches it. A
-- generated column's expression cannot be altered before PostgreSQL 17, so search_text is
-- made again without the address, and its trigram index with it (the index the
-- destination search reads; smaller now, docs/decisions/004-search-at-scale.md).
ALTER TABLE listings DROP COLUMN search_text;
ALTER TABLE listings ADD COLUMN search_text text GENERATED ALWAYS AS (
  search_normalize(title || ' ' || city || ' ' || country)
) STORED;
CREATE INDEX listings_search_trgm_idx ON listings USING gin (search_text gin_trgm_ops);
