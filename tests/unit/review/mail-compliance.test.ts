import { describe, expect, it } from 'vitest';
import { buildStaticReport } from '@/lib/playable/report';
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
});
