import { describe, expect, it } from 'vitest';
import { liveSummary, timelineLine } from '@/components/review/summary';
import { uploadFailureFor } from '@/components/review/upload-step';
import { applyShimEvent, finishLiveRun, initLiveState } from '@/lib/playable/live';
import type { ShimEvent } from '@/lib/playable/protocol';
import { buildStaticReport } from '@/lib/playable/report';
import { readPlayableZip } from '@/lib/playable/unzip';
import { previewAppLinks, reviewRecipient } from '@/lib/config';
import { APPROVAL_NOTE, NO_LIVE_RUN, reviewMail } from '@/lib/review/mail';
import { UPLOAD_BODY_LIMIT_BYTES } from '@/lib/review/limits';
import { isUploadId, newUploadId } from '@/lib/review/storage';
import { sendEmailFormSchema, sendEmailSchema } from '@/lib/schemas/review';
import { liveRunSchema } from '@/lib/schemas/review-live';
import { useReviewStore } from '@/stores/review';
import { validPlayable } from '@/tests/fixtures/playable/playables';

describe('upload failures → their messages', () => {
  it('maps statuses and error keys, keeping the reason and the detail', () => {
    expect(uploadFailureFor(413, { error: 'size' })).toEqual({ error: 'size' });
    expect(uploadFailureFor(413, null)).toEqual({ error: 'size' });
    expect(uploadFailureFor(400, { error: 'type', reason: 'file-type' })).toEqual({
      error: 'type',
      reason: 'file-type',
    });
    expect(
      uploadFailureFor(400, { error: 'names', reason: 'ambiguous-entry', detail: 'a.html, b.html' }),
    ).toEqual({ error: 'names', reason: 'ambiguous-entry', detail: 'a.html, b.html' });
    expect(uploadFailureFor(400, { error: 'html' })).toEqual({ error: 'html' });
    expect(uploadFailureFor(400, { error: 'archive' })).toEqual({ error: 'archive' });
    expect(uploadFailureFor(429, { error: 'rate_limited' })).toEqual({ error: 'default' });
    expect(uploadFailureFor(500, undefined)).toEqual({ error: 'default' });
  });

  it('reads at most 5 MB plus the multipart framing', () => {
    expect(UPLOAD_BODY_LIMIT_BYTES).toBeLessThan(5 * 1024 * 1024 + 64 * 1024);
  });
});

describe('upload ids', () => {
  it('are 128 random bits in URL-safe base64, and nothing else passes', () => {
    const ids = new Set(Array.from({ length: 200 }, newUploadId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(isUploadId(id)).toBe(true);
    for (const bad of ['', '../x', 'a'.repeat(21), 'a'.repeat(23), `${'a'.repeat(21)}/`, 42, null]) {
      expect(isUploadId(bad)).toBe(false);
    }
  });
});

async function twoStepReport() {
  const { fileName, buffer } = await validPlayable(2);
  const unzipped = await readPlayableZip(buffer, fileName);
  if (!unzipped.ok) throw new Error(unzipped.detail);
  return buildStaticReport('AAAAAAAAAAAAAAAAAAAAAA', unzipped);
}

let t = 0;
const ev = (input: Record<string, unknown>) =>
  ({ source: 'playable-shim', t: (t += 100), ...input }) as ShimEvent;

describe('live summary and timeline', () => {
  it("summarises a played run as the report stores it, and passes the stored run's schema", async () => {
    // Played on its upload's own origin, as reportForHost() links it on the site.
    const played = await twoStepReport();
    const origin = 'http://aaaaaaaaaaaaaaaaaaaaaaaaaa.localhost:3000';
    const report = { ...played, links: { ...played.links, player: `${origin}/${played.entry}` } };
    const events = [
      ev({ type: 'hello' }),
      ev({ type: 'paint', via: '2d' }),
      ev({ type: 'call', api: 'mintegral', name: 'gameReady', gesture: false, gestures: 0 }),
      ev({ type: 'call', api: 'mintegral', name: 'gameStart', gesture: false, gestures: 0 }),
      ev({ type: 'gesture', kind: 'pointerdown' }),
      ev({ type: 'gesture', kind: 'pointerdown' }),
      ev({ type: 'call', api: 'mintegral', name: 'gameEnd', gesture: true, gestures: 2 }),
      ev({ type: 'call', api: 'mintegral', name: 'install', gesture: true, gestures: 2 }),
      ev({
        type: 'error',
        kind: 'error',
        message: 'TypeError: boom',
        file: `${origin}/Game/js/game.js`,
        line: 3,
      }),
    ];
    const state = finishLiveRun(
      events.reduce((live, event) => applyShimEvent(live, event), initLiveState(report)),
    );
    const summary = liveSummary(state);
    expect(summary.steps).toBe(2);
    expect(summary.checks.install).toEqual({ status: 'success', via: 'install after 2 taps' });
    expect(summary.checks.game_retry).toEqual({ status: 'undetected', message: 'game_retry_undetected' });
    expect(summary.checks.code?.status).toBe('failed');
    expect(summary.checks.code?.message).toBe('code_failed');
    expect(summary.checks.code?.evidence).toEqual([
      { file: 'Game/js/game.js', line: 3, detail: 'TypeError: boom', rule: 'uncaught', proof: 'live' },
    ]);
    // The package checks the run can add to are stored with their package result; `file` is not.
    expect(summary.checks.html_label).toEqual({ status: 'success' });
    expect(summary.checks.base64).toEqual({ status: 'success' });
    expect(summary.checks).not.toHaveProperty('file');
    expect(summary.timeline).toHaveLength(events.length);
    expect(summary.timeline[7]).toBe('800 ms install called after 2 gesture(s)');
    expect(
      timelineLine(ev({ type: 'csp', blockedURI: 'https://cdn.example.com/x.js', directive: 'script-src' })),
    ).toMatch(/blocked https:\/\/cdn\.example\.com\/x\.js \(script-src\)$/);
    expect(
      timelineLine(
        ev({
          type: 'call',
          api: 'mraid',
          name: 'mraid.open',
          detail: 'https://store',
          gesture: false,
          gestures: 0,
        }),
      ),
    ).toBe('1100 ms mraid.open (https://store) called before any gesture');
    expect(timelineLine(ev({ type: 'note', kind: 'refused', message: 'play() refused' }))).toBe(
      '1200 ms note (refused, not a failure): play() refused',
    );
    expect(liveRunSchema.safeParse(summary).success).toBe(true);
  });
});

describe('send-email form schema', () => {
  it('requires product URL, product name and advertiser; remarks are optional', () => {
    const result = sendEmailFormSchema.safeParse({
      product_url: 'example',
      product_name: ' ',
      advertiser_name: '',
      email: 'dev@',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(fields).toEqual({
      product_url: 'url',
      product_name: 'required',
      advertiser_name: 'required',
      email: 'email',
    });
    expect(
      sendEmailFormSchema.safeParse({
        product_url: 'https://a.example/x',
        product_name: 'A',
        advertiser_name: 'B',
        email: '',
      }).error?.issues[0]?.message,
    ).toBe('required');
    expect(
      sendEmailFormSchema.safeParse({
        product_url: 'https://a.example/x',
        product_name: 'A',
        advertiser_name: 'B',
        email: 'dev@studio.example',
      }).success,
    ).toBe(true);
  });

  it('turns line breaks in one-line fields into spaces, so nothing reaches a mail header', () => {
    const parsed = sendEmailSchema.parse({
      reportId: 'AAAAAAAAAAAAAAAAAAAAAA',
      product_url: 'https://a.example/x',
      product_name: 'Game\r\nBcc: victim@example.com',
      advertiser_name: 'B',
      email: 'dev@studio.example',
      locale: 'en',
    });
    expect(parsed.product_name).not.toMatch(/[\r\n]/);
  });
});

describe('review mail', () => {
  it('goes to REVIEW_TO (default: the studio address) with checks, steps, browser and the approval note', async () => {
    const report = await twoStepReport();
    delete process.env.REVIEW_TO;
    expect(reviewRecipient()).toMatch(/^playable-review@/);
    process.env.REVIEW_TO = 'qa@studio.test';
    const mail = reviewMail(
      report,
      sendEmailSchema.parse({
        reportId: report.id,
        product_url: 'https://a.example/x',
        product_name: 'Game',
        advertiser_name: 'Studio',
        email: 'dev@studio.example',
        locale: 'en',
      }),
      { browser: 'Chrome/140', origin: 'https://www.site.com' },
    );
    delete process.env.REVIEW_TO;
    expect(mail.to).toBe('qa@studio.test');
    expect(mail.replyTo).toBe('dev@studio.example');
    expect(mail.text).toContain('Browser: Chrome/140');
    expect(mail.text).toContain(`Report: https://www.site.com/api/review/report/${report.id}`);
    expect(mail.text).toMatch(/file\s+Test Success/);
    expect(mail.text).toMatch(/install\s+Not run/);
    expect(mail.text).toContain(NO_LIVE_RUN);
    expect(mail.text).toContain('Game steps: not known (no live run was stored)');
    expect(mail.text).toContain('(no live run stored)');
    expect(mail.text).toContain('Remarks:'.replace('Remarks', 'Special remarks'));
    expect(mail.text).toContain(APPROVAL_NOTE);
  });
});

describe('review store', () => {
  it('starts at step 0; a new report opens the Test step with a fresh live run', async () => {
    useReviewStore.getState().reset();
    expect(useReviewStore.getState().activeStep).toBe(0);
    useReviewStore.getState().setActiveStep(1);
    expect(useReviewStore.getState().activeStep).toBe(1);
    const report = await twoStepReport();
    useReviewStore.getState().setLive(initLiveState(report));
    useReviewStore.getState().setReport(report);
    expect(useReviewStore.getState()).toMatchObject({ activeStep: 2, report, live: null });
  });
});

describe('preview app links', () => {
  it('come from REVIEW_ANDROID_APP_URL and REVIEW_IOS_APP_URL, http(s) only', () => {
    delete process.env.REVIEW_ANDROID_APP_URL;
    delete process.env.REVIEW_IOS_APP_URL;
    expect(previewAppLinks()).toEqual({ android: null, ios: null });
    process.env.REVIEW_ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=com.studio.preview';
    process.env.REVIEW_IOS_APP_URL = 'javascript:alert(1)';
    expect(previewAppLinks()).toEqual({
      android: 'https://play.google.com/store/apps/details?id=com.studio.preview',
      ios: null,
    });
    delete process.env.REVIEW_ANDROID_APP_URL;
    delete process.env.REVIEW_IOS_APP_URL;
  });
});
