#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npx react-router build >/dev/null
npx vitest run --config vitest.e2e.config.ts
