#!/usr/bin/env bash
# Makes a fresh Debian machine of the CI kind ready for `npm test`: node_modules matching the
# lockfile, and a Chromium for the end-to-end tests (playwright's own download is not reachable
# here, so the tests drive Debian's /usr/bin/chromium). Safe to run again: it does nothing when
# both are in place.
set -euo pipefail
cd "$(dirname "$0")/.."

# node_modules is current when it was installed from this very lockfile: a stamp of the lockfile's
# hash, written after each install. Without a stamp (installed by hand), npm's own hidden lockfile
# being newer than package-lock.json counts as current.
lock_hash="$(sha256sum package-lock.json | cut -d' ' -f1)"
stamp=node_modules/.setup-machine-lock-sha256
current=no
if [ -f "$stamp" ]; then
  [ "$(cat "$stamp")" = "$lock_hash" ] && current=yes
elif [ -f node_modules/.package-lock.json ] && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  current=yes
fi
if [ "$current" = no ]; then
  echo "setup-machine: installing npm dependencies (npm ci)..."
  npm ci --no-audit --no-fund --loglevel=error
fi
echo "$lock_hash" >"$stamp"

if [ ! -x /usr/bin/chromium ]; then
  echo "setup-machine: installing Debian's chromium for the end-to-end tests..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

echo "setup-machine: ready ($(node --version), $(/usr/bin/chromium --version 2>/dev/null | head -1))"
