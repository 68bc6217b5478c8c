// Checks of a playable (a zip or a single HTML page) from the command line, for a build pipeline:
//   npm run playable:check -- <file.zip|file.html> [--live [--chromium <path>] [--seed <n>]] [--network <id,...>]
//     [--json | --format text|json|junit] [--out <file>]
// Without --live: the static checks, fast; what only a live run decides is reported as not checked. With
// --live the playable is also played in headless Chromium with the review page's shim, on a phone's screen,
// by the explorer (lib/playable/live-run.ts, lib/playable/explorer.ts; --seed picks its path), and the same
// result items are reported, with the gestures played.
// Without --network the compliance matrix of every network is printed and the exit code follows the checks;
// with --network it follows those networks' rules: 1 when the build misses one of them. --format junit writes
// the matrix as JUnit XML (a testsuite per network, a failure per miss) to --out or standard output.
// Exit code: 0 nothing failed, 1 a check failed (or a named network's rule was missed), 2 the file is
// refused or the arguments are wrong, 3 no browser (none at the path, or it could not play the page).
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH } from '../lib/chromium';
import { checkUpload, closeCheckPool, indexUpload } from '../lib/playable/check-pool';
import { ruleText } from '../lib/playable/checks/rules';
import { parseColumns } from '../lib/playable/compliance/columns-arg';
import { complianceJunit } from '../lib/playable/compliance/junit';
import { missingColumns } from '../lib/playable/compliance/matrix';
import { COLUMNS } from '../lib/playable/compliance/rules';
import { formatBytes } from '../lib/playable/compliance/format';
import type { ColumnId, Compliance } from '../lib/playable/compliance/types';
import { type Explored, pathLines } from '../lib/playable/explorer';
import { MAX_UPLOAD_BYTES } from '../lib/playable/limits';
import type { ShimEvent } from '../lib/playable/protocol';
import {
  CHECK_MESSAGES,
  CHECK_NAMES,
  type CheckName,
  type CheckResult,
  failedChecks,
  type PlayableReport,
} from '../lib/playable/report';
import type { UnzipFailure } from '../lib/playable/unzip';
import { newUploadId } from '../lib/review/storage';

const EXIT_PASSED = 0;
const EXIT_FAILED = 1;
const EXIT_REFUSED = 2;
const EXIT_NO_BROWSER = 3;

const USAGE =
  'usage: playable-check <file.zip|file.html> [--live [--chromium <path>] [--seed <n>]] [--network <id,...>] [--json | --format text|json|junit] [--out <file>]';

const UPLOAD_ERRORS: Record<UnzipFailure['error'], string> = {
  size: 'file size must be under 5MB',
  type: 'please upload a zipped file or an HTML file',
  names: 'cannot tell which HTML page to open',
  archive: 'the archive is damaged or unsafe',
  html: 'no HTML page to open',
};

type Format = 'text' | 'json' | 'junit';

interface Options {
  file: string;
  format: Format;
  live: boolean;
  chromium: string;
  /** The live run's explorer seed (lib/playable/explorer.ts), or its default. */
  seed: number | undefined;
  /** The networks whose rules decide the exit code, or null for the checks'. */
  networks: ColumnId[] | null;
  out: string | null;
}

/** The options, or the reason the arguments are wrong. */
function parseOptions(argv: string[]): Options | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean', default: false },
        live: { type: 'boolean', default: false },
        chromium: { type: 'string' },
        seed: { type: 'string' },
        network: { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
      },
    });
  } catch (error) {
    return { error: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return { error: 'name one file' };
  if (values.chromium !== undefined && !values.live) return { error: '--chromium goes with --live' };
  if (values.chromium === '') return { error: '--chromium needs a path' };
  if (values.seed !== undefined && !values.live) return { error: '--seed goes with --live' };
  if (values.seed !== undefined && !/^\d{1,9}$/.test(values.seed))
    return { error: '--seed is a whole number' };
  const format = values.format ?? (values.json ? 'json' : 'text');
  if (format !== 'text' && format !== 'json' && format !== 'junit') {
    return { error: `--format is text, json or junit, not "${format}"` };
  }
  if (values.json && values.format && values.format !== 'json')
    return { error: '--json and --format disagree' };
  let networks: ColumnId[] | null = null;
  if (values.network !== undefined) {
    const parsed = parseColumns(values.network);
    if (!parsed.ok) {
      return {
        error: `unknown network ${parsed.unknown.join(', ')}; known: ${COLUMNS.map((c) => c.id).join(', ')}`,
      };
    }
    networks = parsed.columns;
  }
  if (values.out === '') return { error: '--out needs a file' };
  return {
    file: positionals[0],
    format,
    live: values.live ?? false,
    chromium: values.chromium ?? CHROMIUM_PATH,
    seed: values.seed === undefined ? undefined : Number(values.seed),
    networks,
    out: values.out ?? null,
  };
}

function describeStatus(result: CheckResult, live: boolean): string {
  if (result.status === 'failed') return 'FAILED';
  if (result.status === 'warning') return 'WARNING';
  if (result.status === 'checking') return live ? 'undetected' : 'not checked';
  return result.status.replace('_', ' ');
}

function noteOf(result: CheckResult, live: boolean): string {
  if (result.via) return `via ${result.via}`;
  if (result.status === 'checking' && !live) return 'decided by the live run (--live)';
  if (result.message && result.status !== 'success') return CHECK_MESSAGES[result.message] ?? '';
  return '';
}

function reportText(report: PlayableReport, files: number, live: boolean, played?: Explored): string {
  const heading = `${report.name}: ${report.entry} (${report.shape}) and ${files - 1} other file(s)`;
  const lines = [live ? `${heading}, played in headless Chromium` : heading, ''];
  for (const name of CHECK_NAMES) {
    const result = report.checks[name];
    const status = describeStatus(result, live).padEnd(14);
    lines.push(`  ${name.padEnd(12)} ${status} ${noteOf(result, live)}`.trimEnd());
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
  if (live) {
    lines.push('', `  APIs used: ${report.apis.join(', ') || 'none seen'}`);
    lines.push(`  Steps before the first store call: ${report.steps ?? 'no store call seen'}`);
    if (played) lines.push(...pathLines(played.seed, played.path));
  } else {
    lines.push('', `  APIs in the code: ${report.apis.length > 0 ? report.apis.join(', ') : 'none found'}`);
  }
  lines.push('', ...matrixLines(report.compliance, live));
  if (report.savings.length > 0) {
    lines.push('', '  Largest savings without re-encoding:');
    for (const saving of report.savings) lines.push(`    -${formatBytes(saving.bytes)}  ${saving.detail}`);
  }
  const failed = failedChecks(report);
  const subject = live ? 'check' : 'static check';
  lines.push('', failed.length === 0 ? `No ${subject} failed.` : `Failed: ${failed.join(', ')}.`);
  return lines.join('\n');
}

/** The compliance matrix in words: a network per line, then its misses with their fixes. */
function matrixLines(compliance: Compliance, live: boolean): string[] {
  const lines = ['  Networks:'];
  for (const column of COLUMNS) {
    const result = compliance[column.id];
    if (!result) continue;
    const pending =
      result.pending.length > 0
        ? `, ${result.pending.length} rule(s) settled by ${live ? 'the live run' : '--live'}`
        : '';
    const state =
      result.misses.length === 0
        ? result.ready
          ? 'ready'
          : `no miss${pending}`
        : `${result.misses.length} miss(es)${pending}`;
    lines.push(`    ${column.id.padEnd(11)} ${state}`);
    for (const miss of result.misses) {
      const where = miss.evidence
        ? `${miss.evidence.file}${miss.evidence.line ? `:${miss.evidence.line}` : ''}  `
        : '';
      lines.push(`      ${miss.rule}: ${where}${miss.detail}`, `        fix: ${miss.fix}`);
    }
    for (const miss of result.warnings)
      lines.push(`      ${miss.rule} (warning): ${miss.detail}`, `        fix: ${miss.fix}`);
  }
  return lines;
}

/**
 * What --json prints: the report without its links (addresses on a site, meaningless here), whether it was
 * played, and the timeline of the live run or the checks only a live run decides.
 */
function jsonOutput(report: PlayableReport, live: boolean, timeline: ShimEvent[], played?: Explored) {
  const { links: _links, facts: _facts, ...rest } = report;
  if (live) return { ...rest, live, timeline, explorer: played };
  const notChecked = CHECK_NAMES.filter((name: CheckName) => report.checks[name].status === 'checking');
  return { ...rest, live, notChecked };
}

async function main(argv: string[]): Promise<number> {
  const options = parseOptions(argv);
  if ('error' in options) {
    console.error(`${options.error}\n${USAGE}`);
    return EXIT_REFUSED;
  }
  const { file, format, live } = options;
  const json = format === 'json';
  const refuse = (failure: Pick<UnzipFailure, 'error' | 'detail'> & { reason?: string }) => {
    if (json) console.log(JSON.stringify(failure, null, 2));
    else console.error(`${file}: ${UPLOAD_ERRORS[failure.error] ?? failure.error} (${failure.detail})`);
    return EXIT_REFUSED;
  };

  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    return EXIT_REFUSED;
  }
  // Refuse a large file before reading it into memory.
  if (size > MAX_UPLOAD_BYTES) {
    return refuse({
      error: 'size',
      reason: 'too-large',
      detail: `${size} bytes; the limit is ${MAX_UPLOAD_BYTES}`,
    });
  }
  const archive = await readFile(file);
  // The same pool as the server: unzipping and the static checks run in a worker thread.
  const indexed = await indexUpload(archive, path.basename(file));
  if (!indexed.ok) return refuse(indexed);
  const id = newUploadId();
  const checked = await checkUpload(archive, indexed, id);
  if (!checked.ok) return refuse(checked);

  let report = checked.report;
  let timeline: ShimEvent[] = [];
  let played: Explored | undefined;
  if (live) {
    const { NoBrowserError, runLive } = await import('../lib/playable/live-run');
    try {
      const result = await runLive(
        { id, archive, index: indexed.index, htmlPath: indexed.htmlPath },
        report,
        { chromiumPath: options.chromium, seed: options.seed },
      );
      ({ report, timeline } = result);
      played = { seed: result.seed, path: result.path };
    } catch (error) {
      if (!(error instanceof NoBrowserError)) throw error;
      console.error(
        `${file}: cannot play it: ${error.message} (install Debian's chromium or pass --chromium <path>)`,
      );
      return EXIT_NO_BROWSER;
    }
  }
  if (options.networks) {
    const only = options.networks;
    report = { ...report, compliance: Object.fromEntries(only.map((id) => [id, report.compliance[id]])) };
  }
  let output: string;
  if (format === 'junit') output = complianceJunit(report.name, report.compliance);
  else if (json) output = `${JSON.stringify(jsonOutput(report, live, timeline, played), null, 2)}\n`;
  else output = `${reportText(report, Object.keys(indexed.index).length, live, played)}\n`;
  if (options.out) await writeFile(options.out, output);
  else process.stdout.write(output);
  if (options.networks) return missingColumns(report.compliance).length === 0 ? EXIT_PASSED : EXIT_FAILED;
  return failedChecks(report).length === 0 ? EXIT_PASSED : EXIT_FAILED;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} finally {
  await closeCheckPool();
}
