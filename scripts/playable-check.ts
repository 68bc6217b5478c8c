// Static checks of a playable (a zip or a single HTML page) from the command line, for a build pipeline:
//   npx tsx scripts/playable-check.ts <file.zip|file.html> [--json]
// Exit code: 0 when no static check failed, 1 when one did, 2 when the upload is refused (or bad usage).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '../lib/playable/limits';
import {
  buildStaticReport,
  CHECK_MESSAGES,
  type CheckResult,
  failedChecks,
  LIFECYCLE_CHECKS,
  MIXED_CHECKS,
  type PlayableReport,
  STATIC_CHECKS,
} from '../lib/playable/report';
import { ruleText } from '../lib/playable/checks/rules';
import { readPlayableZip, type UnzipFailure } from '../lib/playable/unzip';

const EXIT_PASSED = 0;
const EXIT_FAILED = 1;
const EXIT_UNREADABLE = 2;

const UPLOAD_ERRORS: Record<UnzipFailure['error'], string> = {
  size: 'file size must be under 5MB',
  type: 'please upload a zipped file or an HTML file',
  names: 'cannot tell which HTML page to open',
  archive: 'the archive is damaged or unsafe',
  html: 'no HTML page to open',
};

function describeStatus(result: CheckResult): string {
  if (result.status === 'failed') return 'FAILED';
  if (result.status === 'warning') return 'WARNING';
  if (result.status === 'checking') return 'pending';
  return result.status;
}

function printReport(report: PlayableReport, files: number): void {
  const lines = [`${report.name}: ${report.entry} (${report.shape}) and ${files - 1} other file(s)`, ''];
  for (const name of [...STATIC_CHECKS, ...MIXED_CHECKS]) {
    const result = report.checks[name];
    const note =
      (result.status === 'failed' || result.status === 'warning') && result.message
        ? CHECK_MESSAGES[result.message]
        : result.status === 'checking'
          ? 'no static problem; runtime behaviour is checked in the live test'
          : '';
    lines.push(`  ${name.padEnd(12)} ${describeStatus(result).padEnd(8)} ${note}`.trimEnd());
    let rule: string | undefined;
    for (const item of result.evidence ?? []) {
      // Each group of evidence under the rule item it breaks, in the words of the guide.
      if (item.rule && item.rule !== rule) {
        rule = item.rule;
        lines.push(`    ${item.warning ? 'warns' : 'fails'}: ${ruleText(name, item.rule) ?? item.rule}`);
      }
      const where = item.file
        ? `${item.file}${item.line ? `:${item.line}${item.col ? `:${item.col}` : ''}` : ''}  `
        : '';
      lines.push(`      ${where}${item.detail}`);
    }
  }
  lines.push('', `  APIs in the code: ${report.apis.length > 0 ? report.apis.join(', ') : 'none found'}`);
  lines.push('', `  ${LIFECYCLE_CHECKS.join(', ')}: checked in the live test on the review page`, '');
  const failed = failedChecks(report);
  lines.push(failed.length === 0 ? 'No static check failed.' : `Failed: ${failed.join(', ')}.`);
  console.log(lines.join('\n'));
}

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const operands = argv.filter((arg) => arg !== '--json');
  if (operands.length !== 1 || operands[0].startsWith('-')) {
    console.error('usage: playable-check <file.zip|file.html> [--json]');
    return EXIT_UNREADABLE;
  }
  const file = operands[0];
  const unreadable = (failure: Pick<UnzipFailure, 'error' | 'detail'> & { reason?: string }) => {
    if (json) console.log(JSON.stringify(failure, null, 2));
    else console.error(`${file}: ${UPLOAD_ERRORS[failure.error] ?? failure.error} (${failure.detail})`);
    return EXIT_UNREADABLE;
  };

  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    return EXIT_UNREADABLE;
  }
  // Refuse a large file before reading it into memory.
  if (size > MAX_UPLOAD_BYTES) {
    return unreadable({
      error: 'size',
      reason: 'too-large',
      detail: `${size} bytes; the limit is ${MAX_UPLOAD_BYTES}`,
    });
  }
  const result = await readPlayableZip(await readFile(file), path.basename(file));
  if (!result.ok) return unreadable(result);

  const report = buildStaticReport('local', result);
  if (json) console.log(JSON.stringify(report, null, 2));
  else printReport(report, result.files.size);
  return failedChecks(report).length === 0 ? EXIT_PASSED : EXIT_FAILED;
}

process.exitCode = await main(process.argv.slice(2));
