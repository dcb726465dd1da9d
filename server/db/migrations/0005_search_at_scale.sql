-- Search at scale (docs/decisions/004-search-at-scale.md). Partial indexes on approved
-- listings, in the orders the search shows them, so that a page of 24 is read in order
-- and the scan stops there instead of sorting every match.

-- Newest first whatever the type (listings_public_idx puts is_vehicle before created_at,
-- so it cannot give this order across both types).
CREATE INDEX listings_approved_newest_idx ON listings (created_at DESC, id DESC) WHERE status = 'approved';

-- Price both ways, with the search's tie-breaks (newest first, then id): one index per
-- direction, since reading one backwards would reverse the tie-breaks too.
CREATE INDEX listings_approved_price_asc_idx ON listings (price, created_at DESC, id DESC) WHERE status = 'approved';
CREATE INDEX listings_approved_price_desc_idx ON listings (price DESC, created_at DESC, id DESC) WHERE status = 'approved';

-- Type and price together ('villa from 60 000 to 75 000 FCFA'): the matches of one
-- category in price order, without reading the other categories' rows in that price range.
CREATE INDEX listings_approved_type_price_idx ON listings (is_vehicle, category_key, price) WHERE status = 'approved';
