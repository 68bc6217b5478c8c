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
step 'lint' && npm run -s lint && npm run -s format:check || fail 'lint'
step 'type check' && npm run -s typecheck || fail 'type check'
step 'unit and integration tests' &&
  npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || fail 'vitest'
if [ -f scripts/with-postgres.sh ]; then
  step 'integration and outbox tests on PostgreSQL' &&
    bash scripts/with-postgres.sh npx vitest run tests/integration tests/unit/outbox --reporter=default --reporter=json \
      --outputFile.json=.tmp/vitest-postgres.json || fail 'vitest on PostgreSQL'
fi
# Pages are static: the e2e tests' analytics id (consent.spec.ts, requests intercepted) and record-filing
# number (chrome-hosts.spec.ts) are baked in at build time, as tests/e2e/support/server-env.ts says.
step 'production build' && NEXT_PUBLIC_GA_ID=G-TEST123 ICP_RECORD='沪ICP备12345678号-1' npm run -s build || fail 'build'
step 'browser tests' &&
  PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json || fail 'playwright'
node scripts/test-summary.mjs
