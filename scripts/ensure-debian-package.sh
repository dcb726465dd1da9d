#!/usr/bin/env bash
# Installs a Debian package when the command it brings is missing (CI machines and new
# sessions start without it). Never downloads anything else.
#   scripts/ensure-debian-package.sh <command> <package> [more packages]
set -euo pipefail
command_name="$1"
shift
if command -v "$command_name" >/dev/null 2>&1; then exit 0; fi
# Two fault tests may ask at once (vitest.faults.config.ts runs two files at a time): one
# installation at a time, the second sees the command once the first is done.
exec 9>"${TMPDIR:-/tmp}/benin-voyages-apt.lock"
flock 9
if command -v "$command_name" >/dev/null 2>&1; then exit 0; fi
echo "[$command_name] absent: installation du paquet Debian ($*)…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
command -v "$command_name" >/dev/null
