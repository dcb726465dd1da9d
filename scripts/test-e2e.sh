#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
if [ "${1:-}" != "--no-build" ]; then npm run build >/dev/null; fi
npx vitest run --config vitest.e2e.config.ts
