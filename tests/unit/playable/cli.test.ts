import { execFile } from 'node:child_process';
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
      { timeout: 20_000 },
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
      const archive = await zipFiles(alteredFiles({ 'Game/Game.html': BROKEN_LABEL_HTML }));
      await writeFile(path.join(broken, 'Game.zip'), new Uint8Array(archive));
    })(),
    writeFile(path.join(dir, 'Bomb.zip'), new Uint8Array(overlappingKernelZip())),
    writeFile(path.join(dir, 'Tags.html'), new Uint8Array(await uploadBytes(networkTags()))),
  ]);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('scripts/playable-check.ts', () => {
  it('prints the static report and exits 0, 1 or 2', async () => {
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
    expect(broken.stdout).toContain('Game/Game.html:7:1  a second <body> tag (the first is on line 5)');
    expect(broken.stdout).toContain('Failed: html_label.');

    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout);
    expect(report).toMatchObject({ name: 'Game', steps: null, checks: { html_label: { status: 'failed' } } });

    expect(bomb.code).toBe(2);
    expect(JSON.parse(bomb.stdout)).toMatchObject({ error: 'archive', reason: 'overlap' });

    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: playable-check <file.zip|file.html> [--json]');
  });

  it('checks a single HTML page like a zip, naming the studio packaging with its rule', async () => {
    const page = await check(path.join(dir, 'Tags.html'));
    expect(page.code).toBe(1);
    expect(page.stdout).toContain('Tags: Tags.html (single-html)');
    expect(page.stdout).toMatch(/file\s+FAILED/);
    expect(page.stdout).toContain('    fails: The zip, the folder and the HTML page share one name');
    expect(page.stdout).toContain(
      'Tags.html  to follow Tags.zip > Tags/ > Tags.html: put Tags.html in a folder named Tags; zip the Tags folder as Tags.zip',
    );
    expect(page.stdout).toMatch(/base64\s+success/);
    expect(page.stdout).toContain('APIs in the code: mraid, exitapi, tiktok');
  });
});
