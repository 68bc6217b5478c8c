import { MAX_UPLOAD_BYTES } from '@/lib/playable/limits';
import { readPlayableZip, type UnzipResult, zipBaseName } from '@/lib/playable/unzip';
import {
  duplicateNamesZip,
  encryptedZip,
  junkAfterSignature,
  junkAppended,
  lyingSizeZip,
  lyingStoredZip,
  manyEntriesZip,
  namedEntryZip,
  nestedZipByContent,
  nestedZipByName,
  notAZip,
  overlappingKernelZip,
  quotedOverlapZip,
  symlinkZip,
  truncatedZip,
  unsupportedMethodZip,
  zerosBomb,
} from '@/tests/fixtures/playable/hostile';
import {
  ambiguousZip,
  indexZip,
  mintegralRootZip,
  singleHtml,
  uploadBytes,
} from '@/tests/fixtures/playable/engines';
import { validPlayable, zipFiles } from '@/tests/fixtures/playable/playables';

const RSS_BUDGET = 100 * 1024 * 1024;

/** Runs `work` while sampling RSS; returns its result and how far RSS rose above where it started. */
async function withRssWatch<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, 2);
  try {
    const result = await work();
    sample();
    return { result, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

function expectRefused(result: UnzipResult, error: string, reason: string) {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect({ error: result.error, reason: result.reason }).toEqual({ error, reason });
  expect(result.detail.length).toBeGreaterThan(0);
}

describe('readPlayableZip: valid archives', () => {
  it('reads a valid playable into files keyed by archive path', async () => {
    const { fileName, buffer } = await validPlayable(1);
    const result = await readPlayableZip(buffer, fileName);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.root).toBe('Game');
    expect(result.htmlPath).toBe('Game/Game.html');
    expect(result.shape).toBe('studio');
    expect([...result.files.keys()].sort()).toEqual([
      'Game/Game.html',
      'Game/img/bg.png',
      'Game/img/hero.png',
      'Game/js/game.js',
      'Game/style.css',
    ]);
    expect(result.files.get('Game/Game.html')!.toString('utf8')).toContain('<!DOCTYPE html>');
  });

  it('reads the shapes developers ship, naming the entry page and the shape', async () => {
    const cases = [
      [mintegralRootZip('Puzzle'), 'Puzzle', 'Puzzle.html', 'root-html', 3],
      [indexZip(false), 'index', 'index.html', 'index-html', 2],
      [indexZip(true), 'index', 'web-mobile/index.html', 'index-html', 2],
      [singleHtml('Runner'), 'Runner', 'Runner.html', 'single-html', 1],
    ] as const;
    for (const [upload, root, htmlPath, shape, count] of cases) {
      const result = await readPlayableZip(await uploadBytes(upload), upload.fileName);
      expect(result).toMatchObject({ ok: true, root, htmlPath, shape });
      if (result.ok) expect(result.files.size).toBe(count);
    }
  });

  it('tests a package whose names miss the studio rule instead of refusing it', async () => {
    const { buffer } = await validPlayable(1);
    expect(await readPlayableZip(buffer, 'Other.zip')).toMatchObject({
      ok: true,
      root: 'Other',
      htmlPath: 'Game/Game.html',
      shape: 'studio',
    });
    expect(await readPlayableZip(buffer, 'My Game.zip')).toMatchObject({ ok: true, root: 'My Game' });
    const renamed = await zipFiles({ 'Game/main.html': '<!DOCTYPE html>', 'Game/a.js': '1' });
    expect(await readPlayableZip(renamed, 'Game.zip')).toMatchObject({
      ok: true,
      htmlPath: 'Game/main.html',
    });
  });

  it('takes the base name from a path and any case of .zip', () => {
    expect(zipBaseName('C:\\Users\\me\\My_Ad.ZIP')).toBe('My_Ad');
    expect(zipBaseName('dir/Game.zip')).toBe('Game');
    expect(zipBaseName('Game.rar')).toBeNull();
  });
});

describe('readPlayableZip: upload errors', () => {
  it('answers size for more than 5 MB, before looking inside', async () => {
    const result = await readPlayableZip(Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'Game.zip');
    expectRefused(result, 'size', 'too-large');
  });

  it('answers type for a file that is neither a zip nor an HTML page, by name or by content', async () => {
    const { buffer } = await validPlayable(1);
    expectRefused(await readPlayableZip(buffer, 'Game.rar'), 'type', 'file-type');
    expectRefused(await readPlayableZip(Buffer.from('hello'), 'notes.txt'), 'type', 'file-type');
    expectRefused(await readPlayableZip(notAZip(), 'Game.zip'), 'type', 'not-zip');
    expectRefused(await readPlayableZip(Buffer.alloc(0), 'Game.zip'), 'type', 'not-zip');
    expectRefused(await readPlayableZip(buffer, 'Game.html'), 'type', 'not-html');
    expectRefused(
      await readPlayableZip(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), 'Hero.html'),
      'type',
      'not-html',
    );
  });

  it('answers names with the list of pages when several HTML pages leave the entry open', async () => {
    const upload = ambiguousZip();
    const result = await readPlayableZip(await uploadBytes(upload), upload.fileName);
    expectRefused(result, 'names', 'ambiguous-entry');
    if (!result.ok) {
      expect(result.detail).toBe(
        '2 HTML pages and none is named Game.html or index.html: Game/end.html, Game/start.html',
      );
    }
  });

  it('answers html when there is no page to open', async () => {
    const noHtml = await zipFiles({ 'Game/readme.txt': 'hello' });
    expectRefused(await readPlayableZip(noHtml, 'Game.zip'), 'html', 'html-missing');
    const deep = await zipFiles({ 'build/web/index.html': '<!DOCTYPE html>' });
    expectRefused(await readPlayableZip(deep, 'Game.zip'), 'html', 'html-too-deep');
    expectRefused(await readPlayableZip(Buffer.from('  \n'), 'Game.html'), 'html', 'html-empty');
  });
});

describe('readPlayableZip: hostile archives are refused without growing the process', () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string][] = [
    ['a 1 GiB zeros bomb with honest headers', () => zerosBomb(true), 'size-limit'],
    ['a 1 GiB zeros bomb whose header claims 500 KB', () => zerosBomb(false), 'size-mismatch'],
    ['an entry that lies about its size', () => lyingSizeZip(), 'size-mismatch'],
    ['a stored entry whose two sizes disagree', () => lyingStoredZip(), 'size-mismatch'],
    ['an overlapping-entries bomb (shared kernel)', () => overlappingKernelZip(), 'overlap'],
    ['an overlapping-entries bomb (quoted local header)', () => quotedOverlapZip(), 'overlap'],
    ['a nested zip by name', async () => nestedZipByName((await validPlayable(1)).buffer), 'nested-archive'],
    [
      'a nested zip by content',
      async () => nestedZipByContent((await validPlayable(1)).buffer),
      'nested-archive',
    ],
    ['20,000 entries', () => manyEntriesZip(20_000), 'entry-count'],
    ['a ../ entry', () => namedEntryZip('Game/../../evil.js'), 'parent-path'],
    ['an absolute entry', () => namedEntryZip('/etc/cron.d/evil'), 'absolute-path'],
    ['a drive-letter entry', () => namedEntryZip('C:/Windows/evil.js'), 'absolute-path'],
    ['a backslash entry', () => namedEntryZip('Game\\..\\evil.js'), 'backslash'],
    ['a symlink entry', () => symlinkZip(), 'symlink'],
    ['an encrypted entry', () => encryptedZip(), 'encrypted'],
    ['an unsupported compression method', () => unsupportedMethodZip(), 'method'],
    ['duplicate names (case-insensitive)', () => duplicateNamesZip(), 'duplicate'],
    ['a truncated archive', async () => truncatedZip((await validPlayable(1)).buffer), 'corrupt'],
    ['junk after a zip signature', () => junkAfterSignature(), 'corrupt'],
    [
      'junk appended to a valid archive',
      async () => junkAppended((await validPlayable(1)).buffer),
      'corrupt',
    ],
  ];

  it.each(cases)('refuses %s', async (_label, build, reason) => {
    const archive = await build();
    expect(archive.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const { result, growth } = await withRssWatch(() => readPlayableZip(archive, 'Game.zip'));
    expectRefused(result, 'archive', reason);
    expect(growth).toBeLessThan(RSS_BUDGET);
  });
});
