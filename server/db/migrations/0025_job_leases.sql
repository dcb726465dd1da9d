-- Periodic jobs that run once across the processes (issue 22, docs/decisions/033):
-- rate-limit pruning, expired sessions, orphan pictures. The process that takes a job's
-- lease runs it; the lease lasts the job's interval (server/jobs/job-lease.server.ts).
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  held_by text NOT NULL,
  held_until timestamptz NOT NULL
);
