#!/usr/bin/env bash
# Installs what the test suite needs from Debian's packages when it is missing: Chromium and its headless
# shell for the browser tests (Playwright's own download does not work here; playwright.config.ts says which
# test file runs in which), PostgreSQL for the tests of the PostgreSQL path, and
# fonts-noto-cjk, the Japanese, Korean and Chinese faces the typography tests expect Chromium to draw with
# (tests/e2e/typography.spec.ts). `--bench` is for npm run bench:pages: Chromium and the CJK font, without
# which the Chinese pages are measured laying out glyphs no visitor's device lacks.
set -euo pipefail

need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
[ -n "$(fc-list ':family=Noto Sans CJK JP' 2>/dev/null)" ] || need+=(fonts-noto-cjk)
if [ "${1:-}" != --bench ]; then
  [ -x "${CHROMIUM_HEADLESS_SHELL:-/usr/bin/chromium-headless-shell}" ] || need+=(chromium-headless-shell)
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
fi
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing ${need[*]} from Debian's packages…"
export DEBIAN_FRONTEND=noninteractive
# Another apt run (a parallel job) may hold the lock for a while: wait for it rather than fail.
for attempt in 1 2 3 4 5 6; do
  if apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null; then exit 0; fi
  echo "apt-get failed (attempt $attempt); retrying in 10 s" >&2
  sleep 10
done
exit 1
