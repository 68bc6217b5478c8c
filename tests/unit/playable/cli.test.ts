import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { networkTags, uploadBytes } from '@/tests/fixtures/playable/engines';
import { overlappingKernelZip } from '@/tests/fixtures/playable/hostile';
import {
  alteredFiles,
  BROKEN_LABEL_HTML,
  validPlayable,
  zipFiles,
} from '@/tests/fixtures/playable/playables';

const SCRIPT = path.resolve('scripts/playable-check.ts');
const CHROMIUM = '/usr/bin/chromium';
const LIVE_TIMEOUT_MS = 150_000;
/** Each run starts tsx and a check worker; on a machine shared with other builds that takes a while. */
const STATIC_TIMEOUT_MS = 120_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function check(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', SCRIPT, ...args],
      { timeout: args.includes('--live') ? LIVE_TIMEOUT_MS : STATIC_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number }).code ?? -1) : 0;
        resolve({ code: typeof code === 'number' ? code : -1, stdout, stderr });
      },
    );
  });
}

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'playable-cli-'));
  await Promise.all([
    writeFile(path.join(dir, 'Game.zip'), new Uint8Array((await validPlayable(2)).buffer)),
    (async () => {
      const broken = path.join(dir, 'broken');
      await mkdir(broken);
      // Non-ASCII text and no charset: browsers decode it wrongly, which fails html_label.
      const page = BROKEN_LABEL_HTML.replace('<p>first body</p>', '<p>first body, caf\u00e9</p>');
      const archive = await zipFiles(alteredFiles({ 'Game/Game.html': page }));
      await writeFile(path.join(broken, 'Game.zip'), new Uint8Array(archive));
    })(),
    writeFile(path.join(dir, 'Bomb.zip'), new Uint8Array(overlappingKernelZip())),
    writeFile(path.join(dir, 'Tags.html'), new Uint8Array(await uploadBytes(networkTags()))),
  ]);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('scripts/playable-check.ts', () => {
  it(
    'prints the static report and exits 0, 1 or 2',
    async () => {
      const [valid, broken, json, bomb, usage] = await Promise.all([
        check(path.join(dir, 'Game.zip')),
        check(path.join(dir, 'broken', 'Game.zip')),
        check(path.join(dir, 'broken', 'Game.zip'), '--json'),
        check(path.join(dir, 'Bomb.zip'), '--json'),
        check(),
      ]);

      expect(valid.code).toBe(0);
      expect(valid.stdout).toMatch(/html_label\s+success/);
      expect(valid.stdout).toContain('No static check failed.');

      expect(broken.code).toBe(1);
      expect(broken.stdout).toMatch(/html_label\s+FAILED/);
      expect(broken.stdout).toContain(
        '    fails (evidence: the package’s files): The page holds non-ASCII text that browsers decode with another encoding',
      );
      expect(broken.stdout).toContain(
        '    warns (evidence: the package’s files): The page lacks an html, head or body tag',
      );
      expect(broken.stdout).toContain('Game/Game.html:7:1  a second <body> tag (the first is on line 5;');
      expect(broken.stdout).toContain('Failed: html_label.');

      expect(json.code).toBe(1);
      const report = JSON.parse(json.stdout);
      expect(report).toMatchObject({
        name: 'Game',
        steps: null,
        checks: { html_label: { status: 'failed' } },
      });
      // What only a live run decides is reported as not checked.
      expect(report.live).toBe(false);
      expect(report.notChecked).toEqual(expect.arrayContaining(['game_ready', 'install', 'game_end']));
      expect(valid.stdout).toMatch(/install\s+not checked\s+decided by the live run \(--live\)/);

      expect(bomb.code).toBe(2);
      expect(JSON.parse(bomb.stdout)).toMatchObject({ error: 'archive', reason: 'overlap' });

      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain(
        'usage: playable-check <file.zip|file.html>... [--live [--close] [--chromium <path>] [--seed <n>]] [--jobs <n>] [--network <id,...>] [--json | --format text|json|junit] [--out <file>]',
      );
    },
    STATIC_TIMEOUT_MS,
  );

  it(
    'checks a single HTML page like a zip, naming the studio packaging with its rule',
    async () => {
      const page = await check(path.join(dir, 'Tags.html'));
      expect(page.code).toBe(1);
      expect(page.stdout).toContain('Tags: Tags.html (single-html)');
      expect(page.stdout).toMatch(/file\s+FAILED/);
      expect(page.stdout).toContain(
        '    fails (evidence: the package’s files): The zip, the folder and the HTML page share one name',
      );
      expect(page.stdout).toContain(
        'Tags.html  to follow Tags.zip > Tags/ > Tags.html: put Tags.html in a folder named Tags; zip the Tags folder as Tags.zip',
      );
      expect(page.stdout).toMatch(/base64\s+success/);
      expect(page.stdout).toContain('APIs in the code: mraid, exitapi, tiktok');
    },
    STATIC_TIMEOUT_MS,
  );

  it(
    'exits 2 on wrong arguments, naming what is wrong',
    async () => {
      const game = path.join(dir, 'Game.zip');
      const runs = await Promise.all([
        check(game, '--frobnicate'),
        check('--json'),
        check(game, '--chromium', CHROMIUM),
        check(game, '--live', '--chromium'),
        check(path.join(dir, 'missing.zip')),
      ]);
      for (const run of runs) expect(run.code).toBe(2);
      expect(runs[0].stderr).toContain("Unknown option '--frobnicate'");
      expect(runs[1].stderr).toContain('name one file or more');
      expect(runs[2].stderr).toContain('--chromium goes with --live');
      expect(runs[3].stderr).toMatch(/--chromium/);
      expect(runs[4].stderr).toContain('ENOENT');
    },
    STATIC_TIMEOUT_MS,
  );

  it(
    'exits 3 when there is no browser to play it in',
    async () => {
      const run = await check(
        path.join(dir, 'Game.zip'),
        '--live',
        '--chromium',
        path.join(dir, 'no-chromium'),
      );
      expect(run.code).toBe(3);
      expect(run.stderr).toContain(`no browser at ${path.join(dir, 'no-chromium')}`);
    },
    STATIC_TIMEOUT_MS,
  );
});

describe.skipIf(!existsSync(CHROMIUM))('scripts/playable-check.ts --live', () => {
  // A build that throws on load, played live (exit 1, its error at its file and line in the JSON report, the
  // explorer playing on after it), is tested in cli-batch.test.ts, in the batch that plays it beside this one.
  it(
    'plays a working playable to the end (exit 0)',
    async () => {
      const valid = await check(path.join(dir, 'Game.zip'), '--live');
      expect(valid.code).toBe(0);
      expect(valid.stdout).toContain('played in headless Chromium');
      for (const check of ['code', 'game_ready', 'game_start', 'install', 'game_end'])
        expect(valid.stdout).toMatch(new RegExp(`${check}\\s+success`));
      expect(valid.stdout).toContain('Steps before the first store call: 2');
      expect(valid.stdout).toContain('No check failed.');
    },
    LIVE_TIMEOUT_MS + 10_000,
  );
});
