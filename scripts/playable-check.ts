// Checks of playables (zips or single HTML pages) from the command line, for a build pipeline:
//   npx playable-check <file.zip|file.html>... [--live [--close] [--chromium <path>] [--seed <n>]] [--jobs <n>]
//     [--network <id,...>]
//     [--json | --format text|json|junit] [--out <file>]
// (or `npm run -s playable:check -- …`: without -s npm prints its own banner on standard output first, so
// `> out.json` would not hold JSON alone; the `playable-check` bin, scripts/playable-check.mjs, prints none).
// Without --live: the static checks, fast; what only a live run decides is reported as not checked. With
// --live each playable is also played in headless Chromium with the review page's shim, on a phone's screen,
// by the explorer (lib/playable/live-run.ts, lib/playable/explorer.ts; --seed picks its path), and the same
// result items are reported as the review page shows them for the same play, with the gestures played (the
// page closes the ad, running the ad's gameClose(), only when the tester presses "Close the ad": --close
// does that at the end, else game_close reads as on the page before a close); one Chromium plays the whole
// batch, a page per file (should it exit, the files it was playing are reported as not played and the next
// ones get a new one). --jobs checks that many files at once (default 1, at most 8).
// Output, per file in argument order: --json prints one JSON object per line (NDJSON), each with its `file`
// as named and `ms`, the time it took; the text report of several files has a `==> file <==` heading per
// file; --format junit writes one JUnit XML document (lib/playable/compliance/junit.ts: a testsuite per
// network, a testcase per rule, a failure per miss; of several files, each suite is named after its file too
// and each testcase's classname is `<file>.<network>`, which Jenkins shows as package and class). A file that
// cannot be checked (refused, unreadable, no browser) prints its reason on standard error and takes its place
// in the output ({file, ms, error, reason?, detail} in JSON, a testcase in error in JUnit) without stopping
// the others.
// The report ends with the verdict per network (lib/playable/compliance/targets.ts, as the review page's
// headline): ready or not for each network named by --network, or for every network without it. Without
// --network the exit code follows the checks; with it, the verdict: 1 when a named network is not ready (a
// rule of it missed, or a check failed that holds for every network; the studio's own `file` check counts
// only for --network studio). --out writes the whole output to a file instead of standard output. Standard
// output holds the report alone (with --json, JSON alone); anything else the process logs goes to standard
// error.
// Exit code, the highest of the files': 0 nothing failed, 1 a check failed (or a named network's rule was
// missed), 2 the file is refused or the arguments are wrong, 3 no browser (none at the path, or it could not
// play the page).
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { CHROMIUM_PATH } from '../lib/chromium';
import en from '../messages/en.json';
import { checkUpload, closeCheckPool, indexUpload } from '../lib/playable/check-pool';
import { ruleText } from '../lib/playable/checks/rules';
import { parseColumns } from '../lib/playable/compliance/columns-arg';
import { complianceJunit } from '../lib/playable/compliance/junit';
import { COLUMNS } from '../lib/playable/compliance/rules';
import { formatBytes } from '../lib/playable/compliance/format';
import { targetVerdicts, type Verdicts } from '../lib/playable/compliance/targets';
import { complianceLines, verdictLines } from '../lib/playable/compliance/text';
import type { ColumnId } from '../lib/playable/compliance/types';
import { type Explored, pathLines } from '../lib/playable/explorer';
import { CHECK_QUEUE_LIMIT, MAX_UPLOAD_BYTES } from '../lib/playable/limits';
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
import { junitDocument, junitErrorPart, junitPart, runLimited } from './lib/playable-batch';

const EXIT_PASSED = 0;
const EXIT_FAILED = 1;
const EXIT_REFUSED = 2;
const EXIT_NO_BROWSER = 3;

const USAGE =
  'usage: playable-check <file.zip|file.html>... [--live [--close] [--chromium <path>] [--seed <n>]] [--jobs <n>] [--network <id,...>] [--json | --format text|json|junit] [--out <file>]';

const HELP = `${USAGE}

Run it as \`npx playable-check …\` (or \`npm run -s playable:check -- …\`: without -s npm prints its own banner
on standard output first, so \`> report.json\` would not hold JSON alone). Standard output holds the report
alone; anything else is logged on standard error.
  --network <id,...>  the networks you ship to: the verdict and the exit code follow them
                      (${COLUMNS.map((column) => column.id).join(', ')})
  --live              also play each file in headless Chromium (--chromium <path>, --seed <n>)
  --close             with --live: then close the ad (gameClose), as the page's "Close the ad" button;
                      without it game_close reads as on the page before a close
  --jobs <n>          files checked at once (1 to ${CHECK_QUEUE_LIMIT})
  --json              one JSON object per file and line (--format json); --format junit: JUnit XML
  --out <file>        write the output to a file
Exit code: 0 ready, 1 a check failed or a named network is not ready, 2 refused or wrong arguments, 3 no browser.
`;

const UPLOAD_ERRORS: Record<UnzipFailure['error'], string> = {
  size: 'file size must be under 5MB',
  type: 'please upload a zipped file or an HTML file',
  names: 'cannot tell which HTML page to open',
  archive: 'the archive is damaged or unsafe',
  html: 'no HTML page to open',
};

type Format = 'text' | 'json' | 'junit';

interface Options {
  files: string[];
  format: Format;
  live: boolean;
  chromium: string;
  /** The live run's explorer seed (lib/playable/explorer.ts), or its default. */
  seed: number | undefined;
  /** How many files are checked at once. */
  jobs: number;
  /** Under --live: close the ad once the run settled, as the page's "Close the ad" button does. */
  close: boolean;
  /** The networks whose rules decide the exit code, or null for the checks'. */
  networks: ColumnId[] | null;
  out: string | null;
}

/** The command line's options, as node:util's parseArgs reads them; validateOptions judges their values. */
const ARGS = {
  help: { type: 'boolean', short: 'h', default: false },
  json: { type: 'boolean', default: false },
  live: { type: 'boolean', default: false },
  close: { type: 'boolean', default: false },
  chromium: { type: 'string' },
  seed: { type: 'string' },
  jobs: { type: 'string' },
  network: { type: 'string' },
  format: { type: 'string' },
  out: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof ARGS }>>['values'];

/** The options, the reason the arguments are wrong, or a request for the help. */
function parseOptions(argv: string[]): Options | { error: string } | { help: true } {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: ARGS });
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (parsed.values.help) return { help: true };
  return validateOptions(parsed.values, parsed.positionals);
}

function validateOptions(values: Values, positionals: string[]): Options | { error: string } {
  if (positionals.length === 0) return { error: 'name one file or more' };
  if (values.chromium !== undefined && !values.live) return { error: '--chromium goes with --live' };
  if (values.chromium === '') return { error: '--chromium needs a path' };
  if (values.seed !== undefined && !values.live) return { error: '--seed goes with --live' };
  if (values.close && !values.live) return { error: '--close goes with --live' };
  if (values.seed !== undefined && !/^\d{1,9}$/.test(values.seed))
    return { error: '--seed is a whole number' };
  const format = values.format ?? (values.json ? 'json' : 'text');
  if (format !== 'text' && format !== 'json' && format !== 'junit') {
    return { error: `--format is text, json or junit, not "${format}"` };
  }
  if (values.json && values.format && values.format !== 'json')
    return { error: '--json and --format disagree' };
  // No more files at once than the check pool queues: one more would be refused as busy (lib/playable/pool.ts).
  const jobs = values.jobs === undefined ? 1 : /^\d+$/.test(values.jobs) ? Number(values.jobs) : NaN;
  if (!(jobs >= 1 && jobs <= CHECK_QUEUE_LIMIT))
    return { error: `--jobs is a whole number from 1 to ${CHECK_QUEUE_LIMIT}, not "${values.jobs}"` };
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
    files: positionals,
    format,
    live: values.live ?? false,
    chromium: values.chromium ?? CHROMIUM_PATH,
    seed: values.seed === undefined ? undefined : Number(values.seed),
    jobs,
    close: values.close ?? false,
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

/** What a finding rests on, in the guide's words. */
const PROOF_TEXT = en.Review.proof;

function reportText(
  report: PlayableReport,
  files: number,
  options: Pick<Options, 'live' | 'networks'>,
  played?: Explored,
): string {
  const { live } = options;
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
        const proof = item.proof ? ` (${PROOF_TEXT[item.proof]})` : '';
        lines.push(
          `    ${item.warning ? 'warns' : 'fails'}${proof}: ${ruleText(name, item.rule) ?? item.rule}`,
        );
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
  lines.push('', '  Networks:', ...complianceLines(report.compliance).map((line) => `  ${line}`));
  if (report.savings.length > 0) {
    lines.push('', '  Largest savings without re-encoding:');
    for (const saving of report.savings) lines.push(`    -${formatBytes(saving.bytes)}  ${saving.detail}`);
  }
  const failed = failedChecks(report);
  const subject = live ? 'check' : 'static check';
  lines.push('', failed.length === 0 ? `No ${subject} failed.` : `Failed: ${failed.join(', ')}.`);
  const shipped = options.networks ? 'the networks named' : 'every network';
  lines.push('', `Verdict for ${shipped}:`, ...verdictLines(verdictsOf(report, options.networks)));
  return lines.join('\n');
}

/** The page's headline: the verdict for each network named (every network of the matrix without one). */
function verdictsOf(report: PlayableReport, networks: ColumnId[] | null): Verdicts {
  return targetVerdicts(report.compliance, report.checks, networks ?? []);
}

/**
 * What --json prints: the report without its links (addresses on a site, meaningless here), whether it was
 * played, and the timeline of the live run or the checks only a live run decides.
 */
function jsonOutput(
  report: PlayableReport,
  options: Pick<Options, 'live' | 'networks'>,
  timeline: ShimEvent[],
  played?: Explored,
) {
  const { links: _links, facts: _facts, ...rest } = report;
  const { live } = options;
  const verdict = verdictsOf(report, options.networks);
  if (live) return { ...rest, verdict, live, timeline, explorer: played };
  const notChecked = CHECK_NAMES.filter((name: CheckName) => report.checks[name].status === 'checking');
  return { ...rest, verdict, live, notChecked };
}

/** A checked file: its report (with the live results under --live) and its exit code. */
interface Checked {
  file: string;
  /** The file's time, from its turn to its result (a pipeline's slowest build stands out). */
  ms?: number;
  code: typeof EXIT_PASSED | typeof EXIT_FAILED;
  report: PlayableReport;
  timeline: ShimEvent[];
  /** The explorer's seed and gestures, under --live. */
  played?: Explored;
  /** How many files the package holds. */
  entries: number;
}

/** A file that could not be checked: `error` is an upload error key, `read` or `browser`. */
interface Unchecked {
  file: string;
  ms?: number;
  code: typeof EXIT_REFUSED | typeof EXIT_NO_BROWSER;
  error: string;
  reason?: string;
  detail: string;
  /** The line on standard error. */
  message: string;
}

type Outcome = Checked | Unchecked;

function refused(
  file: string,
  failure: Pick<UnzipFailure, 'error' | 'detail'> & { reason?: string },
): Unchecked {
  const { error, reason, detail } = failure;
  const message = `${file}: ${UPLOAD_ERRORS[failure.error] ?? error} (${detail})`;
  return { file, code: EXIT_REFUSED, error, ...(reason ? { reason } : {}), detail, message };
}

/**
 * One browser for the whole batch, launched when the first file is played, closed at the end. One that exited
 * (crashed, killed) is replaced for the files still to play; a launch that failed is not tried again.
 */
function sharedBrowser(chromiumPath: string) {
  let launched: Promise<Browser> | null = null;
  const launch = () =>
    import('../lib/playable/live-run').then(({ launchBrowser }) => launchBrowser(chromiumPath));
  return {
    get(): Promise<Browser> {
      launched = launched
        ? launched.then((browser) => (browser.isConnected() ? browser : launch()))
        : launch();
      return launched;
    },
    async close(): Promise<void> {
      const browser = await launched?.catch(() => null);
      await browser?.close().catch(() => undefined);
    },
  };
}

async function checkFile(file: string, options: Options, browser: () => Promise<Browser>): Promise<Outcome> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    const detail = (error as Error).message;
    return { file, code: EXIT_REFUSED, error: 'read', detail, message: `${file}: ${detail}` };
  }
  // Refuse a large file before reading it into memory.
  if (size > MAX_UPLOAD_BYTES) {
    return refused(file, {
      error: 'size',
      reason: 'too-large',
      detail: `${size} bytes; the limit is ${MAX_UPLOAD_BYTES}`,
    });
  }
  const archive = await readFile(file);
  // The same pool as the server: unzipping and the static checks run in a worker thread.
  const indexed = await indexUpload(archive, path.basename(file));
  if (!indexed.ok) return refused(file, indexed);
  const id = newUploadId();
  const checked = await checkUpload(archive, indexed, id);
  if (!checked.ok) return refused(file, checked);

  let report = checked.report;
  let timeline: ShimEvent[] = [];
  let played: Explored | undefined;
  if (options.live) {
    const { NoBrowserError, runLive } = await import('../lib/playable/live-run');
    let shared: Browser | null = null;
    try {
      shared = await browser();
      const result = await runLive(
        { id, archive, index: indexed.index, htmlPath: indexed.htmlPath },
        report,
        // The path too, though the shared browser is already running from it: a run that launched its own
        // would do so from the same path.
        { browser: shared, chromiumPath: options.chromium, seed: options.seed, close: options.close },
      );
      ({ report, timeline } = result);
      played = { seed: result.seed, path: result.path };
    } catch (error) {
      const lost = shared !== null && !shared.isConnected();
      if (!lost && !(error instanceof NoBrowserError)) throw error;
      const detail = lost ? 'the browser exited while it played the page' : (error as Error).message;
      const hint = lost ? '' : " (install Debian's chromium or pass --chromium <path>)";
      const message = `${file}: cannot play it: ${detail}${hint}`;
      return { file, code: EXIT_NO_BROWSER, error: 'browser', detail, message };
    }
  }
  if (options.networks) {
    const only = options.networks;
    report = { ...report, compliance: Object.fromEntries(only.map((id) => [id, report.compliance[id]])) };
  }
  const passed = options.networks
    ? verdictsOf(report, options.networks).targets.every((target) => target.state !== 'not-ready')
    : failedChecks(report).length === 0;
  const entries = Object.keys(indexed.index).length;
  return { file, code: passed ? EXIT_PASSED : EXIT_FAILED, report, timeline, played, entries };
}

/** A file's part of the text or JSON output. */
function outcomeText(outcome: Outcome, options: Options): string {
  if (options.format === 'json') {
    if ('report' in outcome) {
      const { file, ms, report, timeline, played } = outcome;
      return `${JSON.stringify({ file, ms, ...jsonOutput(report, options, timeline, played) })}\n`;
    }
    const { file, ms, error, reason, detail } = outcome;
    return `${JSON.stringify({ file, ms, error, reason, detail })}\n`;
  }
  const text =
    'report' in outcome
      ? reportText(outcome.report, outcome.entries, options, outcome.played)
      : outcome.message;
  // One file prints its report alone, as it always did; several are headed by their names, as head(1) does.
  if (options.files.length === 1) return 'report' in outcome ? `${text}\n` : '';
  return `${outcome.file === options.files[0] ? '' : '\n'}==> ${outcome.file} <==\n${text}\n`;
}

function junitOutput(outcomes: Outcome[]): string {
  const [only] = outcomes;
  if (outcomes.length === 1 && 'report' in only)
    return complianceJunit(only.report.name, only.report.compliance);
  return junitDocument(
    outcomes.map((outcome) =>
      'report' in outcome
        ? junitPart(complianceJunit(outcome.file, outcome.report.compliance), outcome.file)
        : junitErrorPart(outcome.file, outcome.error, outcome.message),
    ),
  );
}

async function main(argv: string[]): Promise<number> {
  const options = parseOptions(argv);
  if ('help' in options) {
    process.stdout.write(HELP);
    return EXIT_PASSED;
  }
  if ('error' in options) {
    console.error(`${options.error}\n${USAGE}`);
    return EXIT_REFUSED;
  }
  const browser = sharedBrowser(options.chromium);
  try {
    const pending = runLimited(options.files, options.jobs, async (file): Promise<Outcome> => {
      const started = performance.now();
      const outcome = await checkFile(file, options, browser.get);
      return { ...outcome, ms: Math.round(performance.now() - started) };
    });
    const outcomes: Outcome[] = [];
    const chunks: string[] = [];
    // Each file's output as soon as the files before it are done, so a long batch shows its progress.
    for (const next of pending) {
      const outcome = await next;
      outcomes.push(outcome);
      if ('message' in outcome) console.error(outcome.message);
      if (options.format === 'junit') continue;
      const text = outcomeText(outcome, options);
      if (options.out) chunks.push(text);
      else process.stdout.write(text);
    }
    if (options.format === 'junit') chunks.push(junitOutput(outcomes));
    if (options.out) await writeFile(options.out, chunks.join(''));
    else if (options.format === 'junit') process.stdout.write(chunks.join(''));
    return Math.max(...outcomes.map((outcome) => outcome.code));
  } finally {
    await browser.close();
  }
}

// Standard output is the report's (JSON for a pipeline): whatever a module logs goes to standard error.
for (const method of ['log', 'info', 'debug'] as const) console[method] = console.error;

try {
  process.exitCode = await main(process.argv.slice(2));
} finally {
  await closeCheckPool();
}
