import { describe, expect, it } from 'vitest';
import { precheckPlayable } from '@/components/review/precheck';
import { MAX_UPLOAD_BYTES } from '@/lib/playable/limits';
import { readPlayableZip } from '@/lib/playable/unzip';
import {
  ambiguousZip,
  indexZip,
  mintegralRootZip,
  singleHtml,
  type Upload,
  uploadBytes,
} from '@/tests/fixtures/playable/engines';
import { notAZip, zerosBomb } from '@/tests/fixtures/playable/hostile';
import { alteredFiles, validPlayable, zipFiles } from '@/tests/fixtures/playable/playables';

// The browser's instant check before upload (jszip, central directory only), deciding the entry with the
// same module as the server.

const file = (name: string, data: Buffer, type = 'application/zip') =>
  new File([new Uint8Array(data)], name, { type });

async function asFile(upload: Upload): Promise<File> {
  const isHtml = upload.fileName.endsWith('.html');
  return file(upload.fileName, await uploadBytes(upload), isHtml ? 'text/html' : 'application/zip');
}

describe('precheckPlayable', () => {
  it('accepts valid one- and two-step playables', async () => {
    for (const steps of [1, 2] as const) {
      const zip = await validPlayable(steps, 'My_Game2');
      expect(await precheckPlayable(file(zip.fileName, zip.buffer))).toEqual({
        ok: true,
        shape: 'studio',
        name: 'My_Game2',
        entry: 'My_Game2/My_Game2.html',
      });
    }
  });

  it('accepts the shapes developers ship, deciding the same entry as the server', async () => {
    for (const upload of [
      mintegralRootZip(),
      indexZip(false),
      indexZip(true),
      singleHtml(),
      ambiguousZip(),
    ]) {
      const browser = await precheckPlayable(await asFile(upload));
      const server = await readPlayableZip(await uploadBytes(upload), upload.fileName);
      if (server.ok) {
        expect(browser).toEqual({ ok: true, shape: server.shape, name: server.root, entry: server.htmlPath });
      } else {
        expect(browser).toEqual({
          ok: false,
          error: server.error,
          reason: server.reason,
          detail: server.detail,
        });
      }
    }
  });

  it('leaves names that miss the studio rule to the file check', async () => {
    const zip = await validPlayable(1, 'Game');
    expect(await precheckPlayable(file('Other.zip', zip.buffer))).toMatchObject({
      ok: true,
      entry: 'Game/Game.html',
    });
    expect(await precheckPlayable(file('My Game.zip', zip.buffer))).toMatchObject({
      ok: true,
      name: 'My Game',
    });
  });

  it('refuses over 5 MB with "size" before reading anything', async () => {
    expect(await precheckPlayable(file('Game.zip', Buffer.alloc(MAX_UPLOAD_BYTES + 1)))).toMatchObject({
      ok: false,
      error: 'size',
      reason: 'too-large',
    });
  });

  it('refuses what is neither a zip nor an HTML page with "type" and the precise reason', async () => {
    const zip = await validPlayable(1);
    expect(await precheckPlayable(file('Game.rar', zip.buffer))).toMatchObject({
      error: 'type',
      reason: 'file-type',
    });
    expect(await precheckPlayable(file('Game.zip', notAZip()))).toMatchObject({
      error: 'type',
      reason: 'not-zip',
    });
    expect(await precheckPlayable(file('Game.zip', zip.buffer, 'text/html'))).toMatchObject({
      error: 'type',
      reason: 'file-type',
    });
    expect(await precheckPlayable(file('Game.html', Buffer.from('<p>'), 'image/png'))).toMatchObject({
      error: 'type',
    });
  });

  it('refuses an ambiguous entry with the page list, and a zip without a page', async () => {
    expect(await precheckPlayable(await asFile(ambiguousZip()))).toEqual({
      ok: false,
      error: 'names',
      reason: 'ambiguous-entry',
      detail: '2 HTML pages and none is named Game.html or index.html: Game/end.html, Game/start.html',
    });
    const noHtml = await zipFiles(alteredFiles({ 'Game/Game.html': null }));
    expect(await precheckPlayable(file('Game.zip', noHtml))).toMatchObject({
      error: 'html',
      reason: 'html-missing',
    });
  });

  it('never inflates: a 1 GB bomb with valid names passes the names check without growing memory', async () => {
    const before = process.memoryUsage().rss;
    // The names are right, so the browser lets it through; the server's yauzl limits refuse it.
    const result = await precheckPlayable(file('Game.zip', zerosBomb(true)));
    expect(result).toMatchObject({ ok: true });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });
});
