import { randomBytes } from 'node:crypto';
import {
  type ArchiveEntry,
  EntryError,
  entryOf,
  entrySlice,
  inflateEntry,
  inflatedSize,
  readEntry,
  singleFileIndex,
} from '@/lib/playable/archive';
import { MAX_UPLOAD_BYTES, uploadInflateBudget } from '@/lib/playable/limits';
import { indexPlayable, inflateIndexed, readPlayableZip } from '@/lib/playable/unzip';
import { mebibyteScriptsZip } from '@/tests/fixtures/playable/hostile';
import { validPlayable, validPlayableFiles, zipFiles } from '@/tests/fixtures/playable/playables';
import {
  crc32,
  deflatedEntry,
  deflateRaw,
  storedEntry,
  writeZip,
} from '@/tests/fixtures/playable/zip-writer';

// The upload is stored as received with an index of its entries; a file is inflated when asked for, held
// to the size and CRC-32 the archive declared.

async function indexed(buffer: Buffer, fileName = 'Game.zip') {
  const result = await indexPlayable(buffer, fileName);
  if (!result.ok) throw new Error(`refused: ${result.reason} ${result.detail}`);
  return result;
}

describe('indexPlayable', () => {
  it('indexes every file (not the folders) with where its bytes lie, inflating nothing', async () => {
    const { buffer } = await validPlayable(2);
    const result = await indexed(buffer);
    expect(Object.keys(result.index).sort()).toEqual([
      'Game/Game.html',
      'Game/img/bg.png',
      'Game/img/hero.png',
      'Game/js/game.js',
      'Game/style.css',
    ]);
    const files = validPlayableFiles(2);
    for (const [path, entry] of Object.entries(result.index)) {
      const content = files[path];
      const expected = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
      expect(entry.size).toBe(expected.length);
      expect(entry.crc).toBe(crc32(expected));
      expect(await inflateEntry(entrySlice(buffer, entry), entry, path)).toEqual(expected);
    }
    expect(result.inflatedBytes).toBe(inflatedSize(result.index));
  });

  it('keeps a stored entry stored and a "__proto__" name as an own key', async () => {
    const zip = writeZip([
      deflatedEntry('Game/Game.html', '<!DOCTYPE html><title>x</title>'),
      storedEntry('Game/__proto__', 'plain bytes'),
    ]);
    const result = await indexed(zip);
    const entry = entryOf(result.index, 'Game/__proto__');
    expect(entry).toMatchObject({ method: 0, size: 11, compressedSize: 11 });
    expect((await readEntry(zip, result.index, 'Game/__proto__'))!.toString()).toBe('plain bytes');
    expect(entryOf(result.index, 'constructor')).toBeNull();
    expect(await readEntry(zip, result.index, 'Game/missing.js')).toBeNull();
    // The index survives JSON (it is stored as jsonb) with the odd key intact.
    expect(entryOf(JSON.parse(JSON.stringify(result.index)), 'Game/__proto__')).toEqual(entry);
  });

  it('refuses the 49 × 1 MiB case by its per-upload budget, before inflating a byte', async () => {
    const zip = mebibyteScriptsZip();
    expect(zip.length).toBeLessThan(100 * 1024);
    const started = performance.now();
    const result = await indexPlayable(zip, 'Game.zip');
    expect(performance.now() - started).toBeLessThan(500);
    expect(result).toMatchObject({ ok: false, error: 'archive', reason: 'inflate-budget' });
    if (!result.ok) expect(result.detail).toContain(String(uploadInflateBudget(zip.length)));
  });

  it('accepts as much inflation as the budget allows: a few MiB of scripts, and a full 5 MB upload', async () => {
    const small = await indexed(mebibyteScriptsZip(4));
    expect(small.inflatedBytes).toBe(4 * 1024 * 1024 + inflatedSize({ html: small.index['Game/Game.html'] }));
    const files = validPlayableFiles(1);
    for (let i = 0; i < 40; i++) files[`Game/img/tile_${i}.png`] = randomBytes(120_000);
    const full = await zipFiles(files);
    expect(full.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect((await indexPlayable(full, 'Game.zip')).ok).toBe(true);
  });
});

describe('inflateEntry', () => {
  const text = Buffer.from('level data '.repeat(2_000));
  const deflated = deflateRaw(text);
  const honest: ArchiveEntry = {
    offset: 0,
    compressedSize: deflated.length,
    size: text.length,
    method: 8,
    crc: crc32(text),
  };

  it('inflates an honest entry', async () => {
    expect(await inflateEntry(deflated, honest)).toEqual(text);
  });

  it('stops one byte past a size the entry understated', async () => {
    const error = await inflateEntry(deflated, { ...honest, size: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EntryError);
    expect((error as EntryError).fault).toBe('size-mismatch');
  });

  it('refuses an entry shorter than declared, a wrong CRC-32, and missing or corrupt bytes', async () => {
    const fault = (promise: Promise<unknown>) =>
      promise.then(
        () => 'accepted',
        (e: EntryError) => e.fault,
      );
    expect(await fault(inflateEntry(deflated, { ...honest, size: text.length + 1 }))).toBe('size-mismatch');
    expect(await fault(inflateEntry(deflated, { ...honest, crc: (honest.crc + 1) >>> 0 }))).toBe('crc');
    expect(await fault(inflateEntry(deflated.subarray(1), honest))).toBe('corrupt');
    const garbage = Buffer.alloc(deflated.length, 0xff);
    expect(await fault(inflateEntry(garbage, honest))).toBe('corrupt');
    const stored: ArchiveEntry = {
      ...honest,
      method: 0,
      compressedSize: 4,
      size: 4,
      crc: crc32(Buffer.from('abcd')),
    };
    expect(await fault(inflateEntry(Buffer.from('abce'), stored))).toBe('crc');
  });

  it('reads a single HTML upload through the same index', async () => {
    const page = Buffer.from('<!DOCTYPE html><title>Single</title>');
    const index = singleFileIndex('Single.html', page);
    expect(index['Single.html']).toMatchObject({ offset: 0, method: 0, size: page.length });
    expect(await readEntry(page, index, 'Single.html')).toEqual(page);
  });
});

describe('inflateIndexed and readPlayableZip agree', () => {
  it('inflates the same files readPlayableZip returns', async () => {
    const { buffer } = await validPlayable(1);
    const viaIndex = await inflateIndexed(buffer, await indexed(buffer));
    const direct = await readPlayableZip(buffer, 'Game.zip');
    expect(viaIndex.ok && direct.ok).toBe(true);
    if (!viaIndex.ok || !direct.ok) return;
    expect([...viaIndex.files]).toEqual([...direct.files]);
  });
});
