#!/usr/bin/env bash
# Runs a command with the machine's clock moved to 23:30 in Porto-Novo on the last day of a
# month at least 200 days ahead, and the time zone set far from Benin (Pacific/Kiritimati,
# UTC+14: there it is already the next day, often the next month). A test that reads the
# machine's date instead of the project's clock (common/clock.ts), or that writes today as
# a fixed string, fails here. Debian's libfaketime moves the clock of this process and its
# children (PGlite, in the process, moves with it; a PostgreSQL server's clock does not).
#   scripts/with-moved-clock.sh npx vitest run
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v faketime >/dev/null 2>&1 && ! command -v apt-get >/dev/null 2>&1; then
  # A laptop without Debian's packages: the zone still moves, the date does not (CI moves both).
  echo "[clock] faketime absent (pas d'apt-get ici) : seul le fuseau est déplacé."
  TZ=Pacific/Kiritimati exec "$@"
fi
bash scripts/ensure-debian-package.sh faketime faketime

# The target instant and the offset to it from now, in whole seconds.
read -r target offset < <(node -e '
  const now = Date.now();
  const ahead = new Date(now + 200 * 86_400_000);
  // Last day of that month, 23:30 in Benin (UTC+1) = 22:30 UTC.
  const target = Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth() + 1, 0, 22, 30);
  console.log(new Date(target).toISOString(), Math.round((target - now) / 1000));
')
echo "[clock] ${target} (23:30 à Porto-Novo), TZ=Pacific/Kiritimati: $*"
# -m: Node runs threads; monotonic clocks (timers, performance.now) are left alone.
export TZ=Pacific/Kiritimati
exec faketime -m --exclude-monotonic -f "+${offset}" "$@"
