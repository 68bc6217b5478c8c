import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as storeLive } from '@/app/api/review/report/[id]/live/route';
import { GET as getReport } from '@/app/api/review/report/[id]/route';
import { POST as sendEmail } from '@/app/api/review/send-email/route';
import { POST as upload } from '@/app/api/review/upload/route';
import { liveSummary } from '@/components/review/summary';
import { getDb } from '@/lib/db/client';
import { findById, findByKey } from '@/lib/outbox/store';
import { startOutboxWorker, stopOutboxWorker } from '@/lib/outbox/worker';
import { liveFacts } from '@/lib/playable/compliance/live-facts';
import { applyShimEvent, finishLiveRun, initLiveState } from '@/lib/playable/live';
import type { ShimEvent } from '@/lib/playable/protocol';
import type { PlayableReport } from '@/lib/playable/types';
import { NO_LIVE_RUN } from '@/lib/review/mail';
import { validPlayable } from '../../fixtures/playable/playables';
import { type ReadMail, readMails } from '../register/mail-reader';
import { nextIp } from '../backend/support/forms';
import { DRIVERS, setUpSite, type SiteUnderTest } from '../backend/support/variants';
import { waitFor } from '../backend/support/wait';

// The report mail reads the report the server stored, with the live run the Test step stored (POST
// /api/review/report/<id>/live), never a live summary the browser sends with the form: sent before any run
// was stored it says so; sent after, it carries the run's statuses, its html_label and base64 findings, the
// steps and the matrix judged with the run's facts. It answers to the developer, who gets a copy in the page's
// language. Through the real route handlers; the run is the Test step's summary of a replayed shim stream.

const REVIEWERS = 'reviewers@example.test';
const params = (id: string) => ({ params: Promise.resolve({ id }) });

function post(url: string, body: unknown): Request {
  return new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextIp(),
      'user-agent': 'TestBrowser/2.0',
    },
    body: JSON.stringify(body),
  });
}

async function uploaded(): Promise<PlayableReport> {
  const zip = await validPlayable(2, 'Tide_Runner');
  const form = new FormData();
  form.append('file', new File([new Uint8Array(zip.buffer)], zip.fileName, { type: 'application/zip' }));
  const response = await upload(
    new Request('http://localhost:3000/api/review/upload', {
      method: 'POST',
      headers: { 'x-forwarded-for': nextIp() },
      body: form,
    }),
    undefined,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as PlayableReport;
}

/** A played two-step run on the upload's origin: laid out too wide, one image of the package failed to load. */
function playedRun(report: PlayableReport) {
  const origin = new URL(report.links.player).origin;
  let t = 0;
  const events = [
    { type: 'hello' },
    { type: 'paint', via: '2d' },
    { type: 'call', api: 'mintegral', name: 'gameReady', gesture: false, gestures: 0 },
    { type: 'call', api: 'mintegral', name: 'gameStart', gesture: false, gestures: 0 },
    { type: 'layout', width: 980, frameWidth: 375 },
    {
      type: 'error',
      kind: 'resource',
      message: `Failed to load <img> ${origin}/Tide_Runner/img/wave.png`,
      file: `${origin}/Tide_Runner/img/wave.png`,
    },
    { type: 'gesture', kind: 'pointerdown' },
    { type: 'gesture', kind: 'pointerdown' },
    { type: 'call', api: 'mintegral', name: 'gameEnd', gesture: true, gestures: 2 },
    { type: 'call', api: 'mintegral', name: 'install', gesture: true, gestures: 2 },
  ].map((event) => ({ source: 'playable-shim', t: (t += 100), ...event }) as ShimEvent);
  const state = finishLiveRun(
    events.reduce((live, event) => applyShimEvent(live, event), initLiveState(report)),
  );
  return { summary: liveSummary(state), apis: state.apis, facts: liveFacts(state) };
}

const form = (reportId: string, email: string, locale: string) => ({
  reportId,
  product_url: 'https://apps.example.com/tide-runner',
  product_name: 'Tide Runner',
  advertiser_name: 'Wave Games',
  email,
  locale,
  idempotencyKey: randomUUID(),
  // What an earlier page sent along: never read.
  live: { checks: { install: { status: 'success' } }, steps: 1, timeline: ['from the browser'] },
});

/** The headers of a mail file, unfolded. */
function headersOf(dataDir: string, mail: ReadMail): string {
  const raw = fs.readFileSync(path.join(dataDir, 'mail', mail.file), 'utf8');
  return raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
}

describe.each(DRIVERS)('the report mail from the stored live run, on %s', (driver) => {
  let site: SiteUnderTest;
  let report: PlayableReport;

  beforeAll(async () => {
    site = await setUpSite(driver, { TRUST_PROXY: '1', SMTP_URL: undefined, REVIEW_TO: REVIEWERS });
    startOutboxWorker();
    report = await uploaded();
  });

  afterAll(async () => {
    await stopOutboxWorker();
    await site?.teardown();
  });

  async function sent(email: string, locale: string) {
    const body = form(report.id, email, locale);
    const response = await sendEmail(post('/api/review/send-email', body), undefined);
    expect(response.status).toBe(202);
    const db = await getDb();
    await waitFor(
      async () => (await findByKey(db, 'mail', `review-copy:${body.idempotencyKey}`)) !== undefined,
      'the copy queued',
    );
    const copy = (await findByKey(db, 'mail', `review-copy:${body.idempotencyKey}`))!;
    await waitFor(async () => (await findById(db, copy.id))?.status === 'delivered', 'the copy sent');
    const studio = readMails(site.dataDir, REVIEWERS).filter((mail) =>
      mail.text.includes(`Developer: ${email}`),
    );
    const copies = readMails(site.dataDir, email);
    expect(studio).toHaveLength(1);
    expect(copies).toHaveLength(1);
    return { studio: studio[0], copy: copies[0] };
  }

  it('says plainly that no live run was stored, whatever the form carries', async () => {
    const { studio, copy } = await sent('early.dev@example.test', 'zh-CN');
    expect(studio.text).toContain(NO_LIVE_RUN);
    expect(studio.text).toMatch(/install\s+Not run/);
    expect(studio.text).not.toContain('from the browser');
    expect(studio.text).toContain('Game steps: not known (no live run was stored)');
    expect(studio.text).toContain('Networks (from the package alone: no live run was stored):');
    expect(studio.text).toMatch(/rule\(s\) need the live run/);
    expect(copy.subject).toBe('您的试玩广告测试报告：Tide_Runner – PlayMind');
    expect(copy.text).toContain(NO_LIVE_RUN);
  });

  it('carries the stored run: statuses, findings, steps, the settled matrix; Reply-To the developer, a copy in Japanese', async () => {
    const run = playedRun(report);
    expect(
      (await storeLive(post(`/api/review/report/${report.id}/live`, run), params(report.id))).status,
    ).toBe(200);
    const developer = 'dev.tide@example.test';
    const { studio, copy } = await sent(developer, 'ja');

    expect(studio.text).toMatch(/^Live run: stored \d{4}-\d\d-\d\dT[\d:.]+Z, settled/m);
    expect(studio.text).toMatch(/game_ready\s+Test Success \(gameReady\)/);
    expect(studio.text).toMatch(/install\s+Test Success \(install after 2 taps\)/);
    expect(studio.text).toMatch(/game_end\s+Test Success/);
    expect(studio.text).toMatch(/code\s+Test Success/);
    expect(studio.text).not.toMatch(/Not run/);
    // The run's own findings on two package checks, marked as the live run's.
    expect(studio.text).toMatch(/html_label\s+Test Failed \(Browsers read or lay out/);
    expect(studio.text).toMatch(/laid out 980 px wide in a 375 px wide frame.*\[live run\]/);
    expect(studio.text).toMatch(/base64\s+Test Failed/);
    expect(studio.text).toMatch(
      /Tide_Runner\/img\/wave\.png: Failed to load <img> Tide_Runner\/img\/wave\.png \[live run\]/,
    );
    expect(studio.text).toContain('Game steps: two or more steps (2 gestures before install)');
    expect(studio.text).toContain('Networks (with the stored live run):');
    expect(studio.text).not.toContain('need the live run');
    expect(studio.text).toContain('1000 ms install called after 2 gesture(s)');
    expect(studio.text).toContain(`Developer: ${developer}`);
    expect(headersOf(site.dataDir, studio)).toMatch(new RegExp(`^Reply-To: ${developer}$`, 'm'));

    // The page shows the same report (GET, what the Test step and the send-email page read).
    const shown = (await (
      await getReport(new Request('http://localhost:3000/x'), params(report.id))
    ).json()) as PlayableReport;
    expect(shown.checks.html_label.status).toBe('failed');
    expect(shown.checks.html_label.evidence?.some((item) => item.proof === 'live')).toBe(true);
    for (const column of Object.values(shown.compliance)) expect(column?.pending).toEqual([]);

    expect(copy.subject).toBe('プレイアブル広告のテストレポート：Tide_Runner – PlayMind');
    expect(copy.text).toContain(
      '審査チームにお送りいただいたプレイアブル広告 Tide_Runner のテストレポートの控えです',
    );
    expect(copy.text).toMatch(/install\s+Test Success/);
    expect(copy.text).not.toContain('need the live run');
    // Nothing the sender typed reaches the typed address.
    for (const typed of ['Tide Runner', 'Wave Games', 'apps.example.com'])
      expect(copy.text).not.toContain(typed);
    expect(headersOf(site.dataDir, copy)).toMatch(new RegExp(`^Reply-To: ${REVIEWERS}$`, 'm'));
  });

  it('limits the copies one address gets', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await sendEmail(
        post('/api/review/send-email', form(report.id, 'busy@example.test', 'en')),
        undefined,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
