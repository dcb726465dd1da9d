-- Sessions hardened (server/accounts/session-token-hash.server.ts, docs/SECURITY.md).

-- Session tokens are stored as their SHA-256 (hex): a copy of the database holds no token a
-- browser could present. The sessions open before this migration keep working: their
-- cookie carries the token, whose hash is now what the row holds.
UPDATE sessions SET token = encode(sha256(convert_to(token, 'UTF8')), 'hex');
