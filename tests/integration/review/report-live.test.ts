import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as storeLive } from '@/app/api/review/report/[id]/live/route';
import { GET as getReport } from '@/app/api/review/report/[id]/route';
import { POST as upload } from '@/app/api/review/upload/route';
import type { LiveFacts } from '@/lib/playable/compliance/types';
import type { PlayableReport } from '@/lib/playable/types';
import { fixtureZip } from '../../fixtures/playable/networks';
import { apiFixture } from '../../fixtures/playable/network-packages';
import { nextIp } from '../backend/support/forms';
import { DRIVERS, setUpSite, type SiteUnderTest } from '../backend/support/variants';

// The report travels: an upload limited to some networks, its live run stored when it settles, and the
// report reopened (GET, what `/review?report=<id>` loads) with the live results and the matrix they settle.

function uploadRequest(fileName: string, data: Buffer, networks?: string): Request {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], fileName, { type: 'application/zip' }));
  if (networks !== undefined) form.append('networks', networks);
  return new Request('http://localhost:3000/api/review/upload', {
    method: 'POST',
    headers: { 'x-forwarded-for': nextIp() },
    body: form,
  });
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });

function liveRequest(id: string, body: unknown): Request {
  return new Request(`http://localhost:3000/api/review/report/${id}/live`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
}

const PLAYED: LiveFacts = {
  settled: true,
  calls: [
    { api: 'mintegral', name: 'gameReady', role: 'ready', gestures: 0, t: 40 },
    { api: 'mintegral', name: 'gameStart', role: 'start', gestures: 0, t: 41 },
    { api: 'mintegral', name: 'gameEnd', role: 'end', gestures: 1, t: 900 },
    { api: 'mintegral', name: 'install', role: 'cta', gestures: 2, t: 1500 },
  ],
  ctaBeforeGesture: null,
  blocked: [],
  audioBeforeGesture: null,
  hostProblems: {},
};

describe.each(DRIVERS)('a report that travels, on %s', (driver) => {
  let site: SiteUnderTest;
  let report: PlayableReport;

  beforeAll(async () => {
    site = await setUpSite(driver, { TRUST_PROXY: '1', SMTP_URL: undefined });
  });

  afterAll(async () => {
    await site?.teardown();
  });

  it('answers 400 validation for an unknown network id', async () => {
    const zip = await fixtureZip(apiFixture('mintegral'));
    const response = await upload(uploadRequest(zip.fileName, zip.buffer, 'mintegral,myspace'), undefined);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'validation',
      fields: { networks: 'unknownNetwork' },
    });
  });

  it('limits the compliance answer to the networks field', async () => {
    const zip = await fixtureZip(apiFixture('mintegral'));
    const response = await upload(uploadRequest(zip.fileName, zip.buffer, 'studio,meta'), undefined);
    expect(response.status).toBe(200);
    report = (await response.json()) as PlayableReport;
    expect(Object.keys(report.compliance)).toEqual(['studio', 'meta']);
    expect(report.compliance.studio).toMatchObject({ ready: false, misses: [] });
    expect(report.compliance.studio!.pending).toContain('cta-live');
  });

  it('stores the settled live run and reopens the report with it', async () => {
    const summary = {
      checks: {
        install: { status: 'success', via: 'install after 2 taps' },
        game_end: { status: 'success' },
      },
      steps: 2,
      timeline: ['40 ms call gameReady'],
    };
    const stored = await storeLive(
      liveRequest(report.id, { summary, apis: ['mintegral'], facts: PLAYED }),
      params(report.id),
    );
    expect(stored.status).toBe(200);
    const reopened = (await (
      await getReport(new Request('http://localhost:3000/x'), params(report.id))
    ).json()) as PlayableReport;
    expect(reopened.live?.facts).toEqual(PLAYED);
    expect(reopened.checks.install).toEqual({ status: 'success', via: 'install after 2 taps' });
    expect(reopened.steps).toBe(2);
    expect(reopened.compliance.studio).toMatchObject({ ready: true, misses: [], pending: [] });
    expect(reopened.compliance.meta!.ready).toBe(false);
  });

  it('refuses a live run that is not valid, or for an unknown report', async () => {
    const bad = await storeLive(
      liveRequest(report.id, { summary: {}, apis: [], facts: { settled: 'yes' } }),
      params(report.id),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('validation');
    const unknown = 'a'.repeat(26);
    const missing = await storeLive(
      liveRequest(unknown, { summary: { checks: {}, steps: null, timeline: [] }, apis: [], facts: PLAYED }),
      params(unknown),
    );
    expect(missing.status).toBe(404);
  });
});
