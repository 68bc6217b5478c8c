import { buildStaticReport, type CheckName, type PlayableReport } from '@/lib/playable/report';
import { readPlayableZip } from '@/lib/playable/unzip';
import {
  brokenBuild,
  bundledModules,
  cocosStyle,
  everyNetworkBuild,
  legacyFonts,
  networkTags,
  oneLineGame,
  pixiStyle,
  superHtmlStyle,
  type Upload,
  uploadBytes,
} from '@/tests/fixtures/playable/engines';

// The static report on playables that reproduce what engines and packers really ship: each one passes (or
// at most warns) where an ad webview runs it, and the broken one fails with evidence at the right place.

async function reportOf(upload: Upload): Promise<PlayableReport> {
  const result = await readPlayableZip(await uploadBytes(upload), upload.fileName);
  if (!result.ok) throw new Error(`unexpected refusal: ${result.reason} ${result.detail}`);
  return buildStaticReport('r1', result);
}

const PACKAGE_CHECKS: CheckName[] = ['file', 'html_label', 'base64', 'outer_chain', 'code'];

function statuses(report: PlayableReport) {
  return Object.fromEntries(PACKAGE_CHECKS.map((check) => [check, report.checks[check].status]));
}

describe('engine patterns that run in ad webviews are not failed', () => {
  it('Cocos 2.x style: new Function at start, a require() in a native-only branch, an editor-only dead branch', async () => {
    const report = await reportOf(cocosStyle());
    expect(statuses(report)).toEqual({
      file: 'success',
      html_label: 'success',
      // The native-only splash path is a string no loading call uses: a warning, never a failure.
      base64: 'warning',
      outer_chain: 'checking',
      code: 'checking',
    });
    expect(report.checks.base64.evidence).toEqual([
      expect.objectContaining({
        file: 'Cocos/cocos2d-js-min.js',
        line: 11,
        col: 22,
        rule: 'asset-literal',
        warning: true,
      }),
    ]);
    expect(report.apis).toEqual(['mintegral']);
  });

  it('super-html style: an in-memory file map run with eval and served to XHR and images', async () => {
    const report = await reportOf(superHtmlStyle());
    expect(report).toMatchObject({ shape: 'index-html', entry: 'index.html', name: 'index' });
    expect(statuses(report)).toMatchObject({
      html_label: 'success',
      base64: 'success',
      outer_chain: 'checking',
      code: 'checking',
    });
    // index.zip with index.html at its top is tested; only the studio's naming rule asks for a folder.
    expect(report.checks.file.status).toBe('failed');
    expect(report.checks.file.evidence).toEqual([
      expect.objectContaining({
        file: 'index.html',
        rule: 'studio-names',
        detail: 'to follow index.zip > index/ > index.html: put index.html in a folder named index',
      }),
    ]);
  });

  it('PixiJS style: fetch of a data: URI, localStorage, a placeholder, a template and a prefix data URI', async () => {
    const report = await reportOf(pixiStyle());
    expect(statuses(report)).toEqual({
      file: 'success',
      html_label: 'success',
      base64: 'success',
      outer_chain: 'checking',
      code: 'checking',
    });
  });

  it('a webpack-style bundle: module ids are the bundle’s business', async () => {
    const report = await reportOf(bundledModules());
    expect(report.checks.base64).toEqual({ status: 'success' });
    expect(report.checks.code).toEqual({ status: 'checking' });
  });

  it('a whole game on one line passes; a missing file loaded on it fails at the exact column', async () => {
    expect(statuses(await reportOf(oneLineGame().upload))).toEqual({
      file: 'success',
      html_label: 'success',
      base64: 'success',
      outer_chain: 'checking',
      code: 'checking',
    });
    const { upload, missingCol } = oneLineGame({ missing: true });
    const report = await reportOf(upload);
    expect(report.checks.base64).toMatchObject({
      status: 'failed',
      evidence: [
        {
          file: 'OneLine/game.min.js',
          line: 1,
          col: missingCol,
          rule: 'missing-file',
          detail: 'new Audio() snd/missing.mp3: OneLine/snd/missing.mp3 is not in the package',
        },
      ],
    });
  });

  it('fonts: a removed .eot only warns in base64, a kept one only warns in file; the woff is fine', async () => {
    const removed = await reportOf(legacyFonts({ eotKept: false }));
    expect(removed.checks.file).toEqual({ status: 'success' });
    expect(removed.checks.base64.status).toBe('warning');
    expect(removed.checks.base64.evidence?.map((item) => [item.line, item.rule])).toEqual([
      [3, 'legacy-font-missing'],
      [4, 'legacy-font-missing'],
    ]);
    expect(removed.checks.outer_chain.status).toBe('checking');

    const kept = await reportOf(legacyFonts({ eotKept: true }));
    expect(kept.checks.base64).toEqual({ status: 'success' });
    expect(kept.checks.file).toMatchObject({
      status: 'warning',
      evidence: [{ file: 'Fonts/css/fonts/game.eot', rule: 'legacy-format', warning: true }],
    });
  });
});

describe('network script tags and APIs', () => {
  it('mraid.js, exitapi.js from Google and playable-sdk.js are neither missing nor external', async () => {
    const report = await reportOf(networkTags());
    expect(report).toMatchObject({ shape: 'single-html', entry: 'Tags.html' });
    expect(report.checks.base64).toEqual({ status: 'success' });
    expect(report.checks.outer_chain).toEqual({ status: 'checking' });
    expect(report.apis).toEqual(['mraid', 'exitapi', 'tiktok']);
  });

  it('a build carrying every network’s code lists every API it can call', async () => {
    const report = await reportOf(everyNetworkBuild());
    expect(report.apis).toEqual([
      'mintegral',
      'mraid',
      'dapi',
      'facebook',
      'exitapi',
      'vungle',
      'tiktok',
      'luna',
    ]);
  });
});

describe('broken builds keep failing, at the right place', () => {
  it('an engine from a CDN, a missing image, a broken data URI and a syntax error', async () => {
    const report = await reportOf(brokenBuild());
    const html = 'Broken/Broken.html';
    expect(report.checks.outer_chain).toMatchObject({
      status: 'failed',
      evidence: [{ file: html, line: 9, col: 9, rule: 'external-markup' }],
    });
    expect(report.checks.base64.status).toBe('failed');
    expect(report.checks.base64.evidence).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: html, line: 11, col: 13, rule: 'broken-data-uri' }),
        expect.objectContaining({ file: html, line: 10, col: 13, rule: 'missing-file' }),
      ]),
    );
    expect(report.checks.code).toMatchObject({
      status: 'failed',
      evidence: [{ file: 'Broken/game.js', line: 2, col: 14, rule: 'syntax' }],
    });
  });
});
