#!/usr/bin/env bash
# Fault tests (tests/faults): kill -9 during a load, PostgreSQL restarted under the app,
# PGlite killed during writes, two processes on one database, backup and restore,
# point-in-time recovery (pgBackRest and rclone: Debian packages installed if missing). They
# run the build (npm run build) and need PostgreSQL (TEST_DATABASE_URL, default the
# machine's postgres://postgres@127.0.0.1:5432/test) and its binaries for a private cluster.
# HAProxy and PgBouncer (fleet-behind-balancer.test.ts) are Debian packages the test
# installs when missing, through scripts/ensure-debian-package.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" != "--no-build" ]; then npm run build >/dev/null; fi
npx vitest run --config vitest.faults.config.ts
