#!/usr/bin/env bash
# The static checks of `npm test`: typecheck, lint, Prettier and codegen freshness. Each is one
# process on one core and a CI machine has two, so they run two at a time (on two free cores about
# half the time; where the cores are throttled, little less). Each one's output is printed whole,
# in order, and any failure fails the whole.
set -uo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
failed=0

pair() {
  npm run --silent "$1" >"$out/$1" 2>&1 &
  local first=$!
  npm run --silent "$2" >"$out/$2" 2>&1 &
  local second=$!
  local s1=0 s2=0
  wait "$first" || s1=$?
  wait "$second" || s2=$?
  report "$1" "$s1"
  report "$2" "$s2"
}

report() {
  echo "> $1"
  cat "$out/$1"
  if [ "$2" -ne 0 ]; then
    echo "checks: $1 failed (exit $2)"
    failed=1
  fi
}

pair typecheck lint
pair format:check codegen:check
exit "$failed"
