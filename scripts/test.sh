#!/usr/bin/env bash
# Every test: unit and integration (PGlite, or PostgreSQL when TEST_DATABASE_URL is set),
# then the end-to-end journeys in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
npx vitest run
bash scripts/test-e2e.sh
