-- A second factor for administrators: TOTP (better-auth's twoFactor plugin,
-- server/accounts/two-factor.server.ts, docs/SECURITY.md "Accounts against an attacker").

-- Set once the account confirmed its authenticator with a first code: from then on,
-- signing in asks for a code before any session exists.
ALTER TABLE users ADD COLUMN IF NOT EXISTS two_factor_enabled boolean NOT NULL DEFAULT false;

-- One authenticator per account. `secret` and `backup_codes` are encrypted with the
-- application's secret by better-auth; `verified` is false between "enable" and the first
-- code; the failure counter and the lock are the plugin's limit on wrong codes.
CREATE TABLE IF NOT EXISTS two_factors (
  id text PRIMARY KEY,
  user_id text NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  backup_codes text NOT NULL,
  verified boolean NOT NULL DEFAULT true,
  failed_verification_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- When this session passed the second factor (a code typed at sign-in, at enrolment, or
-- to confirm an older session). Only such a session counts as an administrator's.
-- Sessions open before this migration have none.
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS two_factor_verified_at timestamptz;
