-- Sessions hardened (server/accounts/session-token-hash.server.ts, docs/SECURITY.md).

-- Session tokens are stored as their SHA-256 (hex): a copy of the database holds no token a
-- browser could present. The sessions open before this migration keep working: their
-- cookie carries the token, whose hash is now what the row holds.
UPDATE sessions SET token = encode(sha256(convert_to(token, 'UTF8')), 'hex');

-- An absolute lifetime: a session ends 30 days after its sign-in, however often it is used
-- (better-auth's sliding expiry alone would keep a stolen cookie alive for ever). The cap
-- is held here, on every write, whoever writes: a renewal never goes past it.
CREATE OR REPLACE FUNCTION sessions_cap_lifetime() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.expires_at := LEAST(NEW.expires_at, NEW.created_at + interval '30 days');
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS sessions_cap_lifetime ON sessions;
CREATE TRIGGER sessions_cap_lifetime
BEFORE INSERT OR UPDATE ON sessions
FOR EACH ROW EXECUTE FUNCTION sessions_cap_lifetime();

-- The sessions already open get the same cap (the trigger applies it to this update).
UPDATE sessions SET expires_at = expires_at;

-- When the password was last typed in this session (at sign-in, or to confirm it before a
-- sensitive change: server/accounts/recent-password.server.ts). Sessions open before this
-- migration have none: they are asked for the password before such a change.
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS password_confirmed_at timestamptz;
