#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run build >/dev/null
npx vitest run --config vitest.e2e.config.ts
