import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFixture, ownBuild, studioPackage } from '@/tests/fixtures/playable/network-packages';
import { zipFiles } from '@/tests/fixtures/playable/playables';

// scripts/playable-check.ts for pipelines: --network decides the exit code by those networks' rules,
// --format junit writes the matrix as JUnit XML (read back here with an XML parser).

const SCRIPT = path.resolve('scripts/playable-check.ts');

// jsdom (the unit tests' DOM) parses XML strictly; it ships no types of its own.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options: { contentType: string }) => { window: Window };
};
const TIMEOUT_MS = 120_000;
const CHROMIUM = '/usr/bin/chromium';

const LIVE_TIMEOUT_MS = 150_000;

type Run = { code: number; stdout: string; stderr: string };

function check(...args: string[]): Promise<Run> {
  return run(process.execPath, ['--import', 'tsx', SCRIPT, ...args]);
}

/** A command line as a developer types it, from the repository. */
function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { timeout: args.includes('--live') ? LIVE_TIMEOUT_MS : TIMEOUT_MS, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number }).code ?? -1) : 0;
        resolve({ code: typeof code === 'number' ? code : -1, stdout, stderr });
      },
    );
  });
}

let dir: string;
let page: string;
let zip: string;
let noClose: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'playable-compliance-'));
  const build = ownBuild('applovin');
  page = path.join(dir, build.htmlPath);
  await writeFile(page, new Uint8Array(build.files.get(build.htmlPath)!));
  // The same MRAID build as a zip of its page, stylesheet and script.
  zip = path.join(dir, 'Mraid.zip');
  const zipped = studioPackage(apiFixture('mraid'));
  await writeFile(zip, new Uint8Array(await zipFiles(Object.fromEntries(zipped.files))));
  // A Mintegral build that never defines the gameClose() its host runs when the ad is closed.
  const mintegral = apiFixture('mintegral');
  const script = String(mintegral.files['Mintegral/js/game.js']);
  const without = script.replace(/\n\s*window\.gameClose = function \(\) \{[^}]*\};/, '');
  expect(without).not.toContain('gameClose');
  noClose = path.join(dir, 'Mintegral.zip');
  const files = { ...mintegral.files, 'Mintegral/js/game.js': without };
  await writeFile(noClose, new Uint8Array(await zipFiles(files)));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('playable:check --network', () => {
  it(
    'exits 0 for the network the build is made for, with only that column in the JSON',
    async () => {
      const run = await check(page, '--network', 'applovin', '--json');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const report = JSON.parse(run.stdout);
      expect(Object.keys(report.compliance)).toEqual(['applovin']);
      expect(report.compliance.applovin.misses).toEqual([]);
      expect(report.compliance.applovin.pending).toEqual(['cta-live', 'first-tap', 'audio']);
      expect(report.sizes[0]).toMatchObject({ path: 'Mraid.html', kind: 'html' });
    },
    TIMEOUT_MS,
  );

  it(
    'exits 1 when a named network misses a rule, and prints its fix',
    async () => {
      const run = await check(page, '--network', 'applovin,meta');
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/Meta: \d+ miss\(es\)/);
      expect(run.stdout).toMatch(/Not ready for Meta: \d+ of its rules missed/);
      expect(run.stdout).toContain('fix: replace mraid.open() by FbPlayableAd.onCTAClick()');
    },
    TIMEOUT_MS,
  );

  it(
    'writes JUnit XML: a testsuite per network, a failure per miss',
    async () => {
      const out = path.join(dir, 'compliance.xml');
      const run = await check(page, '--network', 'meta,applovin', '--format', 'junit', '--out', out);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      const xml = new JSDOM(await readFile(out, 'utf8'), { contentType: 'text/xml' }).window.document;
      expect(xml.querySelector('parsererror')).toBeNull();
      const suites = [...xml.querySelectorAll('testsuite')];
      expect(suites.map((suite) => suite.getAttribute('id'))).toEqual(['applovin', 'meta']);
      const [applovin, meta] = suites;
      expect(applovin.getAttribute('failures')).toBe('0');
      expect(applovin.querySelectorAll('skipped').length).toBe(3);
      expect(Number(meta.getAttribute('failures'))).toBeGreaterThan(0);
      const cta = meta.querySelector('testcase[name="cta"] failure')!;
      expect(cta.textContent).toContain('fix: replace mraid.open() by FbPlayableAd.onCTAClick()');
      expect(Number(xml.documentElement.getAttribute('tests'))).toBe(
        suites.reduce((sum, suite) => sum + Number(suite.getAttribute('tests')), 0),
      );
    },
    TIMEOUT_MS,
  );

  it(
    'refuses an unknown network with exit 2',
    async () => {
      const run = await check(page, '--network', 'applovin,myspace');
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('unknown network myspace');
    },
    TIMEOUT_MS,
  );
});

describe('playable:check: the verdict per network shipped to, as the review page’s headline', () => {
  it(
    'a single HTML page played through is ready for AppLovin (exit 0), though the studio’s file rule fails it',
    async () => {
      // The live run and the static check with the studio's rule, side by side: neither reads the other.
      const [played, studio] = await Promise.all([
        check(page, '--live', '--chromium', CHROMIUM, '--network', 'applovin', '--json'),
        check(page, '--network', 'applovin,studio'),
      ]);
      expect(played.code).toBe(0);
      const report = JSON.parse(played.stdout);
      expect(report.checks.file.status).toBe('failed');
      expect(report.verdict).toEqual({
        targets: [{ network: 'applovin', state: 'ready', misses: 0, warnings: 0, pending: 0 }],
        failed: [],
      });
      // The studio's own packaging rule counts when the studio is shipped to.
      expect(studio.code).toBe(1);
      expect(studio.stdout).toMatch(/^ {2}Not ready for Studio: \d+ of its rules missed$/m);
      expect(studio.stdout).toContain('- package: The zip, the folder and the HTML page share one name');
      expect(studio.stdout).not.toContain('Not ready for AppLovin');
    },
    LIVE_TIMEOUT_MS,
  );

  it(
    'a zip is not ready for AppLovin (exit 1), with the single-file miss and its fix',
    async () => {
      const result = await check(zip, '--network', 'applovin');
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/^ {2}Not ready for AppLovin: \d+ of its rules missed$/m);
      expect(result.stdout).toContain('- package: a zip of 3 files; this network takes one HTML file');
      // Each file to inline is one problem's place, not a miss of its own.
      expect(result.stdout.match(/- inline:/g)).toHaveLength(1);
      expect(result.stdout).toMatch(/also: <script src> loads Mraid\/js\/game\.js/);
    },
    TIMEOUT_MS,
  );

  it(
    'prints JSON alone on standard output the documented ways: npx playable-check, npm run -s',
    async () => {
      for (const [command, args] of [
        ['npx', ['playable-check', page, zip, '--network', 'applovin', '--json']],
        ['npm', ['run', '-s', 'playable:check', '--', page, zip, '--network', 'applovin', '--json']],
      ] as const) {
        const result = await run(command, [...args]);
        expect(result.code, command).toBe(1);
        const lines = result.stdout.trimEnd().split('\n');
        const reports = lines.map((line) => JSON.parse(line) as { file: string; verdict: unknown });
        expect(reports.map((report) => report.file)).toEqual([page, zip]);
        expect(reports.map((report) => report.verdict)).toEqual([
          { targets: [expect.objectContaining({ network: 'applovin', state: 'pending' })], failed: [] },
          { targets: [expect.objectContaining({ network: 'applovin', state: 'not-ready' })], failed: [] },
        ]);
      }
      const help = await check('--help');
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('npx playable-check');
    },
    TIMEOUT_MS * 2,
  );

  it(
    'reads game_close as the page does: undetected until the ad is closed, failed once --close closes it',
    async () => {
      // The two runs (without and with --close) and the refused --close alone, side by side.
      const [played, closed, alone] = await Promise.all([
        check(noClose, '--live', '--chromium', CHROMIUM, '--json'),
        check(noClose, '--live', '--close', '--chromium', CHROMIUM, '--json'),
        check(noClose, '--close'),
      ]);
      const report = JSON.parse(played.stdout);
      expect(report.checks.install.status).toBe('success');
      // The page shows the same until its tester presses "Close the ad".
      expect(report.checks.game_close).toMatchObject({
        status: 'undetected',
        message: 'game_close_undetected',
      });
      expect(played.code).toBe(0);
      expect(JSON.parse(closed.stdout).checks.game_close).toMatchObject({
        status: 'failed',
        message: 'game_close_missing',
        evidence: [{ detail: 'window.gameClose is not a function when the host calls it' }],
      });
      expect(closed.code).toBe(1);
      expect(alone.stderr).toContain('--close goes with --live');
    },
    LIVE_TIMEOUT_MS + 10_000,
  );
});
