#!/usr/bin/env bash
# The whole test suite, as the README's test line and CI run it: lint, types, unit and integration tests
# (embedded PGlite and a throwaway PostgreSQL), the production build, then the browser tests against it.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p .tmp
rm -f .tmp/vitest*.json .tmp/playwright.json

step() { printf '\n=== %s\n' "$*"; }
fail() { echo "FAILED: $*" >&2; node scripts/test-summary.mjs || true; exit 1; }

step 'system packages' && bash scripts/ensure-system-deps.sh || fail 'system packages'
step 'lint' && npm run -s lint || fail 'lint'
step 'type check' && npm run -s typecheck || fail 'type check'
step 'unit and integration tests' &&
  npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || fail 'vitest'
if [ -f scripts/with-postgres.sh ]; then
  step 'integration tests on PostgreSQL' &&
    bash scripts/with-postgres.sh npx vitest run tests/integration --reporter=default --reporter=json \
      --outputFile.json=.tmp/vitest-postgres.json || fail 'vitest on PostgreSQL'
fi
# The analytics e2e tests (consent.spec.ts) need a measurement id inlined at build time; they intercept its requests.
step 'production build' && NEXT_PUBLIC_GA_ID=G-TEST123 npm run -s build || fail 'build'
step 'browser tests' &&
  PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json || fail 'playwright'
node scripts/test-summary.mjs
