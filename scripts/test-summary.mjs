// Prints one closing line for the whole suite ("N passed, N failed"), summed over the runners' JSON reports.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['.tmp/vitest.json', '.tmp/vitest-postgres.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (existsSync('.tmp/playwright.json')) {
  const { stats } = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8'));
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
console.log(`\nSummary: ${passed} passed, ${failed} failed, ${skipped} skipped`);
