import { describe, expect, it } from 'vitest';
import { buildStaticReport } from '@/lib/playable/report';
import { withStoredLive } from '@/lib/review/live-results';
import { reviewMail } from '@/lib/review/mail';
import type { SendEmailRequest } from '@/lib/schemas/review';
import { apiFixture, ownBuild, studioPackage } from '@/tests/fixtures/playable/network-packages';

// The send-email mail carries the compliance matrix (each miss with its fix) and the size report.

const form = {
  reportId: 'r1',
  product_url: 'https://example.com/app',
  product_name: 'Puzzle',
  advertiser_name: 'Studio',
  email: 'dev@studio.example',
  remarks: '',
  locale: 'en',
  idempotencyKey: 'k1',
} as unknown as SendEmailRequest;

describe('the report mail', () => {
  it('lists each network with its misses and fixes, and where the bytes go', () => {
    const report = buildStaticReport('r1', ownBuild('applovin'));
    const text = String(reviewMail(report, form, { origin: 'https://studio.example', browser: 'test' }).text);
    expect(text).toContain('Networks (from the package alone: no live run was stored):');
    expect(text).toMatch(/ {2}AppLovin: no miss, 3 rule\(s\) need the live run/);
    expect(text).toContain('fix: replace mraid.open() by FbPlayableAd.onCTAClick()');
    expect(text).toMatch(/Where the bytes go:\n {2}Mraid\.html: \d+ (KB|bytes) raw, \d+ (KB|bytes) deflated/);
  });

  it('names the savings', () => {
    const build = studioPackage(apiFixture('mraid'));
    build.files.set('Mraid/img/unused.png', Buffer.alloc(4000, 7));
    const report = buildStaticReport('r1', build);
    const text = String(reviewMail(report, form, { origin: 'https://studio.example', browser: 'test' }).text);
    expect(text).toContain(
      'saving -4 KB: Mraid/img/unused.png (4 KB) is named by no page, script, stylesheet or data file: remove it',
    );
  });

  it('judges the networks with the stored run: a settled run leaves no rule waiting', () => {
    const report = buildStaticReport('r1', ownBuild('applovin'));
    const live = {
      summary: { checks: { install: { status: 'success' as const } }, steps: 1, timeline: [] },
      apis: [],
      facts: {
        settled: true,
        calls: [],
        ctaBeforeGesture: null,
        blocked: [],
        audioBeforeGesture: null,
        hostProblems: {},
      },
      at: '2026-01-01T00:00:00.000Z',
    };
    const text = String(
      reviewMail({ ...report, live }, form, { origin: 'https://studio.example', browser: 'test' }).text,
    );
    expect(text).toContain('Networks (with the stored live run):');
    expect(text).not.toContain('need the live run');
    expect(text).toContain('Game steps: one step (1 gesture before install)');
  });

  it("keeps a package failure whatever the stored run says, with the run's findings", () => {
    const report = buildStaticReport('r1', ownBuild('applovin'));
    const failed = {
      ...report,
      checks: { ...report.checks, base64: { status: 'failed' as const, message: 'base64_failed' as const } },
    };
    const finding = { detail: 'Failed to load x.png', rule: 'failed-load', proof: 'live' as const };
    const live = {
      summary: {
        checks: { base64: { status: 'success' as const, evidence: [finding] } },
        steps: null,
        timeline: [],
      },
      apis: [],
      facts: {
        settled: true,
        calls: [],
        ctaBeforeGesture: null,
        blocked: [],
        audioBeforeGesture: null,
        hostProblems: {},
      },
      at: '2026-01-01T00:00:00.000Z',
    };
    expect(withStoredLive({ ...failed, live }).checks.base64).toEqual({
      status: 'failed',
      message: 'base64_failed',
      evidence: [finding],
    });
  });
});
