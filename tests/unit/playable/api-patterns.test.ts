import { complianceOf } from '@/lib/playable/compliance/matrix';
import type { LiveFacts } from '@/lib/playable/compliance/types';
import type { ApiId, CallOwner } from '@/lib/playable/networks';
import { apiOfScript } from '@/lib/playable/networks';
import { buildStaticReport, type PlayableReport } from '@/lib/playable/report';
import {
  ALIAS_MRAID,
  BASE_HREF,
  CHAIN,
  CHARTBOOST,
  EVAL_ZIP,
  EXITAPI_CDN,
  EXITAPI_CDN_URL,
  GOOGLE_IN_PLAY,
  LUNA_PLAYGROUND,
  META_CALLS_MRAID,
  PANGLE_SDK_CDN,
  PANGLE_SDK_CDN_URL,
  SNAPCHAT,
  SNAPCHAT_OBJECT,
  WORKING_PATTERNS,
} from '../../fixtures/playable/api-patterns';
import {
  inlinedPage,
  ownBuild,
  type PackagedBuild,
  studioPackage,
} from '../../fixtures/playable/network-packages';
import type { NetworkFixture } from '../../fixtures/playable/networks';

// The static side of the API patterns real builds use (tests/fixtures/playable/api-patterns.ts): which API
// the scan names, that a network's script from its own CDN or through <base href> is no outside request,
// and the compliance columns of the networks added with them. The live side is live-apis.test.ts.

function staticReport(build: PackagedBuild): PlayableReport {
  return buildStaticReport('r1', build);
}

function singlePage(fixture: NetworkFixture): PackagedBuild {
  const htmlPath = `${fixture.name}.html`;
  return {
    root: fixture.name,
    htmlPath,
    shape: 'single-html',
    files: new Map([[htmlPath, Buffer.from(inlinedPage(fixture))]]),
  };
}

/** A settled run whose only CTA is `name`, after two taps. */
function liveWith(api: CallOwner, name: string): LiveFacts {
  return {
    settled: true,
    calls: [{ api, name, role: 'cta', gestures: 2, t: 900 }],
    ctaBeforeGesture: null,
    blocked: [],
    audioBeforeGesture: null,
    hostProblems: {},
  };
}

describe('the API each pattern names before it runs', () => {
  const expected: [NetworkFixture, ApiId[]][] = [
    [ALIAS_MRAID, ['mraid']],
    // Unpacked and evaluated at run time: nothing to read in the files, only the live run names it.
    [EVAL_ZIP, []],
    [CHAIN, ['mraid', 'dapi', 'facebook', 'exitapi']],
    [SNAPCHAT, ['snapchat']],
    [SNAPCHAT_OBJECT, ['snapchat']],
    [CHARTBOOST, ['mraid']],
    [LUNA_PLAYGROUND, ['luna']],
    [BASE_HREF, ['mraid']],
    [EXITAPI_CDN, ['exitapi']],
    [PANGLE_SDK_CDN, ['tiktok']],
    // The exit call is looked up by a computed name: the CDN tag alone names the API.
    [GOOGLE_IN_PLAY, ['exitapi']],
  ];
  it.each(expected.map(([fixture, apis]) => [fixture.name, fixture, apis] as const))(
    '%s',
    (_name, fixture, apis) => {
      const report = staticReport(studioPackage(fixture));
      expect(report.apis).toEqual(apis);
      expect(report.checks.code.status).not.toBe('failed');
      expect(report.checks.outer_chain.status).not.toBe('failed');
    },
  );

  it('covers every working pattern', () => {
    expect(expected.map(([fixture]) => fixture.name).sort()).toEqual(
      WORKING_PATTERNS.map((fixture) => fixture.name).sort(),
    );
  });

  it('names the call an alias makes by the API’s own name, where it is written', () => {
    const uses = staticReport(studioPackage(ALIAS_MRAID)).facts!.apiUses;
    expect(uses).toContainEqual(
      expect.objectContaining({ api: 'mraid', name: 'mraid.open', file: 'Alias/js/game.js' }),
    );
    expect(uses).toContainEqual(expect.objectContaining({ api: 'mraid', name: 'mraid.getState' }));
  });
});

describe('a network’s script from its own CDN, or through <base href>', () => {
  it('is the network’s from its own host, and an outside request from any other', () => {
    expect(apiOfScript(EXITAPI_CDN_URL)).toBe('exitapi');
    expect(apiOfScript(PANGLE_SDK_CDN_URL)).toBe('tiktok');
    expect(apiOfScript('exitapi.js')).toBe('exitapi');
    expect(apiOfScript('https://cdn.example.com/js/exitapi.js')).toBeNull();
    expect(apiOfScript('https://cdn.example.com/playable-sdk.js?v=2')).toBeNull();
    // MRAID SDKs answer mraid.js wherever it points.
    expect(apiOfScript('https://localhost/mraid.js')).toBe('mraid');
  });

  it('records the CDN tag as the API, not as an outside request, and fails one from another host', () => {
    const cdn = staticReport(studioPackage(EXITAPI_CDN));
    expect(cdn.checks.outer_chain.evidence ?? []).toEqual([]);
    expect(cdn.compliance.google!.misses).toEqual([]);

    const moved: NetworkFixture = {
      ...EXITAPI_CDN,
      files: Object.fromEntries(
        Object.entries(EXITAPI_CDN.files).map(([path, content]) => [
          path,
          String(content).replace(EXITAPI_CDN_URL, 'https://cdn.example.com/js/exitapi.js'),
        ]),
      ),
    };
    const elsewhere = staticReport(studioPackage(moved));
    expect(elsewhere.checks.outer_chain.status).toBe('failed');
    expect(elsewhere.checks.outer_chain.evidence?.[0].detail).toContain(
      'https://cdn.example.com/js/exitapi.js',
    );
  });

  it('takes <base href="https://localhost/"> for the webview’s origin, and another host’s base for a request', () => {
    expect(staticReport(studioPackage(BASE_HREF)).checks.outer_chain.evidence ?? []).toEqual([]);
    const foreign: NetworkFixture = {
      ...BASE_HREF,
      files: {
        ...BASE_HREF.files,
        'Base_href/Base_href.html': String(BASE_HREF.files['Base_href/Base_href.html']).replace(
          'https://localhost/',
          'https://cdn.example.com/game/',
        ),
      },
    };
    expect(staticReport(studioPackage(foreign)).checks.outer_chain.status).toBe('failed');
  });

  it('keeps Pangle’s CDN SDK at the end of body as TikTok’s required script', () => {
    const report = staticReport(studioPackage(PANGLE_SDK_CDN));
    expect(report.compliance.tiktok!.misses.map((miss) => miss.rule)).not.toContain('sdk-script');
    expect(report.compliance.tiktok!.misses.map((miss) => miss.rule)).not.toContain('requests');
  });
});

describe('the wrong network’s CTA', () => {
  it('misses Meta’s cta rule for a build that only calls mraid.open, naming the call', () => {
    const report = staticReport(studioPackage(META_CALLS_MRAID));
    const cta = report.compliance.meta!.misses.find((miss) => miss.rule === 'cta');
    expect(cta).toMatchObject({
      detail: 'calls mraid.open; Meta’s playables call FbPlayableAd.onCTAClick()',
      fix: 'replace mraid.open() by FbPlayableAd.onCTAClick()',
      evidence: { file: 'Meta_mraid/js/game.js' },
    });
    const live = complianceOf(report.facts!, liveWith('mraid', 'mraid.open'), ['meta']).meta!;
    expect(live.ready).toBe(false);
    expect(live.misses.find((miss) => miss.rule === 'cta-live')?.detail).toBe(
      'seen live: the install button called mraid.open; Meta’s playables call FbPlayableAd.onCTAClick()',
    );
  });

  it('names the call seen live when the code hides it (evaluated at run time)', () => {
    const report = staticReport(studioPackage(EVAL_ZIP));
    const matrix = complianceOf(report.facts!, liveWith('mraid', 'mraid.open'), ['meta', 'applovin']);
    expect(matrix.meta!.misses.find((miss) => miss.rule === 'cta')?.detail).toBe(
      'calls mraid.open (seen live); Meta’s playables call FbPlayableAd.onCTAClick()',
    );
    // The same run satisfies a column whose API it called.
    expect(matrix.applovin!.misses.map((miss) => miss.rule)).not.toContain('cta');
    const right = complianceOf(report.facts!, liveWith('facebook', 'FbPlayableAd.onCTAClick'), ['meta']);
    expect(right.meta!.misses.map((miss) => miss.rule)).not.toContain('cta');
  });

  it('only warns on a chain that reached another API live while its code calls this network’s', () => {
    const report = staticReport(studioPackage(CHAIN));
    const meta = complianceOf(report.facts!, liveWith('mraid', 'mraid.open'), ['meta']).meta!;
    expect(meta.misses.map((miss) => miss.rule)).not.toContain('cta');
    expect(meta.misses.map((miss) => miss.rule)).not.toContain('cta-live');
    expect(meta.warnings).toContainEqual(
      expect.objectContaining({
        rule: 'cta-live',
        detail: expect.stringContaining('the code also calls FbPlayableAd.onCTAClick'),
      }),
    );
  });

  it('takes FbPlayableAd.onCTAClick as Moloco’s CTA', () => {
    const report = staticReport(ownBuild('moloco'));
    const moloco = complianceOf(report.facts!, liveWith('facebook', 'FbPlayableAd.onCTAClick'), ['moloco']);
    expect(moloco.moloco).toMatchObject({ ready: true, misses: [] });
    const mraidBuild = staticReport(singlePage(META_CALLS_MRAID));
    const wrong = complianceOf(mraidBuild.facts!, liveWith('mraid', 'mraid.open'), ['moloco']).moloco!;
    // The CTA read and seen is one problem: the live run's finding first, the scan's under it.
    const cta = wrong.misses.filter((miss) => miss.rule === 'cta' || miss.rule === 'cta-live');
    expect(cta.map((miss) => [miss.rule, ...(miss.more ?? []).map((other) => other.rule)])).toEqual([
      ['cta-live', 'cta'],
    ]);
  });
});

describe('the networks added to the matrix', () => {
  it('Snapchat: index.html with snapchatCta() is ready once the run sees it; another page name misses', () => {
    const report = staticReport(ownBuild('snapchat'));
    expect(report.compliance.snapchat).toMatchObject({ misses: [], pending: ['cta-live'] });
    const played = complianceOf(report.facts!, liveWith('snapchat', 'snapchatCta'), ['snapchat']);
    expect(played.snapchat).toMatchObject({ ready: true, misses: [] });

    const studio = staticReport(studioPackage(SNAPCHAT_OBJECT));
    const packaged = studio.compliance.snapchat!.misses.filter((miss) => miss.rule === 'package');
    expect(packaged).toHaveLength(1);
    expect([packaged[0], ...(packaged[0].more ?? [])]).toContainEqual(
      expect.objectContaining({ rule: 'package', fix: 'rename Snapchat_object.html to index.html' }),
    );
    expect(studio.compliance.snapchat!.misses.map((miss) => miss.rule)).not.toContain('cta');
    const meta = staticReport(ownBuild('meta'));
    expect(meta.compliance.snapchat!.misses).toContainEqual(
      expect.objectContaining({
        rule: 'cta',
        detail: 'calls FbPlayableAd.onCTAClick; Snapchat’s playables call snapchatCta()',
      }),
    );
  });

  it('Chartboost: one MRAID page within 3 MB, waiting for ready, mraid.open on the CTA', () => {
    const report = staticReport(singlePage(CHARTBOOST));
    expect(report.compliance.chartboost).toMatchObject({ misses: [], pending: ['cta-live'] });
    const played = complianceOf(report.facts!, liveWith('mraid', 'mraid.open'), ['chartboost']);
    expect(played.chartboost).toMatchObject({ ready: true, misses: [] });
    const zipped = staticReport(studioPackage(CHARTBOOST)).compliance.chartboost!;
    expect(zipped.misses.map((miss) => miss.rule)).toEqual(expect.arrayContaining(['package', 'inline']));
  });
});
