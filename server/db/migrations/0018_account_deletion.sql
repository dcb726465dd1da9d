-- Accounts people run themselves (issue 15, docs/decisions/022-account-deletion.md):
-- a deleted account keeps its users row (bookings, payments, payouts and listings still
-- name it for the 7 years the privacy policy states) with its personal data erased and
-- the moment it was deleted; nobody signs in to it again (no password, no session, an
-- e-mail address that cannot receive mail).
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
