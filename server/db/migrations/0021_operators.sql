-- Administrators in charge (issue 16, docs/decisions/025-operators-in-charge.md):
-- - a listing an administrator took off the public site is 'unpublished' (with its reason)
--   until an administrator republishes it;
-- - a suspended account cannot sign in, and its listings are hidden while it stays
--   suspended (owner_suspended, set and cleared with the suspension, so the public reads
--   keep their one-column conditions and their partial indexes);
-- - every administrator's action is written, once and for ever, to admin_actions.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
ALTER TABLE users ADD COLUMN suspension_reason text;
ALTER TABLE users ADD CONSTRAINT users_suspension_reason_check
  CHECK ((suspended_at IS NULL) = (suspension_reason IS NULL));

ALTER TABLE listings DROP CONSTRAINT listings_status_check;
ALTER TABLE listings ADD CONSTRAINT listings_status_check
  CHECK (status IN ('pending', 'approved', 'rejected', 'unpublished'));
ALTER TABLE listings ADD COLUMN unpublish_reason text;
ALTER TABLE listings ADD COLUMN owner_suspended boolean NOT NULL DEFAULT false;

CREATE TABLE admin_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Kept as written (no foreign key): the record outlives the accounts it names.
  admin_id text NOT NULL,
  action text NOT NULL CHECK (action IN (
    'unpublish_listing', 'republish_listing', 'suspend_account', 'reinstate_account',
    'grant_role', 'remove_role', 'cancel_booking')),
  target_kind text NOT NULL CHECK (target_kind IN ('listing', 'account', 'booking')),
  target_id text NOT NULL,
  -- The role granted or removed; null for the other actions.
  detail text,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL
);
CREATE INDEX admin_actions_target_idx ON admin_actions (target_kind, target_id, created_at DESC);

CREATE FUNCTION admin_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin actions are never changed: record a new one';
END;
$$;
CREATE TRIGGER admin_actions_append_only BEFORE UPDATE OR DELETE ON admin_actions
  FOR EACH ROW EXECUTE FUNCTION admin_actions_append_only();
