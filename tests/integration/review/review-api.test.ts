import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getReport } from '@/app/api/review/report/[id]/route';
import { POST as sendEmail } from '@/app/api/review/send-email/route';
import { POST as upload } from '@/app/api/review/upload/route';
import { GET as play, POST as postToPlayer } from '@/app/upload-host/[id]/[[...path]]/route';
import { getDb } from '@/lib/db/client';
import { sweepExpiredData } from '@/lib/db/retention';
import { playableUploads } from '@/lib/db/schema';
import { findById, findByKey, retryPendingNow } from '@/lib/outbox/store';
import { startOutboxWorker, stopOutboxWorker } from '@/lib/outbox/worker';
import { playerCsp } from '@/lib/playable/serve';
import { CHECK_NAMES, type PlayableReport } from '@/lib/playable/types';
import { MAX_UPLOAD_BYTES } from '@/lib/playable/limits';
import { alteredFiles, OUTER_CHAIN_HTML, validPlayable, zipFiles } from '../../fixtures/playable/playables';
import { nestedZipByName, notAZip, zerosBomb } from '../../fixtures/playable/hostile';
import { setEnv } from '../backend/support/env';
import { nextIp } from '../backend/support/forms';
import { header, startSmtp } from '../backend/support/smtp';
import { DRIVERS, setUpSite, type SiteUnderTest } from '../backend/support/variants';
import { waitFor } from '../backend/support/wait';
import { storedArchive } from './support/stored-archive';

// The review API through its real route handlers on the process-wide database: upload → stored report →
// the upload host's route (as proxy.ts rewrites to it) → send-email, on PGlite and on PostgreSQL (when
// DATABASE_URL is set for the run). The player origin is the default, http://{id}.localhost:3000.

const REVIEWERS = 'reviewers@example.test';

/** Who may frame the default (loopback) player: the configured site hosts and loopback on any port. */
const FRAME_ANCESTORS = [
  'https://www.playmind-studio.com',
  'https://www.playmind-studio.cn',
  'http://localhost:*',
  'http://127.0.0.1:*',
];

function uploadRequest(fileName: string, data: Buffer, ip = nextIp()): Request {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], fileName, { type: 'application/zip' }));
  return new Request('http://localhost:3000/api/review/upload', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    body: form,
  });
}

async function send(request: Request) {
  const response = await upload(request, undefined);
  return { status: response.status, body: (await response.json()) as any };
}

/** The frame's request headers: what Chromium sends for an <iframe> document. */
const FRAMED = { 'sec-fetch-dest': 'iframe' };

/**
 * GETs a file by its archive path from the upload host `<id>.localhost:3000` through the route proxy.ts
 * rewrites it to (`/upload-host/<id>/...`), each segment URL-encoded (or `rawPath`, the path as sent).
 */
async function playFile(
  id: string,
  filePath: string,
  rawPath?: string,
  {
    host = `${id}.localhost:3000`,
    headers = FRAMED,
  }: { host?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const sent = rawPath ?? `/${filePath.split('/').map(encodeURIComponent).join('/')}`;
  // Next gives the route the URL as sent (the rewrite only picks the route) and the Host as sent.
  const request = new Request(`http://localhost:3000${sent}`, { headers: { host, ...headers } });
  return play(request, { params: Promise.resolve({ id, path: filePath.split('/') }) });
}

/** The text of a quoted-printable message body. */
function decodeQuotedPrintable(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

function emailRequest(body: unknown, ip = nextIp()): Request {
  return new Request('http://localhost:3000/api/review/send-email', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      'user-agent': 'TestBrowser/1.0 (Linux)',
    },
    body: JSON.stringify(body),
  });
}

const DEVELOPER = 'dev.puzzle@example.test';

// The live run is not the form's: the mail reads the one the Test step stored (tests/integration/review/
// report-mail.test.ts). A `live` an earlier page sent is ignored.
const form = (reportId: string) => ({
  reportId,
  product_url: 'https://play.google.com/store/apps/details?id=com.example.puzzle',
  product_name: 'Puzzle Garden',
  advertiser_name: 'Example Games Ltd',
  email: DEVELOPER,
  locale: 'en',
  remarks: 'Please check the landscape layout.',
  live: {
    checks: { install: { status: 'success' }, code: { status: 'failed', evidence: ['made up'] } },
    steps: 2,
    timeline: ['1500 ms call install (after a gesture)'],
  },
});

describe.each(DRIVERS)('review API on %s', (driver) => {
  let site: SiteUnderTest;

  beforeAll(async () => {
    site = await setUpSite(driver, { TRUST_PROXY: '1', SMTP_URL: undefined, REVIEW_TO: REVIEWERS });
  });

  afterAll(async () => {
    await site?.teardown();
  });

  let report: PlayableReport;

  it('accepts a valid two-step playable, stores its files and answers the static report', async () => {
    const zip = await validPlayable(2, 'Puzzle_Garden');
    const answer = await send(uploadRequest(zip.fileName, zip.buffer));
    expect(answer.status).toBe(200);
    report = answer.body;
    expect(report.id).toMatch(/^[a-z2-7]{26}$/);
    expect(report.name).toBe('Puzzle_Garden');
    for (const check of ['file', 'html_label', 'base64'] as const)
      expect(report.checks[check].status).toBe('success');
    expect(report.checks.outer_chain.status).toBe('checking');
    expect(report.checks.install.status).toBe('checking');
    expect(report.links.player).toBe(`http://${report.id}.localhost:3000/Puzzle_Garden/Puzzle_Garden.html`);
    expect(report.links.preview).toBe(`/review/preview/${report.id}`);

    const db = await getDb();
    // Stored as received, with the index of its files.
    const [stored] = await db.select().from(playableUploads).where(eq(playableUploads.id, report.id));
    expect(await storedArchive(report.id)).toEqual(zip.buffer);
    expect(Object.keys(stored.entries).sort()).toEqual([
      'Puzzle_Garden/Puzzle_Garden.html',
      'Puzzle_Garden/img/bg.png',
      'Puzzle_Garden/img/hero.png',
      'Puzzle_Garden/js/game.js',
      'Puzzle_Garden/style.css',
    ]);
    // Nothing of the upload was written under DATA_DIR (only the database and mail live there).
    const names = fs.readdirSync(site.dataDir, { recursive: true }).map(String);
    expect(names.some((name) => name.includes('Puzzle_Garden'))).toBe(false);
  });

  it('answers the stored report by id, and 404 for unknown or malformed ids', async () => {
    const ok = await getReport(new Request('http://localhost/api/review/report/x'), {
      params: Promise.resolve({ id: report.id }),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual(report);
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '../../etc/passwd', "x' or 1=1 --"]) {
      const missing = await getReport(new Request('http://localhost/api/review/report/x'), {
        params: Promise.resolve({ id }),
      });
      expect(missing.status).toBe(404);
    }
  });

  it('links the player on the .cn pattern for the .cn host, and the preview on the site', async () => {
    const restore = setEnv({
      PLAYABLE_ORIGIN: 'https://{id}.example-playables.net',
      PLAYABLE_ORIGIN_CN: 'https://{id}.example-playables.cn',
    });
    try {
      const ask = (host: string) =>
        getReport(new Request('http://localhost/api/review/report/x', { headers: { host } }), {
          params: Promise.resolve({ id: report.id }),
        }).then((response) => response.json() as Promise<PlayableReport>);
      const entry = 'Puzzle_Garden/Puzzle_Garden.html';
      expect((await ask('www.playmind-studio.cn')).links).toMatchObject({
        player: `https://${report.id}.example-playables.cn/${entry}`,
        preview: `/review/preview/${report.id}`,
      });
      expect((await ask('www.playmind-studio.com')).links.player).toBe(
        `https://${report.id}.example-playables.net/${entry}`,
      );
    } finally {
      restore();
    }
  });

  it('still answers a report stored in the first version, upgraded, without a player', async () => {
    const legacyId = 'Legacy_report-01234567';
    const legacyReport = {
      id: legacyId,
      name: 'Old_Game',
      checks: {
        ...Object.fromEntries(CHECK_NAMES.map((name) => [name, { status: 'checking' }])),
        install: { status: 'success' },
        code: { status: 'failed' },
      },
      steps: 1,
      links: {
        player: `/review/play/${legacyId}/Old_Game/Old_Game.html`,
        preview: '',
        android: null,
        ios: null,
      },
    };
    const db = await getDb();
    await db.insert(playableUploads).values({
      id: legacyId,
      name: 'Old_Game',
      htmlPath: 'Old_Game/Old_Game.html',
      report: legacyReport,
    });
    const answer = await getReport(new Request('http://localhost/api/review/report/x'), {
      params: Promise.resolve({ id: legacyId }),
    });
    expect(answer.status).toBe(200);
    const upgraded = (await answer.json()) as PlayableReport;
    expect(upgraded).toMatchObject({
      version: 3,
      id: legacyId,
      shape: 'studio',
      entry: 'Old_Game/Old_Game.html',
      apis: [],
      steps: 1,
      links: { player: '', preview: '' },
    });
    expect(upgraded.checks.install.status).toBe('success');
    expect(upgraded.checks.code.status).toBe('failed');
  });

  it('serves the page with the shim first in <head> and the player headers, and the assets as stored', async () => {
    const page = await playFile(report.id, 'Puzzle_Garden/Puzzle_Garden.html');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy');
    expect(csp).toBe(playerCsp(FRAME_ANCESTORS, true));
    expect(csp).toContain("script-src 'self' data: blob: 'unsafe-inline' 'unsafe-eval'");
    expect(csp).toContain("connect-src 'self' data: blob:");
    expect(csp).toContain(`frame-ancestors ${FRAME_ANCESTORS.join(' ')}`);
    expect(csp).toContain('sandbox allow-scripts allow-same-origin');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('strict-transport-security')).toBeNull();
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toMatch(
      /<head><script src="\/__playable\/shim\.js" data-at="\d+:\d+:\d+(;\d+:\d+:\d+)*"><\/script>/,
    );
    expect(html.indexOf('shim.js')).toBeLessThan(html.indexOf('<meta charset'));

    const script = await playFile(report.id, 'Puzzle_Garden/js/game.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // A worker takes its CSP from its script's answer: every file carries the player's.
    expect(script.headers.get('content-security-policy')).toBe(playerCsp(FRAME_ANCESTORS, false));
    expect(await script.text()).toContain('window.gameEnd()');
    const image = await playFile(report.id, 'Puzzle_Garden/img/hero.png', undefined, {
      headers: { 'sec-fetch-dest': 'image' },
    });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');

    for (const missing of ['Puzzle_Garden/nope.js', 'Puzzle_Garden', '']) {
      const response = await playFile(report.id, missing);
      expect(response.status).toBe(404);
    }
    for (const rawPath of ['/Puzzle_Garden/%2e%2e/x', '/%E0%A4%A', '/api/contact', '/review', '/']) {
      const response = await playFile(report.id, 'x', rawPath);
      expect(response.status, rawPath).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("serves an upload only on its own host: not on a site host, not on another upload's host", async () => {
    const other = (await send(uploadRequest('Game.zip', (await validPlayable(1)).buffer)))
      .body as PlayableReport;
    const entry = 'Puzzle_Garden/Puzzle_Garden.html';
    // The other upload's host asking for this upload's files (by its id in the path, or by its paths).
    expect((await playFile(report.id, entry, undefined, { host: `${other.id}.localhost:3000` })).status).toBe(
      404,
    );
    expect((await playFile(other.id, entry)).status).toBe(404);
    // Site hosts serve no upload file, even on the internal route.
    for (const host of ['localhost:3000', 'www.playmind-studio.com', '127.0.0.1:3000']) {
      expect((await playFile(report.id, entry, undefined, { host })).status, host).toBe(404);
    }
    // A player host whose label is no upload id.
    expect((await playFile('www', entry, undefined, { host: 'www.localhost:3000' })).status).toBe(404);
    expect((await playFile('AAAAAAAAAAAAAAAAAAAAAA', entry)).status).toBe(404);
    // Its own host still serves it.
    expect((await playFile(other.id, 'Game/Game.html')).status).toBe(200);
  });

  it('answers only GET and HEAD, refuses service workers, and points top-level visits to the tester', async () => {
    const host = `${report.id}.localhost:3000`;
    const url = 'http://localhost:3000/Puzzle_Garden/js/game.js';
    const context = { params: Promise.resolve({ id: report.id, path: ['Puzzle_Garden', 'js', 'game.js'] }) };
    const post = await postToPlayer(
      new Request(url, { method: 'POST', headers: { host }, body: 'x' }),
      context,
    );
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const worker = await play(
      new Request(url, { headers: { host, 'service-worker': 'script', 'sec-fetch-dest': 'serviceworker' } }),
      context,
    );
    expect(worker.status).toBe(403);

    // The entry page, opened top-level (Sec-Fetch-Dest: document) or by a client that does not say (none).
    for (const headers of [{ 'sec-fetch-dest': 'document' }, {} as Record<string, string>]) {
      const visit = await playFile(report.id, 'Puzzle_Garden/Puzzle_Garden.html', undefined, { headers });
      expect(visit.status).toBe(403);
      const body = await visit.text();
      expect(body).toContain('Open this playable in the tester');
      expect(body).toContain('href="http://localhost:3000/review"');
      expect(body).not.toContain('playable-shim');
      expect(body).not.toContain('gameReady');
      expect(visit.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    const chinese = await playFile(report.id, 'Puzzle_Garden/Puzzle_Garden.html', undefined, {
      headers: { 'sec-fetch-dest': 'document', 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' },
    });
    expect(await chinese.text()).toContain('请在测试工具中打开此试玩广告');
  });

  it('points a top-level visit to an SVG or XML of the upload to the tester too, and serves it as an image', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const zip = await zipFiles(
      alteredFiles({ 'Game/img/logo.svg': Buffer.from(svg), 'Game/data.xml': Buffer.from('<a/>') }),
    );
    const { id } = (await send(uploadRequest('Game.zip', zip))).body as PlayableReport;
    for (const file of ['Game/img/logo.svg', 'Game/data.xml']) {
      const visit = await playFile(id, file, undefined, { headers: { 'sec-fetch-dest': 'document' } });
      expect(visit.status, file).toBe(403);
      expect(await visit.text()).not.toContain('alert(1)');
    }
    const asImage = await playFile(id, 'Game/img/logo.svg', undefined, {
      headers: { 'sec-fetch-dest': 'image' },
    });
    expect(asImage.status).toBe(200);
    expect(asImage.headers.get('content-type')).toBe('image/svg+xml');
    expect(await asImage.text()).toBe(svg);
    const fetched = await playFile(id, 'Game/data.xml', undefined, {
      headers: { 'sec-fetch-dest': 'empty' },
    });
    expect(await fetched.text()).toBe('<a/>');
  });

  it("answers a network's script tag with an empty script and the shim at its reserved path", async () => {
    const mraid = await playFile(report.id, 'Puzzle_Garden/mraid.js', undefined, {
      headers: { 'sec-fetch-dest': 'script' },
    });
    expect(mraid.status).toBe(200);
    expect(mraid.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await mraid.text()).toMatch(/^\/\* mraid: provided by the playable tester's shim/);
    const shim = await playFile(report.id, '__playable/shim.js');
    expect(shim.status).toBe(200);
    expect(await shim.text()).toContain("var TAG = 'playable-shim'");
    expect((await playFile(report.id, 'Puzzle_Garden/other.js')).status).toBe(404);
  });

  it('finds files whose names hold "%", spaces or Chinese letters, each URL segment decoded once', async () => {
    const zip = await zipFiles(
      alteredFiles({ 'Game/img/100% fun.png': Buffer.from('a'), 'Game/img/图 片.png': Buffer.from('b') }),
    );
    const answer = await send(uploadRequest('Game.zip', zip));
    expect(answer.status).toBe(200);
    const fun = await playFile(answer.body.id, 'Game/img/100% fun.png');
    expect(fun.status).toBe(200);
    expect(await fun.text()).toBe('a');
    const chinese = await playFile(answer.body.id, 'Game/img/图 片.png');
    expect(await chinese.text()).toBe('b');
    // Decoded twice, "%2541" would become "A": it must not.
    expect((await playFile(answer.body.id, 'x', '/Game/img/100%2525%20fun.png')).status).toBe(404);
  });

  it('refuses what is not a playable with the upload error keys', async () => {
    const valid = await validPlayable(1, 'Game');
    const ambiguous = await zipFiles({ 'Game/a.html': '<!DOCTYPE html>', 'Game/b.html': '<!DOCTYPE html>' });
    expect(await send(uploadRequest('Game.zip', ambiguous))).toMatchObject({
      status: 400,
      body: { error: 'names', reason: 'ambiguous-entry' },
    });
    expect(await send(uploadRequest('notes.txt', notAZip()))).toMatchObject({
      status: 400,
      body: { error: 'type' },
    });
    expect(await send(uploadRequest('Game.zip', notAZip()))).toMatchObject({
      status: 400,
      body: { error: 'type' },
    });
    const nested = await send(uploadRequest('Game.zip', nestedZipByName(valid.buffer)));
    expect(nested).toMatchObject({ status: 400, body: { error: 'archive', reason: 'nested-archive' } });
    const bomb = await send(uploadRequest('Game.zip', zerosBomb(true)));
    expect(bomb.status).toBe(400);
    expect(['archive', 'names', 'html']).toContain(bomb.body.error);
    const noHtml = await zipFiles(alteredFiles({ 'Game/Game.html': null }));
    expect(await send(uploadRequest('Game.zip', noHtml))).toMatchObject({ status: 400 });
    // A form without the file field.
    const empty = new FormData();
    empty.append('other', 'x');
    const response = await upload(
      new Request('http://localhost:3000/api/review/upload', {
        method: 'POST',
        body: empty,
        headers: { 'x-forwarded-for': nextIp() },
      }),
      undefined,
    );
    expect(response.status).toBe(400);
  });

  it('answers 413 {error:"size"} past 5 MB, counting the streamed body whatever Content-Length says', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1);
    expect(await send(uploadRequest('Game.zip', big))).toEqual({ status: 413, body: { error: 'size' } });

    // No Content-Length: a stream that never ends is cut at the cap.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await upload(
      new Request('http://localhost:3000/api/review/upload', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': nextIp() },
        body: endless,
        duplex: 'half',
      } as RequestInit),
      undefined,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'size' });
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES + 1024 * 1024);
  });

  it('reports static failures with evidence (outer_chain)', async () => {
    const zip = await zipFiles(alteredFiles({ 'Game/Game.html': OUTER_CHAIN_HTML }));
    const answer = await send(uploadRequest('Game.zip', zip));
    expect(answer.status).toBe(200);
    expect(answer.body.checks.outer_chain.status).toBe('failed');
    expect(answer.body.checks.outer_chain.evidence[0]).toMatchObject({ file: 'Game/Game.html', line: 4 });
  });

  it('refuses cross-site uploads and limits uploads per IP', async () => {
    const zip = await validPlayable(1);
    const crossSite = uploadRequest(zip.fileName, zip.buffer);
    crossSite.headers.set('origin', 'https://evil.example');
    expect((await send(crossSite)).status).toBe(403);

    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 41; i++) last = (await send(uploadRequest('x.txt', Buffer.from('x'), ip))).status;
    expect(last).toBe(429);
  });

  it('mails the report (checks, browser, the approval note) to REVIEW_TO as an .eml file, answering to the developer', async () => {
    const response = await sendEmail(emailRequest(form(report.id)), undefined);
    expect(response.status).toBe(202);
    const folder = path.join(site.dataDir, 'mail');
    const files = fs.readdirSync(folder).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(folder, files[0]), 'utf8');
    expect(header(raw, 'to')).toBe(REVIEWERS);
    expect(header(raw, 'reply-to')).toBe(DEVELOPER);
    expect(header(raw, 'subject')).toBe('Playable test: Puzzle Garden (Example Games Ltd)');
    const body = decodeQuotedPrintable(raw);
    expect(body).toContain('Product URL: https://play.google.com/store/apps/details?id=com.example.puzzle');
    expect(body).toContain('Browser: TestBrowser/1.0 (Linux)');
    expect(body).toMatch(/file\s+Test Success/);
    // No live run was stored: the form's made-up one is not read.
    expect(body).toContain('Live run: none stored.');
    expect(body).toMatch(/install\s+Not run/);
    expect(body).not.toContain('made up');
    expect(body).toContain('Game steps: not known (no live run was stored)');
    expect(body).toContain('Please check the landscape layout.');
    expect(body).toContain('It is not an approval by any ad network');
  });

  it('mails through a real SMTP server on loopback when SMTP_URL is set', async () => {
    const smtp = await startSmtp();
    const restore = setEnv({ SMTP_URL: smtp.url });
    try {
      const response = await sendEmail(emailRequest(form(report.id)), undefined);
      expect(response.status).toBe(202);
      expect(smtp.messages.filter((mail) => mail.to.includes(REVIEWERS))).toHaveLength(1);
      expect(smtp.messages[0].to).toEqual([REVIEWERS]);
      expect(decodeQuotedPrintable(smtp.messages[0].raw)).toContain(
        'It is not an approval by any ad network',
      );
    } finally {
      restore();
      await smtp.close();
    }
  });

  it('keeps the mail in the outbox while the mail server is down, sends it once it is back, and never twice', async () => {
    const down = setEnv({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const body = { ...form(report.id), idempotencyKey: randomUUID() };
    let first: Response;
    try {
      first = await sendEmail(emailRequest(body), undefined);
      expect(first.status).toBe(202);
      expect(await first.json()).toEqual({ status: 'queued' });
    } finally {
      down();
    }
    const db = await getDb();
    const row = await findByKey(db, 'review-mail', body.idempotencyKey);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });

    const smtp = await startSmtp();
    const up = setEnv({ SMTP_URL: smtp.url });
    try {
      await retryPendingNow(db);
      startOutboxWorker();
      await waitFor(
        async () => (await findById(db, row!.id))?.status === 'delivered',
        'the queued report mail',
      );
      const toStudio = () => smtp.messages.filter((mail) => mail.to.includes(REVIEWERS));
      expect(toStudio()).toHaveLength(1);
      // Once the studio's mail is out, the developer's copy follows as a mail of its own.
      const copy = await findByKey(db, 'mail', `review-copy:${body.idempotencyKey}`);
      expect(copy).toBeDefined();
      await waitFor(async () => (await findById(db, copy!.id))?.status === 'delivered', 'the copy');
      // The tester's resend (same key): the first answer, and no second mail.
      const again = await sendEmail(emailRequest(body), undefined);
      expect(await again.json()).toEqual({ status: 'queued' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(toStudio()).toHaveLength(1);
    } finally {
      await stopOutboxWorker();
      up();
      await smtp.close();
    }
  });

  it('validates the send-email form and refuses unknown reports', async () => {
    const invalid = await sendEmail(
      emailRequest({ ...form(report.id), product_url: 'not a url', product_name: '' }),
      undefined,
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: 'validation',
      fields: { product_url: 'url', product_name: 'required' },
    });
    const unknown = await sendEmail(emailRequest(form('AAAAAAAAAAAAAAAAAAAAAA')), undefined);
    expect(unknown.status).toBe(404);
  });

  it('forgets uploads after 24 hours: not served, not reported, swept with the archive', async () => {
    const db = await getDb();
    await db
      .update(playableUploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(playableUploads.id, report.id));
    expect((await playFile(report.id, 'Puzzle_Garden/Puzzle_Garden.html')).status).toBe(404);
    const gone = await getReport(new Request('http://localhost/api/review/report/x'), {
      params: Promise.resolve({ id: report.id }),
    });
    expect(gone.status).toBe(404);
    const deleted = await sweepExpiredData(db);
    expect(deleted.playable_uploads).toBeGreaterThanOrEqual(1);
    const rows = await db.select().from(playableUploads).where(eq(playableUploads.id, report.id));
    expect(rows).toHaveLength(0);
    expect(await storedArchive(report.id)).toHaveLength(0);
  });
});
