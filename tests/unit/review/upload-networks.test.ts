import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import { COMPLIANCE_COLUMNS } from '@/lib/playable/compliance/types';
import { buildStaticReport } from '@/lib/playable/report';
import { fileFromMultipart, limitCompliance, networksFromMultipart } from '@/lib/review/upload';
import { ownBuild } from '@/tests/fixtures/playable/network-packages';

// The upload's optional `networks` field, read from a real multipart body as a browser's FormData sends it.

async function multipart(
  fields: Record<string, string>,
  file = 'x',
): Promise<{ type: string; body: Buffer }> {
  const form = new FormData();
  form.set('file', new Blob([file], { type: 'text/html' }), 'Game.html');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { type: request.headers.get('content-type')!, body: Buffer.from(await request.arrayBuffer()) };
}

describe('POST /api/review/upload: the networks field', () => {
  it('is optional: without it every column is answered', async () => {
    const { type, body } = await multipart({});
    expect(networksFromMultipart(type, body)).toBeNull();
    expect(fileFromMultipart(type, body).fileName).toBe('Game.html');
  });

  it('limits the compliance answer to the named networks, in the matrix order', async () => {
    const { type, body } = await multipart({ networks: 'meta, AppLovin' });
    const networks = networksFromMultipart(type, body);
    expect(networks).toEqual(['applovin', 'meta']);
    const report = buildStaticReport('r1', ownBuild('applovin'));
    expect(Object.keys(limitCompliance(report, networks).compliance)).toEqual(['applovin', 'meta']);
    expect(Object.keys(limitCompliance(report, null).compliance)).toEqual([...COMPLIANCE_COLUMNS]);
  });

  it('answers 400 validation for an unknown id', async () => {
    const { type, body } = await multipart({ networks: 'applovin,myspace' });
    let thrown: unknown;
    try {
      networksFromMultipart(type, body);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).status).toBe(400);
    expect((thrown as HttpError).body).toEqual({
      error: 'validation',
      fields: { networks: 'unknownNetwork' },
      unknown: ['myspace'],
    });
  });
});
