import {
  answerPlayRequest,
  archivePath,
  isShimEvent,
  isTopLevelVisit,
  type PlayerSettings,
  playerCsp,
  playResponseHeaders,
  playUrl,
} from '@/lib/playable/serve';
import { pointerLocale } from '@/lib/playable/pointer';
import { networkScriptMock, SHIM_PATH, shimScript } from '@/lib/playable/shim';
import { readPlayableZip } from '@/lib/playable/unzip';
import { validPlayable } from '@/tests/fixtures/playable/playables';

const SETTINGS: PlayerSettings = {
  frameAncestors: ['https://www.site.com', 'https://www.site.cn'],
  hsts: true,
  testerUrl: 'https://www.site.com/review',
};

describe('playerCsp', () => {
  it("allows what ad webviews allow on the upload's own origin, and no other host", () => {
    const csp = playerCsp(SETTINGS.frameAncestors, true);
    const directives = new Map(
      csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]),
    );
    expect(directives.get('script-src')).toBe("'self' data: blob: 'unsafe-inline' 'unsafe-eval'");
    for (const name of ['connect-src', 'img-src', 'media-src', 'font-src', 'worker-src', 'frame-src'])
      expect(directives.get(name), name).toBe("'self' data: blob:");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('form-action')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe('https://www.site.com https://www.site.cn');
    expect(directives.get('sandbox')).toBe('allow-scripts allow-same-origin');
    // No host but its own anywhere: every source is a keyword or a scheme.
    for (const [name, sources] of directives) {
      if (name === 'frame-ancestors' || name === 'sandbox') continue;
      for (const source of sources.split(' '))
        expect(source, `${name} ${source}`).toMatch(/^'[a-z-]+'$|^(data|blob):$/);
    }
    expect(playerCsp([], false)).toContain("frame-ancestors 'none'");
    expect(playerCsp(SETTINGS.frameAncestors, false)).not.toContain('sandbox');
  });
});

describe('playResponseHeaders', () => {
  it('types files by extension and sends the player CSP on every file, the sandbox on documents', () => {
    const page = playResponseHeaders('Game/Game.html', SETTINGS);
    expect(page).toMatchObject({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': playerCsp(SETTINGS.frameAncestors, true),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      Vary: 'Sec-Fetch-Dest',
    });
    expect(page).not.toHaveProperty('X-Frame-Options');
    expect(page).not.toHaveProperty('Access-Control-Allow-Origin');
    expect(playResponseHeaders('Game/img/a.PNG', SETTINGS)).toMatchObject({ 'Content-Type': 'image/png' });
    expect(playResponseHeaders('Game/snd/a.mp3', SETTINGS)['Content-Type']).toBe('audio/mpeg');
    expect(playResponseHeaders('Game/img/a.svg', SETTINGS)['Content-Security-Policy']).toContain('sandbox');
    expect(playResponseHeaders('Game/data.xml', SETTINGS)['Content-Security-Policy']).toContain('sandbox');
    expect(playResponseHeaders('Game/js/w.js', SETTINGS)['Content-Security-Policy']).toBe(
      playerCsp(SETTINGS.frameAncestors, false),
    );
    expect(playResponseHeaders('Game/tool.exe', SETTINGS)).toMatchObject({
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': 'attachment',
    });
    expect(playResponseHeaders('Game/Game.html', { ...SETTINGS, hsts: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
  });
});

describe('answerPlayRequest', () => {
  async function setUp() {
    const { fileName, buffer } = await validPlayable(1);
    const unzipped = await readPlayableZip(buffer, fileName);
    if (!unzipped.ok) throw new Error(unzipped.detail);
    const lookup = async (path: string) => ({
      htmlPath: unzipped.htmlPath,
      data: unzipped.files.get(path) ?? null,
    });
    const ask = (
      path: string | null,
      headers: Record<string, string> = { 'sec-fetch-dest': 'iframe' },
      method = 'GET',
    ) => answerPlayRequest({ method, path, headers: new Headers(headers) }, lookup, SETTINGS);
    return { unzipped, ask };
  }

  it('injects the shim into the entry page, serves other files as stored, and 404s the rest', async () => {
    const { unzipped, ask } = await setUp();
    const page = await ask('Game/Game.html');
    expect(page.status).toBe(200);
    const html = page.body.toString('utf8');
    // One tag where <head> content starts, loading the shim from the upload's own origin.
    const tag = `<script src="${SHIM_PATH}"`;
    expect(html.indexOf(tag)).toBe(html.indexOf('<head>') + '<head>'.length);
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('<meta charset'));
    expect(html).not.toContain('crossorigin');
    const image = await ask('Game/img/bg.png', { 'sec-fetch-dest': 'image' });
    expect(image.body.toString('base64')).toBe(unzipped.files.get('Game/img/bg.png')!.toString('base64'));
    for (const path of ['Game/missing.js', '../etc/passwd', 'Game', '', null]) {
      const missing = await ask(path);
      expect(missing.status).toBe(404);
      expect(missing.headers['X-Content-Type-Options']).toBe('nosniff');
    }
  });

  it('answers nothing but GET and HEAD, and refuses service workers', async () => {
    const { ask } = await setUp();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const refused = await ask('Game/Game.html', {}, method);
      expect(refused.status, method).toBe(405);
      expect(refused.headers.Allow).toBe('GET, HEAD');
    }
    expect((await ask('Game/Game.html', { 'sec-fetch-dest': 'iframe' }, 'HEAD')).status).toBe(200);
    const worker = await ask('Game/js/game.js', {
      'service-worker': 'script',
      'sec-fetch-dest': 'serviceworker',
    });
    expect(worker.status).toBe(403);
  });

  it('gives a top-level visit to any HTML, SVG or XML the pointer page, never the upload', async () => {
    const { ask } = await setUp();
    const visits: Record<string, string>[] = [{ 'sec-fetch-dest': 'document' }, {}];
    for (const headers of visits) {
      const visit = await ask('Game/Game.html', headers);
      expect(visit.status).toBe(403);
      const body = visit.body.toString('utf8');
      expect(body).toContain('href="https://www.site.com/review"');
      expect(body).not.toContain('playable-shim');
      expect(body).not.toContain('<script');
    }
    expect(isTopLevelVisit(new Headers({ 'sec-fetch-dest': 'iframe' }))).toBe(false);
    expect(isTopLevelVisit(new Headers({ 'sec-fetch-dest': 'DOCUMENT' }))).toBe(true);
    expect(isTopLevelVisit(new Headers())).toBe(true);
    // A script is no document: served to a client that does not say what it is for.
    expect((await ask('Game/js/game.js', {})).status).toBe(200);
  });

  it('serves the shim at its reserved path and an empty script for a missing network script', async () => {
    const { ask } = await setUp();
    const shim = await ask(SHIM_PATH.slice(1), { 'sec-fetch-dest': 'script' });
    expect(shim.status).toBe(200);
    expect(shim.headers['Content-Type']).toBe('text/javascript; charset=utf-8');
    expect(shim.body.toString()).toBe(shimScript());
    for (const name of ['mraid.js', 'exitapi.js', 'playable-sdk.js', 'dapi.js']) {
      const mock = await ask(`Game/${name}`, { 'sec-fetch-dest': 'script' });
      expect(mock.status, name).toBe(200);
      expect(mock.body.toString()).toMatch(/^\/\*/);
    }
    expect(networkScriptMock('Game/other.js')).toBeNull();
    expect((await ask('Game/other.js')).status).toBe(404);
  });

  it('takes the archive path from the URL path, each segment decoded once', () => {
    expect(archivePath('/Game/img/100%25%20fun.png')).toBe('Game/img/100% fun.png');
    expect(archivePath('/Game/img/100%2525.png')).toBe('Game/img/100%25.png');
    expect(archivePath('/%E5%9B%BE.png')).toBe('图.png');
    expect(archivePath('/%E0%A4%A')).toBeNull();
  });

  it("picks the pointer page's language from Accept-Language", () => {
    expect(pointerLocale('ja-JP,ja;q=0.9,en;q=0.8')).toBe('ja');
    expect(pointerLocale('fr, ko;q=0.5, zh;q=0.7')).toBe('zh-CN');
    expect(pointerLocale('de')).toBe('en');
    expect(pointerLocale(null)).toBe('en');
    expect(pointerLocale('ko;q=0, en')).toBe('en');
  });
});

describe('protocol helpers', () => {
  it('builds play URLs with each segment escaped', () => {
    expect(playUrl('a b', 'Game/img/logo 1.png')).toBe('/review/play/a%20b/Game/img/logo%201.png');
  });

  it('accepts only well-formed shim events', () => {
    expect(
      isShimEvent({
        source: 'playable-shim',
        type: 'call',
        api: 'mintegral',
        name: 'install',
        gesture: true,
        gestures: 1,
        t: 5,
      }),
    ).toBe(true);
    expect(
      isShimEvent({
        source: 'playable-shim',
        type: 'call',
        api: 'mintegral',
        name: 'eval',
        gesture: true,
        gestures: 1,
        t: 5,
      }),
    ).toBe(false);
    // A call is valid only under the API whose table lists it.
    expect(
      isShimEvent({
        source: 'playable-shim',
        type: 'call',
        api: 'mraid',
        name: 'install',
        gesture: true,
        gestures: 1,
        t: 5,
      }),
    ).toBe(false);
    expect(
      isShimEvent({
        source: 'playable-shim',
        type: 'call',
        api: 'nope',
        name: 'install',
        gesture: true,
        gestures: 1,
        t: 5,
      }),
    ).toBe(false);
    expect(isShimEvent({ source: 'playable-shim', type: 'paint', via: 'webgl', t: 1 })).toBe(true);
    expect(isShimEvent({ source: 'playable-shim', type: 'paint', via: 'svg', t: 1 })).toBe(false);
    expect(isShimEvent({ source: 'playable-shim', type: 'note', kind: 'refused', message: 'x', t: 1 })).toBe(
      true,
    );
    expect(isShimEvent({ source: 'playable-shim', type: 'channel', name: 'RTCPeerConnection', t: 1 })).toBe(
      true,
    );
    expect(isShimEvent({ source: 'other', type: 'hello', t: 1 })).toBe(false);
    expect(isShimEvent({ source: 'playable-shim', type: 'error', kind: 'error', message: 5, t: 1 })).toBe(
      false,
    );
    expect(
      isShimEvent({ source: 'playable-shim', type: 'csp', blockedURI: 'x', directive: 'img-src', t: 1 }),
    ).toBe(true);
    expect(isShimEvent(null)).toBe(false);
  });
});
