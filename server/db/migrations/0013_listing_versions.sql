-- Moderation bound to what the administrator saw (docs/SECURITY.md, "Moderation").
--
-- Every change a host makes to what a listing shows bumps its version; an administrator's
-- decision carries the version the dashboard showed, and the guarded UPDATE that applies
-- it matches that version: a listing edited after the administrator opened it is not
-- decided on unseen text.
ALTER TABLE listings ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
