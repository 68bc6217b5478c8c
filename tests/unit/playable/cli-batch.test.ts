import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHECK_QUEUE_LIMIT } from '@/lib/playable/limits';
import {
  API_FIXTURES,
  fixtureZip,
  THROW_ON_LOAD,
  THROW_ON_LOAD_AT,
} from '@/tests/fixtures/playable/networks';
import {
  alteredFiles,
  BROKEN_LABEL_HTML,
  validPlayable,
  zipFiles,
} from '@/tests/fixtures/playable/playables';

// scripts/playable-check.ts on several files, run as a child process the way a pipeline runs it: one output
// per file in argument order (NDJSON with a `file` field under --json), a refused file in its place, --jobs,
// one JUnit document for the batch, the exit code the highest of the files, the `playable-check` bin and
// `npm run -s` printing JSON alone, and one Chromium for a --live batch.

const SCRIPT = path.resolve('scripts/playable-check.ts');
const BIN = path.resolve('scripts/playable-check.mjs');
const CHROMIUM = '/usr/bin/chromium';
const STATIC_TIMEOUT_MS = 120_000;
const LIVE_TIMEOUT_MS = 240_000;

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options: { contentType: string }) => { window: Window };
};

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(
  command: string,
  args: string[],
  options: { cwd?: string; timeout?: number } = {},
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { timeout: options.timeout ?? STATIC_TIMEOUT_MS, maxBuffer: 16 << 20, cwd: options.cwd },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number }).code ?? -1) : 0;
        resolve({ code: typeof code === 'number' ? code : -1, stdout, stderr });
      },
    );
  });
}

const check = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    timeout: args.includes('--live') ? LIVE_TIMEOUT_MS : STATIC_TIMEOUT_MS,
  });

/** Each line of standard output as JSON (throws on a line that is not). */
const lines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));

let dir: string;
let game: string;
let broken: string;
let notes: string;
let big: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'playable-batch-'));
  game = path.join(dir, 'Game.zip');
  // Its html_label fails (non-ASCII text and no charset: browsers would decode it wrongly), and its file check
  // too: the zip is not named after the folder inside (Game/).
  broken = path.join(dir, 'Broken.zip');
  notes = path.join(dir, 'notes.txt');
  big = path.join(dir, 'Big.zip');
  await Promise.all([
    writeFile(game, new Uint8Array((await validPlayable(2)).buffer)),
    writeFile(
      broken,
      new Uint8Array(
        await zipFiles(
          alteredFiles({
            'Game/Game.html': BROKEN_LABEL_HTML.replace('first body', 'first body, caf\u00e9'),
          }),
        ),
      ),
    ),
    writeFile(notes, 'not a playable\n'),
    // Past the 5 MB limit: refused before it is read.
    writeFile(big, new Uint8Array(5 * 1024 * 1024 + 1)),
  ]);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('playable:check on several files', () => {
  it(
    'prints one JSON line per file in argument order, each with its file; a refused file has its own line',
    async () => {
      const batch = await check(
        game,
        notes,
        broken,
        big,
        path.join(dir, 'missing.zip'),
        '--json',
        '--jobs',
        '2',
      );
      const out = lines(batch.stdout);
      expect(out.map((line) => line.file)).toEqual([game, notes, broken, big, path.join(dir, 'missing.zip')]);
      for (const line of out) expect(line.ms).toBeGreaterThanOrEqual(0);
      expect(out[0]).toMatchObject({
        name: 'Game',
        live: false,
        checks: { html_label: { status: 'success' } },
      });
      expect(out[1]).toMatchObject({ error: 'type', detail: expect.stringContaining('notes.txt') });
      expect(out[2]).toMatchObject({ name: 'Broken', checks: { html_label: { status: 'failed' } } });
      expect(out[3]).toMatchObject({ error: 'size', reason: 'too-large' });
      expect(out[4]).toMatchObject({ error: 'read', detail: expect.stringContaining('ENOENT') });
      // A refused file's reason is on standard error as well; a checked one says nothing there.
      expect(batch.stderr).toContain(`${notes}: please upload a zipped file or an HTML file`);
      expect(batch.stderr).not.toContain(game);
      expect(batch.code).toBe(2);
    },
    STATIC_TIMEOUT_MS,
  );

  it(
    'exits with the highest code of its files, and writes the whole output to --out',
    async () => {
      const out = path.join(dir, 'batch.ndjson');
      const [passed, failed, refused, written] = await Promise.all([
        check(game, game, '--json'),
        check(game, broken, '--json'),
        check(broken, notes, game, '--json'),
        check(game, broken, notes, '--json', '--out', out),
      ]);
      expect([passed.code, failed.code, refused.code, written.code]).toEqual([0, 1, 2, 2]);
      expect(lines(passed.stdout)).toHaveLength(2);
      expect(written.stdout).toBe('');
      expect(lines(await readFile(out, 'utf8')).map((line) => line.file)).toEqual([game, broken, notes]);
    },
    STATIC_TIMEOUT_MS,
  );

  it(
    'heads each text report with its file when there are several',
    async () => {
      const [batch, single] = await Promise.all([check(game, notes, broken), check(game)]);
      expect(batch.code).toBe(2);
      const sections = batch.stdout.split(/^==> (.+) <==$/m);
      expect(sections.filter((_, i) => i % 2 === 1)).toEqual([game, notes, broken]);
      expect(sections[2]).toContain('No static check failed.');
      expect(sections[4]).toContain('please upload a zipped file or an HTML file');
      expect(sections[6]).toContain('Failed: file, html_label.');
      // One file prints its report alone, as before.
      expect(single.stdout.startsWith('Game: Game/Game.html (studio)')).toBe(true);
    },
    STATIC_TIMEOUT_MS,
  );

  it(
    'refuses a --jobs that is not a whole number from 1 to the check pool queue with exit 2',
    async () => {
      const runs = await Promise.all(
        ['0', 'two', '1.5', '-1', '', String(CHECK_QUEUE_LIMIT + 1)].map((jobs) =>
          check(game, `--jobs=${jobs}`),
        ),
      );
      for (const refused of runs) {
        expect(refused.code).toBe(2);
        expect(refused.stderr).toContain(`--jobs is a whole number from 1 to ${CHECK_QUEUE_LIMIT}`);
        expect(refused.stdout).toBe('');
      }
      const noFile = await check('--jobs', '2');
      expect(noFile.code).toBe(2);
      expect(noFile.stderr).toContain('name one file or more');
    },
    STATIC_TIMEOUT_MS,
  );

  it(
    'writes one JUnit document: a testsuite per file and network, classname <file>.<network>, a failure per miss',
    async () => {
      const batch = await check(game, broken, notes, '--network', 'studio,meta', '--format', 'junit');
      expect(batch.code).toBe(2);
      const xml = new JSDOM(batch.stdout, { contentType: 'text/xml' }).window.document;
      expect(xml.querySelector('parsererror')).toBeNull();
      expect(xml.querySelectorAll('testsuites')).toHaveLength(1);
      const suites = [...xml.querySelectorAll('testsuite')];
      expect(suites.map((suite) => suite.getAttribute('name'))).toEqual([
        `${game}: Studio`,
        `${game}: Meta`,
        `${broken}: Studio`,
        `${broken}: Meta`,
        notes,
      ]);
      const classes = (suite: Element) =>
        new Set([...suite.querySelectorAll('testcase')].map((test) => test.getAttribute('classname')));
      expect(classes(suites[0])).toEqual(new Set([`${game}.studio`]));
      expect(classes(suites[3])).toEqual(new Set([`${broken}.meta`]));
      // The broken build misses the studio's package rule (its zip is not named after its folder); the good
      // one does not.
      const failures = (suite: Element) => [...suite.querySelectorAll('failure')];
      expect(failures(suites[0])).toEqual([]);
      expect(failures(suites[2]).map((failure) => failure.getAttribute('type'))).toContain('package');
      // Both builds call install(), which Meta's rule misses: a failure in each file's Meta suite.
      for (const meta of [suites[1], suites[3]]) {
        expect(meta.querySelector('testcase[name="cta"] failure')!.textContent).toContain(
          'fix: replace install() by FbPlayableAd.onCTAClick()',
        );
      }
      const refused = suites[4].querySelector('testcase[name="file"] error')!;
      expect(refused.getAttribute('type')).toBe('type');
      expect(refused.getAttribute('message')).toContain('please upload a zipped file or an HTML file');
      const root = xml.documentElement;
      const total = (attribute: string) =>
        suites.reduce((sum, suite) => sum + Number(suite.getAttribute(attribute)), 0);
      expect(Number(root.getAttribute('tests'))).toBe(total('tests'));
      expect(Number(root.getAttribute('failures'))).toBe(total('failures'));
      expect(root.getAttribute('errors')).toBe('1');
    },
    STATIC_TIMEOUT_MS,
  );

  it(
    'prints JSON alone on standard output through the playable-check bin and npm run -s',
    async () => {
      const [bin, npx, silent, banner] = await Promise.all([
        // What npx runs, from another directory than the repository.
        run(process.execPath, [BIN, game, broken, '--json'], { cwd: dir }),
        run('npx', ['--no', 'playable-check', game, '--json']),
        run('npm', ['run', '-s', 'playable:check', '--', game, broken, '--json']),
        run('npm', ['run', 'playable:check', '--', game, '--json']),
      ]);
      for (const clean of [bin, npx, silent]) {
        expect(clean.stdout.startsWith('{"file":')).toBe(true);
        expect(() => lines(clean.stdout)).not.toThrow();
      }
      expect(lines(bin.stdout).map((line) => line.file)).toEqual([game, broken]);
      expect(bin.code).toBe(1);
      expect(npx.code).toBe(0);
      expect(lines(silent.stdout)).toHaveLength(2);
      // Without -s npm prints its banner on standard output first: why the bin and -s exist.
      expect(banner.stdout).toMatch(/^\s*> playmind-site@[\d.]+ playable:check/);
    },
    STATIC_TIMEOUT_MS,
  );

  it(
    'exits 3 when there is no browser for a --live batch, keeping a refused file in its place',
    async () => {
      const none = path.join(dir, 'no-chromium');
      const batch = await check(notes, game, broken, '--live', '--json', '--chromium', none);
      expect(batch.code).toBe(3);
      const out = lines(batch.stdout);
      expect(out.map((line) => [line.file, line.error])).toEqual([
        [notes, 'type'],
        [game, 'browser'],
        [broken, 'browser'],
      ]);
      expect(out[1].detail).toBe(`no browser at ${none}`);
      expect(batch.stderr).toContain(`${game}: cannot play it: no browser at ${none}`);
    },
    STATIC_TIMEOUT_MS,
  );
});

describe.skipIf(!existsSync(CHROMIUM))('playable:check --live on several files', () => {
  it(
    'plays a batch of 3 with --jobs 2 in one Chromium, two at a time, each file with its own results',
    async () => {
      // A Chromium that notes each launch: the browser process is started through this path, the
      // renderers and other helpers Chromium starts itself (with --type=...), not through it.
      const log = path.join(dir, 'launches.log');
      const counting = path.join(dir, 'chromium-counting');
      await writeFile(counting, `#!/bin/sh\necho "$*" >> '${log}'\nexec ${CHROMIUM} "$@"\n`);
      await chmod(counting, 0o755);
      const network = API_FIXTURES[0];
      const throws = path.join(dir, `${THROW_ON_LOAD.name}.zip`);
      const built = path.join(dir, `${network.name}.zip`);
      await writeFile(throws, new Uint8Array((await fixtureZip(THROW_ON_LOAD)).buffer));
      await writeFile(built, new Uint8Array((await fixtureZip(network)).buffer));

      const args = [game, throws, built, '--live', '--jobs', '2', '--json', '--chromium', counting];
      const started = performance.now();
      const batch = await check(...args);
      const elapsed = performance.now() - started;

      const launches = (await readFile(log, 'utf8')).split('\n').filter((line) => line !== '');
      expect(launches.filter((line) => !line.includes('--type='))).toHaveLength(1);
      const [played, thrown, networkBuild] = lines(batch.stdout);
      expect([played.file, thrown.file, networkBuild.file]).toEqual([game, throws, built]);
      for (const report of [played, thrown, networkBuild]) {
        expect(report.live).toBe(true);
        expect(report.timeline[0].type).toBe('hello');
      }
      expect(played.checks.install.status).toBe('success');
      // The build that throws on load: its JSON report, the error at its file, line and column, no CTA.
      expect(Object.keys(thrown)).toEqual(expect.arrayContaining(['checks', 'apis', 'steps', 'timeline']));
      expect(thrown).toMatchObject({ name: THROW_ON_LOAD.name, steps: null });
      expect(thrown.links).toBeUndefined();
      expect(thrown.checks.code.status).toBe('failed');
      expect(thrown.checks.code.evidence[0].file).toMatch(/(^|\/)Throws\/js\/game\.js$/);
      expect(thrown.checks.code.evidence[0]).toMatchObject({
        line: THROW_ON_LOAD_AT.line,
        col: THROW_ON_LOAD_AT.col,
        detail: expect.stringContaining("Cannot read properties of null (reading 'start')"),
      });
      expect(thrown.checks.install.status).not.toBe('success');
      // Its timeline: the shim's hello, the error, and the taps that followed: the explorer plays on after an
      // error (at least its first coarse grid; how many more fit in the budget depends on the machine's load).
      const types: string[] = thrown.timeline.map((event: { type: string }) => event.type);
      expect(types).toContain('error');
      expect(types.slice(types.indexOf('error')).filter((type) => type === 'gesture').length).toBeGreaterThan(
        15,
      );
      for (const item of Object.keys(network.via) as (keyof typeof network.via)[])
        expect(networkBuild.checks[item].status).toBe('success');
      // Two at a time: the files' own times add up to more than the whole batch took.
      const times = [played, thrown, networkBuild].map((report) => report.ms as number);
      expect(times.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThan(elapsed);
      // The run that threw fails its check: the batch exits 1.
      expect(batch.code).toBe(1);
    },
    LIVE_TIMEOUT_MS + 10_000,
  );

  it(
    'reports the file being played when the shared Chromium dies (exit 3) and plays the next in a new one',
    async () => {
      // A Chromium killed 8 s after its first launch, in the middle of the first file's run: a page that keeps
      // drawing and has no CTA, which the explorer plays for its whole budget; launched again, it lives.
      const marker = path.join(dir, 'killed-once');
      const dying = path.join(dir, 'chromium-dying');
      const log = path.join(dir, 'dying-launches.log');
      await writeFile(
        dying,
        [
          '#!/bin/sh',
          `echo "$*" >> '${log}'`,
          `if [ -e '${marker}' ]; then exec ${CHROMIUM} "$@"; fi`,
          `: > '${marker}'`,
          `${CHROMIUM} "$@" &`,
          'pid=$!',
          '(sleep 8; kill -9 $pid) &',
          'wait $pid',
          '',
        ].join('\n'),
      );
      await chmod(dying, 0o755);
      const again = path.join(dir, 'again', 'Game.zip');
      await mkdir(path.dirname(again));
      await writeFile(again, new Uint8Array((await validPlayable(2)).buffer));

      const endless = path.join(dir, 'Endless.html');
      await writeFile(
        endless,
        `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Endless</title></head><body>
<canvas id="c" width="300" height="300"></canvas>
<script>var c = document.getElementById('c').getContext('2d'), t = 0;
(function frame() { c.fillStyle = 'hsl(' + (t++ % 360) + ',60%,50%)'; c.fillRect(0, 0, 300, 300); requestAnimationFrame(frame); })();
</script></body></html>
`,
      );

      const batch = await check(endless, again, '--live', '--json', '--chromium', dying);

      const [lost, played] = lines(batch.stdout);
      expect(lost).toMatchObject({ file: endless, error: 'browser' });
      expect(batch.stderr).toContain(`${endless}: cannot play it: ${lost.detail}`);
      expect(played).toMatchObject({ file: again, live: true, checks: { install: { status: 'success' } } });
      const launches = (await readFile(log, 'utf8')).split('\n').filter((line) => line !== '');
      expect(launches.filter((line) => !line.includes('--type='))).toHaveLength(2);
      expect(batch.code).toBe(3);
    },
    LIVE_TIMEOUT_MS + 10_000,
  );
});
