import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownBuild } from '@/tests/fixtures/playable/network-packages';

// scripts/playable-check.ts for pipelines: --network decides the exit code by those networks' rules,
// --format junit writes the matrix as JUnit XML (read back here with an XML parser).

const SCRIPT = path.resolve('scripts/playable-check.ts');

// jsdom (the unit tests' DOM) parses XML strictly; it ships no types of its own.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options: { contentType: string }) => { window: Window };
};
const TIMEOUT_MS = 120_000;

function check(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', SCRIPT, ...args],
      { timeout: TIMEOUT_MS, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number }).code ?? -1) : 0;
        resolve({ code: typeof code === 'number' ? code : -1, stdout, stderr });
      },
    );
  });
}

let dir: string;
let page: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'playable-compliance-'));
  const build = ownBuild('applovin');
  page = path.join(dir, build.htmlPath);
  await writeFile(page, new Uint8Array(build.files.get(build.htmlPath)!));
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
      expect(run.stdout).toMatch(/meta\s+\d+ miss\(es\)/);
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
