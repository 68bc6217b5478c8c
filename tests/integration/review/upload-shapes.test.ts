import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getReport } from '@/app/api/review/report/[id]/route';
import { POST as upload } from '@/app/api/review/upload/route';
import {
  ambiguousZip,
  indexZip,
  mintegralRootZip,
  singleHtml,
  type Upload,
  uploadBytes,
} from '../../fixtures/playable/engines';
import { validPlayable } from '../../fixtures/playable/playables';
import { nextIp } from '../backend/support/forms';
import { DRIVERS, setUpSite, type SiteUnderTest } from '../backend/support/variants';

// POST /api/review/upload through its real route handler: every shape developers ship is accepted and
// tested (the studio's naming rule judged by the file check, not by a refusal), and a zip whose entry page
// cannot be told is refused with `names` and the list of its pages.

async function post(fileName: string, data: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], fileName, { type }));
  const request = new Request('http://localhost:3000/api/review/upload', {
    method: 'POST',
    headers: { 'x-forwarded-for': nextIp() },
    body: form,
  });
  const response = await upload(request, undefined);
  return { status: response.status, body: (await response.json()) as any };
}

async function postUpload(item: Upload) {
  const isHtml = item.fileName.endsWith('.html');
  return post(item.fileName, await uploadBytes(item), isHtml ? 'text/html' : 'application/zip');
}

describe.each(DRIVERS)('upload shapes on %s', (driver) => {
  let site: SiteUnderTest;

  beforeAll(async () => {
    site = await setUpSite(driver, { TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await site?.teardown();
  });

  it.each([
    [
      'a zip with its page at the root (Mintegral)',
      mintegralRootZip('Puzzle'),
      'Puzzle',
      'root-html',
      'Puzzle.html',
    ],
    [
      'index.zip with index.html at the root (super-html)',
      indexZip(false),
      'index',
      'index-html',
      'index.html',
    ],
    [
      'index.zip with index.html in one folder',
      indexZip(true),
      'index',
      'index-html',
      'web-mobile/index.html',
    ],
    ['a single HTML page', singleHtml('Runner'), 'Runner', 'single-html', 'Runner.html'],
  ])('accepts %s and tests it', async (_, item, name, shape, entry) => {
    const answer = await postUpload(item);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ version: 3, name, shape, entry, apis: ['mintegral'] });
    for (const check of ['html_label', 'base64'] as const)
      expect(answer.body.checks[check].status).toBe('success');
    // Only the studio's naming rule is missed, and the file check says what to rename.
    expect(answer.body.checks.file).toMatchObject({
      status: 'failed',
      evidence: [
        { file: entry, rule: 'studio-names', detail: expect.stringMatching(/^to follow \w+\.zip > /) },
      ],
    });
    const stored = await getReport(new Request('http://localhost/api/review/report/x'), {
      params: Promise.resolve({ id: answer.body.id }),
    });
    expect(await stored.json()).toMatchObject({ shape, entry });
  });

  it('accepts a studio package whose zip is named otherwise, failing file with the rename', async () => {
    const zip = await validPlayable(1, 'Game');
    const answer = await post('Game_v2.zip', zip.buffer, 'application/zip');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Game_v2', shape: 'studio', entry: 'Game/Game.html' });
    expect(answer.body.checks.file.evidence).toEqual([
      expect.objectContaining({
        detail: 'to follow Game.zip > Game/ > Game.html: rename the zip to Game.zip',
      }),
    ]);
  });

  it('refuses a zip whose entry cannot be told, listing its pages', async () => {
    expect(await postUpload(ambiguousZip())).toEqual({
      status: 400,
      body: {
        error: 'names',
        reason: 'ambiguous-entry',
        detail: '2 HTML pages and none is named Game.html or index.html: Game/end.html, Game/start.html',
      },
    });
  });

  it('refuses other file types with "type" and the precise reason', async () => {
    expect(await post('notes.txt', Buffer.from('hello'), 'text/plain')).toEqual({
      status: 400,
      body: { error: 'type', reason: 'file-type', detail: 'notes.txt is neither a .zip nor an .html file' },
    });
    expect(await post('Hero.html', Buffer.from([0x50, 0x4b, 3, 4, 0, 0]), 'text/html')).toMatchObject({
      status: 400,
      body: { error: 'type', reason: 'not-html' },
    });
  });
});
