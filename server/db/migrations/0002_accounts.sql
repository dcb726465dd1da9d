-- Accounts: every user gets a profile and the default role in the same statement that
-- creates them (better-auth's INSERT INTO users), so a user without a profile cannot exist,
-- whatever process or tool creates the user.

CREATE OR REPLACE FUNCTION users_create_profile_and_role() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- ON CONFLICT: a caller that inserts the profile or roles itself (the seed factories)
  -- keeps working; the trigger only fills what is missing.
  INSERT INTO profiles (id, full_name) VALUES (NEW.id, NEW.name) ON CONFLICT (id) DO NOTHING;
  INSERT INTO user_roles (user_id, role) VALUES (NEW.id, 'user') ON CONFLICT (user_id, role) DO NOTHING;
  RETURN NEW;
END
$$;

CREATE TRIGGER users_create_profile_and_role
AFTER INSERT ON users
FOR EACH ROW EXECUTE FUNCTION users_create_profile_and_role();

-- Secrets the server generates once and every process shares (they all use this
-- database). 'auth' signs the session cookies; BETTER_AUTH_SECRET overrides it.
-- Two v4 UUIDs come from the strong random source: 244 random bits.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO app_secrets (name, value)
VALUES ('auth', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
ON CONFLICT (name) DO NOTHING;

-- Sign-in limits read rate_limits by key and prune by age.
CREATE INDEX rate_limits_last_request_idx ON rate_limits (last_request);
