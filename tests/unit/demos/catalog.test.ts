import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allDemos, DemoError, demoPackageName, readDemo } from '@/lib/demos/catalog';
import { parseDemoManifest } from '@/lib/demos/schema';
import { UPLOAD_ID_PATTERN } from '@/lib/schemas/review-options';

// The demo format (content/demos/<case-slug>/: index.html, assets, demo.json) and how a folder becomes a
// package with an id.

const MANIFEST = {
  orientation: 'portrait',
  seed: 7,
  taps: [{ x: 0.5, y: 0.5, waitMs: 500 }],
  cta: { x: 0.5, y: 0.8 },
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'demos-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function writeDemo(slug: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, slug, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

describe('demo.json', () => {
  it('accepts the format', () => {
    expect(parseDemoManifest(JSON.stringify(MANIFEST))).toEqual({ ok: true, manifest: MANIFEST });
  });

  it('names each bad field', () => {
    const bad = {
      ...MANIFEST,
      orientation: 'upside-down',
      seed: 1.5,
      taps: [{ x: 1.5, y: 0.2, waitMs: -1 }],
      extra: true,
    };
    const parsed = parseDemoManifest(JSON.stringify(bad));
    expect(parsed.ok).toBe(false);
    const problems = parsed.ok ? [] : parsed.problems.join('\n');
    expect(problems).toMatch(/^orientation: /m);
    expect(problems).toMatch(/^seed: must be an integer/m);
    expect(problems).toMatch(/^taps\.0\.x: must be between 0 and 1/m);
    expect(problems).toMatch(/^taps\.0\.waitMs: /m);
    expect(problems).toMatch(/extra/);
  });

  it('refuses a missing CTA, no taps, and text that is not JSON', () => {
    const { cta: _cta, ...noCta } = MANIFEST;
    expect(parseDemoManifest(JSON.stringify(noCta))).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^cta: /)],
    });
    expect(parseDemoManifest(JSON.stringify({ ...MANIFEST, taps: [] }))).toMatchObject({
      ok: false,
      problems: ['taps: list at least one tap'],
    });
    expect(parseDemoManifest('{ seed: 1 }')).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^not JSON/)],
    });
  });
});

describe('a demo folder', () => {
  it('is packaged by the studio rule, without its manifest, under an id in the upload alphabet', () => {
    writeDemo('berry-cascade-match3-playable', {
      'index.html': '<!DOCTYPE html><title>x</title>',
      'img/berry.svg': '<svg/>',
      'demo.json': JSON.stringify(MANIFEST),
    });
    const demo = readDemo(root, 'berry-cascade-match3-playable');
    expect(demo.name).toBe('BerryCascadeMatch3Playable');
    expect(demo.htmlPath).toBe('BerryCascadeMatch3Playable/BerryCascadeMatch3Playable.html');
    expect([...demo.files.keys()].sort()).toEqual([
      'BerryCascadeMatch3Playable/BerryCascadeMatch3Playable.html',
      'BerryCascadeMatch3Playable/img/berry.svg',
    ]);
    expect(demo.id).toMatch(UPLOAD_ID_PATTERN);
    expect(demo.manifest).toEqual(MANIFEST);
  });

  it('gets a new id when a byte changes, and the same id for the same bytes', () => {
    writeDemo('a-demo', { 'index.html': '<p>one</p>', 'demo.json': JSON.stringify(MANIFEST) });
    const first = readDemo(root, 'a-demo').id;
    expect(readDemo(root, 'a-demo').id).toBe(first);
    writeDemo('a-demo', { 'index.html': '<p>onf</p>' });
    expect(readDemo(root, 'a-demo').id).not.toBe(first);
    // The same files under another slug are another demo.
    writeDemo('b-demo', { 'index.html': '<p>one</p>', 'demo.json': JSON.stringify(MANIFEST) });
    expect(readDemo(root, 'b-demo').id).not.toBe(first);
  });

  it('fails with every problem named when the page or manifest is missing or wrong', () => {
    writeDemo('no-page', { 'demo.json': JSON.stringify({ ...MANIFEST, seed: 'x' }) });
    expect(() => readDemo(root, 'no-page')).toThrow(DemoError);
    expect(() => readDemo(root, 'no-page')).toThrow(/index\.html is missing; demo\.json seed: /);
    writeDemo('no-manifest', { 'index.html': '<p>x</p>' });
    expect(() => readDemo(root, 'no-manifest')).toThrow(/demo\.json is missing/);
    writeDemo('Bad_Slug', { 'index.html': '<p>x</p>', 'demo.json': JSON.stringify(MANIFEST) });
    expect(() => readDemo(root, 'Bad_Slug')).toThrow(/must be a case slug/);
  });

  it('makes studio names from slugs', () => {
    expect(demoPackageName('corvane-ev-3d-test-drive')).toBe('CorvaneEv3dTestDrive');
    expect(demoPackageName('x')).toBe('X');
  });
});

describe('the demos in content/demos', () => {
  const demos = allDemos();

  it('exist, one per case folder, each valid', () => {
    expect(demos.length).toBeGreaterThanOrEqual(1);
    for (const demo of demos) expect(existsSync(path.join('content/cases', demo.slug)), demo.slug).toBe(true);
  });

  it.each(demos.map((demo) => [demo.slug, demo] as const))(
    '%s: its game uses the seed of its demo.json',
    (_slug, demo) => {
      const code = [...demo.files.values()].map((data) => data.toString('utf8')).join('\n');
      expect(code).toMatch(new RegExp(`\\b${demo.manifest.seed}\\b`));
    },
  );

  it.each(demos.map((demo) => [demo.slug, demo] as const))(
    '%s: nothing outside the package is named',
    (_slug, demo) => {
      for (const [name, data] of demo.files) {
        if (!/\.(html|js|css|json|svg)$/.test(name)) continue;
        expect(data.toString('utf8'), name).not.toMatch(/(?:https?:)?\/\/[a-z0-9-]+\.[a-z]/i);
      }
    },
  );
});
