import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '@/lib/chromium';
import { type LiveRunResult } from '@/lib/playable/live-run';
import type { CheckName, PlayableReport } from '@/lib/playable/types';
import { type NetworkFixture } from '@/tests/fixtures/playable/networks';
import { playFixture } from '@/tests/fixtures/playable/live-play';
import {
  BROKEN_IMAGE,
  CAUGHT_BLANK,
  CAUGHT_BLANK_AT,
  CAUGHT_PLAYING,
  CDN_ENGINE,
  CDN_ENGINE_HOST,
  WIDE_PAGE,
  WORKING_PATTERNS,
} from '@/tests/fixtures/playable/real-patterns';

// The live run (lib/playable/live-run.ts, real Chromium) on the patterns real builds emit: the working ones
// get no failure, whatever a conformance rule says about them; the broken ones fail with the evidence the
// browser gave, in their own file and line. Each run mostly waits on the page (the explorer's looks, the
// settling), so they run a few at a time.

const FIXTURES: NetworkFixture[] = [...WORKING_PATTERNS, BROKEN_IMAGE, CDN_ENGINE, CAUGHT_BLANK, WIDE_PAGE];
const PARALLEL = 4;
const JUDGED: CheckName[] = ['file', 'html_label', 'base64', 'outer_chain', 'code'];

const runs = new Map<string, LiveRunResult>();

const report = (fixture: NetworkFixture): PlayableReport => runs.get(fixture.name)!.report;
const failed = (fixture: NetworkFixture) =>
  JUDGED.filter((name) => report(fixture).checks[name].status === 'failed').map((name) => ({
    name,
    evidence: report(fixture).checks[name].evidence,
  }));

describe.skipIf(!existsSync(CHROMIUM_PATH))('the live run proves what fails, and nothing else', () => {
  beforeAll(async () => {
    const queue = [...FIXTURES];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) runs.set(next.name, await playFixture(next));
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  }, 900_000);

  it.each(WORKING_PATTERNS.map((fixture) => [fixture.name, fixture] as const))(
    '%s boots, paints and reaches its CTA, and fails no check',
    (_name, fixture) => {
      expect(failed(fixture)).toEqual([]);
      expect(report(fixture).checks.install.status).toBe('success');
      for (const name of ['code', 'outer_chain'] as const) {
        expect(['success', 'warning']).toContain(report(fixture).checks[name].status);
      }
    },
  );

  it('keeps what the conformance rules say as warnings with their fix', () => {
    const [viewport, ascii, quirks, sniffed, jsonp] = WORKING_PATTERNS;
    const rules = (fixture: NetworkFixture, name: CheckName) =>
      (report(fixture).checks[name].evidence ?? []).map((item) => [item.rule, item.warning]);
    expect(rules(viewport, 'html_label')).toEqual([['viewport', true]]);
    expect(rules(ascii, 'html_label')).toEqual([['charset-form', true]]);
    expect(rules(quirks, 'html_label')).toEqual([['doctype', true]]);
    expect(rules(sniffed, 'base64')).toEqual([['mislabeled-data-uri', true]]);
    expect(report(jsonp).checks.code.status).toBe('success');
  });

  it('notes what the sandbox blocked and a real device would grant, and leaves the request to compliance', () => {
    const analytics = runs.get('Analytics')!;
    expect(analytics.report.checks.code.status).toBe('success');
    const outer = analytics.report.checks.outer_chain;
    expect(outer.status).toBe('warning');
    expect(outer.evidence).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'external-request', proof: 'static', warning: true }),
        expect.objectContaining({
          rule: 'blocked-request',
          proof: 'live',
          warning: true,
          detail: expect.stringMatching(/analytics\.example-ads\.net/),
        }),
      ]),
    );
    expect(analytics.live.blocked.length).toBeGreaterThan(0);
    expect(
      analytics.timeline.filter((event) => event.type === 'note' && event.kind === 'blocked').length,
    ).toBeGreaterThan(0);
    const fullscreen = runs.get('Fullscreen_ask')!;
    expect(fullscreen.timeline.some((event) => event.type === 'note' && event.kind === 'refused')).toBe(true);
  });

  it('warns of an error caught and logged by a game that keeps drawing', () => {
    expect(report(CAUGHT_PLAYING).checks.code).toMatchObject({
      status: 'warning',
      evidence: [
        {
          file: 'Caught_playing/js/game.js',
          rule: 'caught-playing',
          proof: 'live',
          detail: expect.stringMatching(/TypeError.*kept drawing/),
        },
      ],
    });
  });

  it('fails a TypeError caught and logged during start when the screen never changes, at its file and line', () => {
    expect(report(CAUGHT_BLANK).checks.code).toMatchObject({
      status: 'failed',
      message: 'code_failed',
      evidence: [
        {
          ...CAUGHT_BLANK_AT,
          rule: 'caught-frozen',
          proof: 'live',
          detail: expect.stringMatching(/^console\.error: TypeError: .*never changed after it/),
        },
      ],
    });
  });

  it('fails an inlined image the browser cannot decode, which the package scan cannot tell', () => {
    expect(report(BROKEN_IMAGE).checks.base64).toMatchObject({
      status: 'failed',
      evidence: [
        { rule: 'failed-load', proof: 'live', file: expect.stringMatching(/^data:image\/png;base64,/) },
      ],
    });
  });

  it('fails a page laid out wider than the frame, which the missing viewport only warned about', () => {
    expect(report(WIDE_PAGE).checks.html_label).toMatchObject({
      status: 'failed',
      message: 'html_label_failed',
      evidence: [
        {
          file: 'Wide_page/Wide_page.html',
          rule: 'wider-than-frame',
          proof: 'live',
          detail: expect.stringMatching(/^the page is laid out \d+ px wide in a 390 px wide frame/),
        },
        { rule: 'viewport', proof: 'static', warning: true },
      ],
    });
  });

  it('names the CDN an engine loads from, not the empty-src script', () => {
    const outer = report(CDN_ENGINE).checks.outer_chain;
    expect(outer.status).toBe('failed');
    const details = (outer.evidence ?? []).map((item) => item.detail);
    expect(details.length).toBeGreaterThan(0);
    expect(details.every((detail) => detail.includes(CDN_ENGINE_HOST))).toBe(true);
    expect(outer.evidence?.map((item) => item.rule)).toContain('external-markup');
    expect(outer.evidence?.map((item) => item.rule)).toContain('blocked-load');
  });
});
