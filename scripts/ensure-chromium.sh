#!/usr/bin/env bash
# The journeys and Lighthouse use Debian's Chromium (never a browser download).
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" chromium chromium fonts-dejavu-core
