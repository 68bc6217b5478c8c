import { randomBytes } from 'node:crypto';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getReport } from '@/app/api/review/report/[id]/route';
import { POST as upload } from '@/app/api/review/upload/route';
import { getDb } from '@/lib/db/client';
import { playableUploadChunks, playableUploads } from '@/lib/db/schema';
import { releaseAmount, reserveAmount } from '@/lib/http';
import { EntryError } from '@/lib/playable/archive';
import { checkPool, checkUpload, checkWorkerCount, closeCheckPool } from '@/lib/playable/check-pool';
import { CHECK_QUEUE_LIMIT, INFLATE_PER_IP_BYTES, INFLATE_SITE_BYTES } from '@/lib/playable/limits';
import { indexPlayable } from '@/lib/playable/unzip';
import { INFLATE_BUDGETS, SITE_IDENTITY } from '@/lib/review/limits';
import {
  ARCHIVE_CHUNK_BYTES,
  findUpload,
  findUploadFile,
  newUploadId,
  storeUpload,
} from '@/lib/review/storage';
import type { PlayableReport } from '@/lib/playable/types';
import { mebibyteScriptsZip } from '../../fixtures/playable/hostile';
import { validPlayable, validPlayableFiles, zipFiles } from '../../fixtures/playable/playables';
import { nextIp } from '../backend/support/forms';
import { DRIVERS, setUpSite, type SiteUnderTest } from '../backend/support/variants';
import { storedArchive } from './support/stored-archive';

// The upload pipeline through the real route handler and database: the upload kept as received with its
// entry index, one entry read and inflated per file request, the inflate budgets and the check queue.

function uploadRequest(fileName: string, data: Buffer, ip = nextIp()): Request {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], fileName, { type: 'application/zip' }));
  return new Request('http://localhost:3000/api/review/upload', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    body: form,
  });
}

async function rows<T>(statement: SQL): Promise<T[]> {
  const result = (await (await getDb()).execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

async function send(request: Request) {
  const response = await upload(request, undefined);
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

describe.each(DRIVERS)('upload pipeline on %s', (driver) => {
  let site: SiteUnderTest;

  beforeAll(async () => {
    site = await setUpSite(driver, { TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await closeCheckPool();
    await site?.teardown();
  });

  it('keeps the upload as received and serves each file by inflating only its entry', async () => {
    const zip = await validPlayable(2);
    const answer = await send(uploadRequest(zip.fileName, zip.buffer));
    expect(answer.status).toBe(200);
    const db = await getDb();
    expect(await storedArchive(answer.body.id)).toEqual(zip.buffer);
    for (const [path, content] of Object.entries(validPlayableFiles(2))) {
      const file = await findUploadFile(db, answer.body.id, path);
      expect(file?.htmlPath).toBe('Game/Game.html');
      expect(file?.data).toEqual(typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
    }
    expect(await findUploadFile(db, answer.body.id, 'Game/none.js')).toEqual({
      htmlPath: 'Game/Game.html',
      data: null,
    });
    // Paths are values, never keys of anything inherited.
    expect((await findUploadFile(db, answer.body.id, '__proto__'))?.data).toBeNull();
  });

  it('stores uploads in chunks kept uncompressed out of line; the table of inflated files is gone', async () => {
    const [column] = await rows<{ storage: string }>(
      sql`select attstorage as storage from pg_attribute
          where attrelid = 'playable_upload_chunks'::regclass and attname = 'data'`,
    );
    expect(column.storage).toBe('e');
    const [gone] = await rows<{ table: string | null }>(
      sql`select to_regclass('playable_upload_files')::text as table`,
    );
    expect(gone.table).toBeNull();
  });

  // The embedded database's one connection runs statements in the order they come, so what a query sent
  // meanwhile finds tells how many chunk statements were ahead of it. On PostgreSQL it has a connection of its
  // own and waits for none: the count then depends on timing alone.
  it.runIf(driver === 'pglite')(
    'stores concurrent uploads one chunk at a time: another query waits for one chunk at most',
    async () => {
      const db = await getDb();
      const ids = Array.from({ length: 4 }, () => newUploadId());
      const archive = randomBytes(ARCHIVE_CHUNK_BYTES * 10);
      const stored = async () => {
        const [row] = await rows<{ n: number | string }>(
          sql`select count(*) as n from ${playableUploadChunks} where ${inArray(playableUploadChunks.uploadId, ids)}`,
        );
        return Number(row.n);
      };
      let storing = true;
      const all = Promise.all(
        ids.map((id) =>
          storeUpload(db, {
            id,
            name: 'Game',
            htmlPath: 'Game/Game.html',
            report: {} as PlayableReport,
            archive,
            entries: {},
          }),
        ),
      ).finally(() => (storing = false));
      // A query sent while the four are storing sees at most a chunk or two more than the one before it saw
      // (the one being written, and the next one started before it arrived); four uploads each keeping a
      // chunk queued put four or more ahead of it.
      const steps: number[] = [];
      for (let seen = 0; storing;) {
        const now = await stored();
        steps.push(now - seen);
        seen = now;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await all;
      expect(await stored()).toBe(4 * 10);
      expect(steps.length).toBeGreaterThan(10);
      expect(Math.max(...steps)).toBeLessThanOrEqual(2);
    },
  );

  it('never serves bytes that differ from what was checked: a changed byte fails the CRC-32', async () => {
    const zip = await validPlayable(1);
    const answer = await send(uploadRequest(zip.fileName, zip.buffer));
    const db = await getDb();
    const [row] = await db.select().from(playableUploads).where(eq(playableUploads.id, answer.body.id));
    const entry = row.entries['Game/style.css'];
    const seq = Math.floor((entry.offset + entry.compressedSize - 1) / ARCHIVE_CHUNK_BYTES);
    const where = and(eq(playableUploadChunks.uploadId, row.id), eq(playableUploadChunks.seq, seq));
    const [chunk] = await db.select().from(playableUploadChunks).where(where);
    const tampered = Buffer.alloc(chunk.data.length);
    tampered.set(chunk.data);
    // Flip a bit in the last byte of the entry's compressed data.
    tampered[entry.offset + entry.compressedSize - 1 - seq * ARCHIVE_CHUNK_BYTES] ^= 0x01;
    await db.update(playableUploadChunks).set({ data: tampered }).where(where);
    const error = await findUploadFile(db, row.id, 'Game/style.css').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EntryError);
    expect((await findUploadFile(db, row.id, 'Game/Game.html'))?.data?.toString()).toContain(
      '<!DOCTYPE html>',
    );
  });

  it('reads entries that span chunks, and an empty one', async () => {
    const files = validPlayableFiles(1);
    files['Game/img/big.bin'] = randomBytes(ARCHIVE_CHUNK_BYTES * 2 + 1234);
    files['Game/empty.txt'] = Buffer.alloc(0);
    const zip = await zipFiles(files);
    const answer = await send(uploadRequest('Game.zip', zip));
    expect(answer.status).toBe(200);
    const db = await getDb();
    expect((await findUploadFile(db, answer.body.id, 'Game/img/big.bin'))?.data).toEqual(
      files['Game/img/big.bin'],
    );
    expect((await findUploadFile(db, answer.body.id, 'Game/empty.txt'))?.data).toEqual(Buffer.alloc(0));
    expect((await storedArchive(answer.body.id)).length).toBe(zip.length);
  });

  it('still answers the report of an upload stored before archives were kept (its files are gone)', async () => {
    const zip = await validPlayable(1);
    const fresh = await send(uploadRequest(zip.fileName, zip.buffer));
    const id = newUploadId();
    const db = await getDb();
    await db.insert(playableUploads).values({
      id,
      name: 'Game',
      htmlPath: 'Game/Game.html',
      report: { ...fresh.body, id },
    });
    expect((await findUpload(db, id))?.report.id).toBe(id);
    const response = await getReport(new Request('http://localhost/api/review/report/x'), {
      params: Promise.resolve({ id }),
    });
    expect(response.status).toBe(200);
    expect(await findUploadFile(db, id, 'Game/Game.html')).toEqual({
      htmlPath: 'Game/Game.html',
      data: null,
    });
  });

  it('refuses the 49 × 1 MiB case at once, charging nothing', async () => {
    const ip = nextIp();
    const started = performance.now();
    const answer = await send(uploadRequest('Game.zip', mebibyteScriptsZip(), ip));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(answer).toMatchObject({ status: 400, body: { error: 'archive', reason: 'inflate-budget' } });
    // The IP's budget is untouched: all but one byte can still be reserved.
    const db = await getDb();
    expect((await reserveAmount(db, INFLATE_BUDGETS.perIp, ip, INFLATE_PER_IP_BYTES)).allowed).toBe(true);
  });

  it('answers 429 once an IP has spent its inflated bytes, and 503 once the site has', async () => {
    const db = await getDb();
    const zip = await validPlayable(1);
    const spent = nextIp();
    expect((await reserveAmount(db, INFLATE_BUDGETS.perIp, spent, INFLATE_PER_IP_BYTES - 100)).allowed).toBe(
      true,
    );
    const perIp = await send(uploadRequest(zip.fileName, zip.buffer, spent));
    expect(perIp.status).toBe(429);
    expect(Number(perIp.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = nextIp();
    const siteLeft = INFLATE_SITE_BYTES - 100;
    // Whatever earlier tests charged to the site, leave it less than one upload's bytes.
    await releaseAmount(db, INFLATE_BUDGETS.site, SITE_IDENTITY, INFLATE_SITE_BYTES);
    expect((await reserveAmount(db, INFLATE_BUDGETS.site, SITE_IDENTITY, siteLeft)).allowed).toBe(true);
    const busy = await send(uploadRequest(zip.fileName, zip.buffer, other));
    expect(busy).toMatchObject({ status: 503, body: { error: 'busy' } });
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    // The IP's share was given back when the site refused.
    expect((await reserveAmount(db, INFLATE_BUDGETS.perIp, other, INFLATE_PER_IP_BYTES)).allowed).toBe(true);
    await releaseAmount(db, INFLATE_BUDGETS.site, SITE_IDENTITY, INFLATE_SITE_BYTES);
    expect((await send(uploadRequest(zip.fileName, zip.buffer))).status).toBe(200);
  });

  it('answers 503 with Retry-After while the check queue is full', async () => {
    const heavy = mebibyteScriptsZip(1);
    const indexed = await indexPlayable(heavy, 'Game.zip');
    if (!indexed.ok) throw new Error(indexed.detail);
    const capacity = checkWorkerCount() + CHECK_QUEUE_LIMIT;
    const filling = Array.from({ length: capacity }, () =>
      checkUpload(heavy, indexed, newUploadId()).catch(() => 'stopped'),
    );
    expect(checkPool().stats().queued).toBe(CHECK_QUEUE_LIMIT);
    const zip = await validPlayable(1);
    const answer = await send(uploadRequest(zip.fileName, zip.buffer));
    expect(answer).toMatchObject({ status: 503, body: { error: 'busy' } });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await closeCheckPool();
    expect(await Promise.all(filling)).toContain('stopped');
    // A new pool takes the next upload.
    expect((await send(uploadRequest(zip.fileName, zip.buffer))).status).toBe(200);
  });
});
