import { buildPlayResponse, isShimEvent, PLAY_CSP, playResponseHeaders, playUrl } from '@/lib/playable/serve';
import { LEGACY_SHIM_PATH } from '@/lib/playable/shim';
import { readPlayableZip } from '@/lib/playable/unzip';
import { validPlayable } from '@/tests/fixtures/playable/playables';

describe('playResponseHeaders', () => {
  it('serves the page with the sandbox CSP, nosniff, no referrer and no caching', () => {
    expect(playResponseHeaders('Game/Game.html')).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "sandbox allow-scripts; default-src 'self' data: blob: 'unsafe-inline'; connect-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
    expect(PLAY_CSP).not.toMatch(/allow-same-origin/);
  });

  it('types assets by extension and sandboxes every type a browser would run as a document', () => {
    expect(playResponseHeaders('Game/img/a.PNG')).toMatchObject({ 'Content-Type': 'image/png' });
    expect(playResponseHeaders('Game/img/a.png')).not.toHaveProperty('Content-Security-Policy');
    expect(playResponseHeaders('Game/snd/a.mp3')['Content-Type']).toBe('audio/mpeg');
    expect(playResponseHeaders('Game/img/a.svg')).toMatchObject({
      'Content-Type': 'image/svg+xml',
      'Content-Security-Policy': PLAY_CSP,
    });
    expect(playResponseHeaders('Game/data.xml')).toMatchObject({ 'Content-Security-Policy': PLAY_CSP });
    expect(playResponseHeaders('Game/js/game.js')).toMatchObject({
      'Content-Type': 'text/javascript; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
    });
    expect(playResponseHeaders('Game/tool.exe')).toMatchObject({
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': 'attachment',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});

describe('buildPlayResponse', () => {
  it('injects the shim into the page, serves other files as stored, and 404s the rest', async () => {
    const { fileName, buffer } = await validPlayable(1);
    const unzipped = await readPlayableZip(buffer, fileName);
    if (!unzipped.ok) throw new Error(unzipped.detail);

    const page = buildPlayResponse(unzipped.files, unzipped.htmlPath, 'Game/Game.html');
    expect(page.status).toBe(200);
    expect(page.headers['Content-Security-Policy']).toBe(PLAY_CSP);
    const html = page.body.toString('utf8');
    const tag = `<script src="${LEGACY_SHIM_PATH}"`;
    expect(html.indexOf(tag)).toBe(html.indexOf('<head>') + '<head>'.length);
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('<meta charset'));

    // A network's own script the package does not hold: the mock, not a 404.
    const mraid = buildPlayResponse(unzipped.files, unzipped.htmlPath, 'Game/mraid.js');
    expect(mraid.status).toBe(200);
    expect(mraid.headers['Content-Type']).toBe('text/javascript; charset=utf-8');

    const image = buildPlayResponse(unzipped.files, unzipped.htmlPath, 'Game/img/bg.png');
    expect(image.body.toString('base64')).toBe(unzipped.files.get('Game/img/bg.png')!.toString('base64'));

    for (const path of ['Game/missing.js', '../etc/passwd', 'Game', '']) {
      const missing = buildPlayResponse(unzipped.files, unzipped.htmlPath, path);
      expect(missing.status).toBe(404);
      expect(missing.headers['X-Content-Type-Options']).toBe('nosniff');
    }
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
