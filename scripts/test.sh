#!/usr/bin/env bash
# Every test: unit and integration (PGlite, or PostgreSQL when TEST_DATABASE_URL is set),
# then the end-to-end journeys in headless Chromium, then the fault tests (tests/faults).
# On the embedded database the unit and integration pass runs with the machine's clock
# moved months ahead and its zone far from Benin (scripts/with-moved-clock.sh): no test
# may depend on the day, the hour or the zone it runs at. A PostgreSQL server keeps its
# own clock, so that pass (.ci/run's second one) runs on the real clock.
set -euo pipefail
cd "$(dirname "$0")/.."
# The security suites (tests/security) run the production bundle inside the test process.
npm run build >/dev/null
# Each part says how long it took (CI's time is a budget: docs/ARCHITECTURE.md, Tests).
part() { echo "== $1: ${SECONDS} s"; SECONDS=0; }
SECONDS=0
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  bash scripts/with-moved-clock.sh npx vitest run
else
  npx vitest run
fi
part "unit and integration"
bash scripts/test-e2e.sh --no-build
part "journeys"
bash scripts/test-faults.sh --no-build
part "fault tests"
