#!/usr/bin/env bash
# The journeys and Lighthouse use Debian's Chromium (never a browser download).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "[chromium] absent: installation du paquet Debian…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
command -v chromium >/dev/null
