#!/usr/bin/env bash
# The whole test suite, as the README's test line and CI run it: lint, types, unit and integration tests
# (embedded PGlite and a throwaway PostgreSQL), the production build, then the browser tests against it.
#
# Every phase's start and duration is printed at the end (or at the first failure). TEST_OVERLAP=1 overlaps
# the phases: vitest (its files mostly wait on Chromium, child processes, timers, PostgreSQL) in the background
# from the start while the build, lint and type check take turns in the foreground, and the browser tests in the
# background as soon as the build is done; each background phase writes to .tmp/phases/<name>.log, printed whole
# when it ends. Not the default: on a shared 2-core machine the live-run files that play a dozen Chromiums at
# once (tests/unit/playable/live-apis.test.ts, live-run.test.ts) then missed CTAs within the explorer's budget.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p .tmp/phases
rm -f .tmp/vitest*.json .tmp/playwright.json .tmp/phases/*

SUITE_START=$(date +%s)
TIMES=()
BACKGROUND=()

# One line per finished phase: its name, when it started (seconds into the suite) and how long it took.
record() {
  local name=$1 start=$2 status=$3 end=${4:-$(date +%s)}
  TIMES+=("$(printf '%-48s +%4ss %5ss%s' "$name" $((start - SUITE_START)) $((end - start)) \
    "$([ "$status" -eq 0 ] || echo '  FAILED')")")
}

print_times() {
  printf '\n=== phase durations (start, duration; %ss in all)\n' $(($(date +%s) - SUITE_START))
  printf '%s\n' "${TIMES[@]}"
}

fail() {
  echo "FAILED: $*" >&2
  # Background phases still running are stopped (each runs in its own process group).
  for pid in "${BACKGROUND[@]}"; do kill -- -"$pid" 2>/dev/null; done
  print_times
  node scripts/test-summary.mjs || true
  exit 1
}

# Runs a phase in the foreground.
phase() {
  local name=$1 start status
  shift
  printf '\n=== %s\n' "$name"
  start=$(date +%s)
  "$@"
  status=$?
  record "$name" "$start" "$status"
  return "$status"
}

# Starts a phase in the background, in its own process group, writing to .tmp/phases/<name>.log; `finish <name>`
# waits for it, prints its log and records it.
background() {
  local name=$1
  shift
  printf '\n=== %s (started in the background: .tmp/phases/%s.log)\n' "$name" "$name"
  date +%s >".tmp/phases/$name.start"
  setsid bash -c '"$@"; echo $? >"$0.status"; date +%s >"$0.end"' ".tmp/phases/$name" "$@" \
    >".tmp/phases/$name.log" 2>&1 &
  echo $! >".tmp/phases/$name.pid"
  BACKGROUND+=("$!")
}

# With TEST_OVERLAP=1, a phase started in the background; otherwise run in the foreground, one after another.
start() {
  local name=$1
  if [ -z "${TEST_OVERLAP:-}" ]; then
    phase "$@"
    echo $? >".tmp/phases/$name.status"
    return 0
  fi
  background "$@"
}

finish() {
  local name=$1 status
  [ -f ".tmp/phases/$name.pid" ] || return "$(cat ".tmp/phases/$name.status")"
  wait "$(cat ".tmp/phases/$name.pid")"
  status=$(cat ".tmp/phases/$name.status" 2>/dev/null || echo 1)
  printf '\n=== %s (finished)\n' "$name"
  cat ".tmp/phases/$name.log"
  record "$name" "$(cat ".tmp/phases/$name.start")" "$status" "$(cat ".tmp/phases/$name.end" 2>/dev/null)"
  return "$status"
}

lint() { npm run -s lint && npm run -s format:check; }
vitest_embedded() {
  npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
}
# On PostgreSQL, the files whose database is the run's (DRIVERS in tests/integration/backend/support/variants.ts,
# the outbox's POSTGRES_URL variant): the rest test PGlite or no database, and ran in the first vitest phase.
vitest_postgres() {
  local files
  mapfile -t files < <(grep -rlE '\bDRIVERS\b|POSTGRES_URL' tests/integration tests/unit --include='*.test.ts')
  bash scripts/with-postgres.sh npx vitest run "${files[@]}" --reporter=default \
    --reporter=json --outputFile.json=.tmp/vitest-postgres.json
}
# Pages are static: the e2e tests' analytics id (consent.spec.ts, requests intercepted) and record-filing
# number (chrome-hosts.spec.ts) are baked in at build time, as tests/e2e/support/server-env.ts says.
build() { NEXT_PUBLIC_GA_ID=G-TEST123 ICP_RECORD='沪ICP备12345678号-1' npm run -s build; }
# `npm run typecheck` (next typegen && tsc --noEmit) on the incremental state `next build` keeps in
# .next/cache/.tsbuildinfo: the build type-checks the same program (test files included, their errors left out
# of its report), so whichever runs second only checks what differs (41 s of CPU for the whole program, 12 s
# after a build).
typecheck() { npx next typegen && npx tsc --noEmit --tsBuildInfoFile .next/cache/.tsbuildinfo; }
browser_tests() { PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json; }

# Background phases run in a bash of their own (setsid, for a process group to stop): it needs their functions.
export -f lint typecheck vitest_embedded browser_tests

phase 'system packages' bash scripts/ensure-system-deps.sh || fail 'system packages'
if [ -n "${TEST_OVERLAP:-}" ]; then
  start 'vitest' vitest_embedded
  phase 'production build' build || fail 'build'
  start 'browser tests' browser_tests
  phase 'lint' lint || fail 'lint'
  phase 'type check' typecheck || fail 'type check'
  finish 'vitest' || fail 'vitest'
  phase 'vitest on PostgreSQL' vitest_postgres || fail 'vitest on PostgreSQL'
  finish 'browser tests' || fail 'playwright'
else
  # Lint and the type check side by side (each keeps one core busy), before the build: the build's own type
  # check then reuses the incremental state.
  background 'lint' lint
  phase 'type check' typecheck || fail 'type check'
  finish 'lint' || fail 'lint'
  phase 'vitest' vitest_embedded || fail 'vitest'
  phase 'vitest on PostgreSQL' vitest_postgres || fail 'vitest on PostgreSQL'
  phase 'production build' build || fail 'build'
  phase 'browser tests' browser_tests || fail 'playwright'
fi
print_times
node scripts/test-summary.mjs
