#!/usr/bin/env bash
# Every test: unit and integration (PGlite, or PostgreSQL when TEST_DATABASE_URL is set),
# then the end-to-end journeys in headless Chromium, then the fault tests (tests/faults).
set -euo pipefail
cd "$(dirname "$0")/.."
# The security suites (tests/security) run the production bundle inside the test process.
npm run build >/dev/null
npx vitest run
bash scripts/test-e2e.sh --no-build
bash scripts/test-faults.sh --no-build
