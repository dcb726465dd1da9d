// Who this process is, in the rows it claims (payment starts, the e-mail outbox): the
// machine, the port or process, and a random part, so that a restarted process on the
// same port is not taken for the one before it. Not the database session: behind a pooler
// in transaction mode (PgBouncer) consecutive statements may run on different sessions.
import { randomUUID } from "node:crypto";
import os from "node:os";

export const WORKER_ID = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 120);
