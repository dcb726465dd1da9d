-- Runs as a fleet (issue 21, docs/decisions/031-runs-as-a-fleet.md).

-- 'Payer' once, whichever process takes the click: a payment start claims its booking
-- here before asking FedaPay for a transaction. A second click (on this process or
-- another) waits for the claim to end and then finds the checkout the first one recorded.
-- The lease is the database's clock: a process that dies mid-start holds it no longer.
CREATE TABLE payment_starts (
  booking_id uuid PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  claimed_by text NOT NULL,
  lease_until timestamptz NOT NULL
);

-- E-mail claims name their worker (the process, server/worker-id.server.ts), not the
-- database session: behind PgBouncer in transaction mode the session changes between two
-- statements of one worker. claimed_by_pid/claimed_by_start now record the worker's
-- presence connection (a dedicated one, client.server.ts): on a direct connection a killed
-- process's claims are still taken back at once.
ALTER TABLE email_outbox ADD COLUMN claimed_by text;
