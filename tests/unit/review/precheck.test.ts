import { describe, expect, it } from 'vitest';
import { precheckPlayable } from '@/components/review/precheck';
import { MAX_UPLOAD_BYTES } from '@/lib/playable/limits';
import { notAZip, zerosBomb } from '@/tests/fixtures/playable/hostile';
import { alteredFiles, validPlayable, zipFiles } from '@/tests/fixtures/playable/playables';

// The browser's instant check before upload (jszip, central directory only).

const file = (name: string, data: Buffer, type = 'application/zip') =>
  new File([new Uint8Array(data)], name, { type });

describe('precheckPlayable', () => {
  it('accepts valid one- and two-step playables', async () => {
    for (const steps of [1, 2] as const) {
      const zip = await validPlayable(steps, 'My_Game2');
      expect(await precheckPlayable(file(zip.fileName, zip.buffer))).toEqual({ ok: true });
    }
  });

  it('refuses over 5 MB with "size" before reading anything', async () => {
    expect(await precheckPlayable(file('Game.zip', Buffer.alloc(MAX_UPLOAD_BYTES + 1)))).toEqual({
      ok: false,
      error: 'size',
    });
  });

  it('refuses what is not a zip with "type"', async () => {
    const zip = await validPlayable(1);
    expect(await precheckPlayable(file('Game.rar', zip.buffer))).toEqual({ ok: false, error: 'type' });
    expect(await precheckPlayable(file('Game.zip', notAZip()))).toEqual({ ok: false, error: 'type' });
    expect(await precheckPlayable(file('Game.zip', zip.buffer, 'text/html'))).toEqual({
      ok: false,
      error: 'type',
    });
  });

  it('refuses mismatched zip, folder and HTML names with "names"', async () => {
    const zip = await validPlayable(1, 'Game');
    expect(await precheckPlayable(file('Other.zip', zip.buffer))).toEqual({ ok: false, error: 'names' });
    expect(await precheckPlayable(file('My Game.zip', zip.buffer))).toEqual({ ok: false, error: 'names' });
    const renamedHtml = await zipFiles(
      alteredFiles({ 'Game/Game.html': null, 'Game/index.html': '<!DOCTYPE html>' }),
    );
    expect(await precheckPlayable(file('Game.zip', renamedHtml))).toEqual({ ok: false, error: 'names' });
    const stray = await zipFiles(alteredFiles({ 'Other/x.js': '1' }));
    expect(await precheckPlayable(file('Game.zip', stray))).toEqual({ ok: false, error: 'names' });
  });

  it('never inflates: a 1 GB bomb with valid names passes the names check without growing memory', async () => {
    const before = process.memoryUsage().rss;
    // The names are right, so the browser lets it through; the server's yauzl limits refuse it.
    const result = await precheckPlayable(file('Game.zip', zerosBomb(true)));
    expect(result).toEqual({ ok: true });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });
});
