import { threadId, Worker } from 'node:worker_threads';
import { afterAll } from 'vitest';
import {
  checkPool,
  checkUpload,
  checkWorkerCount,
  closeCheckPool,
  indexUpload,
} from '@/lib/playable/check-pool';
import { runPlayableJob } from '@/lib/playable/check-jobs';
import { PoolBusyError, PoolTimeoutError, WorkerFailedError, WorkerPool } from '@/lib/playable/pool';
import { indexPlayable } from '@/lib/playable/unzip';
import { mebibyteScriptsZip } from '@/tests/fixtures/playable/hostile';
import { validPlayable } from '@/tests/fixtures/playable/playables';

// The worker pool with real worker threads: a generic pool on small JavaScript workers, then the check
// pool on its TypeScript worker entry (loaded through tsx here, bundled by Turbopack in the build).

const TEST_WORKER = `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', (job) => {
  const answer = (result) => parentPort.postMessage({ ok: true, result });
  if (job.kind === 'sleep') setTimeout(() => answer(job.ms), job.ms);
  else if (job.kind === 'spin') { const end = Date.now() + job.ms; while (Date.now() < end); answer('spun'); }
  else if (job.kind === 'thread') answer(threadId);
  else if (job.kind === 'refuse') parentPort.postMessage({ ok: false, error: 'refused: ' + job.why });
  else if (job.kind === 'exit') process.exit(3);
});
`;

type TestJob =
  | { kind: 'sleep'; ms: number }
  | { kind: 'spin'; ms: number }
  | { kind: 'thread' }
  | { kind: 'refuse'; why: string }
  | { kind: 'exit' };

function testPool(options: { size?: number; queueLimit?: number; timeoutMs?: number; idleMs?: number } = {}) {
  let spawned = 0;
  const pool = new WorkerPool<TestJob, unknown>({
    size: options.size ?? 2,
    queueLimit: options.queueLimit ?? 4,
    timeoutMs: options.timeoutMs ?? 5_000,
    idleMs: options.idleMs ?? 60_000,
    spawn: () => {
      spawned++;
      return new Worker(TEST_WORKER, { eval: true });
    },
  });
  return { pool, spawned: () => spawned };
}

afterAll(async () => {
  await closeCheckPool();
});

describe('WorkerPool', () => {
  it('runs jobs on at most `size` worker threads, started on demand', async () => {
    const { pool, spawned } = testPool({ size: 2 });
    expect(spawned()).toBe(0);
    const threads = await Promise.all(Array.from({ length: 6 }, () => pool.run({ kind: 'thread' })));
    expect(new Set(threads).size).toBeLessThanOrEqual(2);
    expect(threads).not.toContain(threadId);
    expect(spawned()).toBeLessThanOrEqual(2);
    await pool.close();
  });

  it('refuses a job when the queue is full, saying how long the queued work should take', async () => {
    const { pool } = testPool({ size: 1, queueLimit: 2 });
    const accepted = [pool.run({ kind: 'sleep', ms: 300 }), pool.run({ kind: 'sleep', ms: 300 })];
    accepted.push(pool.run({ kind: 'sleep', ms: 300 }));
    const refused = await pool.run({ kind: 'sleep', ms: 300 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PoolBusyError);
    expect((refused as PoolBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await Promise.all(accepted)).toEqual([300, 300, 300]);
    // Room again once the queue drained.
    expect(await pool.run({ kind: 'thread' })).toEqual(expect.any(Number));
    await pool.close();
  });

  it('stops a job past its time by replacing its worker, and the next job still runs', async () => {
    const { pool, spawned } = testPool({ size: 1, timeoutMs: 1_500 });
    const first = await pool.run({ kind: 'thread' });
    const started = performance.now();
    await expect(pool.run({ kind: 'spin', ms: 20_000 })).rejects.toBeInstanceOf(PoolTimeoutError);
    expect(performance.now() - started).toBeLessThan(10_000);
    const next = await pool.run({ kind: 'thread' });
    expect(next).not.toBe(first);
    expect(spawned()).toBe(2);
    await pool.close();
  });

  it('fails only the job of a worker that dies, and passes on a refusal the worker answers', async () => {
    const { pool } = testPool({ size: 1 });
    await expect(pool.run({ kind: 'exit' })).rejects.toBeInstanceOf(WorkerFailedError);
    await expect(pool.run({ kind: 'refuse', why: 'bad input' })).rejects.toThrow('refused: bad input');
    expect(await pool.run({ kind: 'sleep', ms: 1 })).toBe(1);
    await pool.close();
  });

  it('stops a worker that has been idle for idleMs, and starts a new one for the next job', async () => {
    const { pool, spawned } = testPool({ size: 1, idleMs: 200 });
    const first = await pool.run({ kind: 'thread' });
    expect(pool.stats()).toEqual({ running: 0, queued: 0, workers: 1 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await pool.run({ kind: 'thread' })).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(pool.stats().workers).toBe(0);
    expect(await pool.run({ kind: 'thread' })).not.toBe(first);
    expect(spawned()).toBe(2);
    await pool.close();
    expect(pool.stats().workers).toBe(0);
  });
});

describe('the check pool', () => {
  it('leaves one core to the request thread', () => {
    expect(checkWorkerCount(1)).toBe(1);
    expect(checkWorkerCount(2)).toBe(1);
    expect(checkWorkerCount(8)).toBe(7);
  });

  it('answers what the job functions answer in-process (TypeScript worker entry through tsx)', async () => {
    const { buffer, fileName } = await validPlayable(2);
    const inWorker = await indexUpload(buffer, fileName);
    expect(inWorker).toEqual(await indexPlayable(buffer, fileName));
    if (!inWorker.ok) return;
    const checked = await checkUpload(buffer, inWorker, 'r1', { android: null });
    const direct = await runPlayableJob({
      kind: 'check',
      upload: new Uint8Array(buffer),
      indexed: inWorker,
      id: 'r1',
      links: { android: null },
    });
    expect(checked).toEqual(direct);
    expect(checked.ok && checked.report.checks.file.status).toBe('success');
  });

  it('keeps the calling thread responsive while it checks a MiB of scripts', async () => {
    const zip = mebibyteScriptsZip(1);
    const indexed = await indexUpload(zip, 'Game.zip');
    expect(indexed.ok).toBe(true);
    if (!indexed.ok) return;
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const checked = await checkUpload(zip, indexed, 'r2');
    const elapsed = performance.now() - started;
    clearInterval(ticker);
    expect(checked.ok).toBe(true);
    // The check took a while, and this thread's timers kept firing all along (on this thread the check
    // would hold them for all of `elapsed`; the bound leaves room for a machine shared with other work).
    expect(elapsed).toBeGreaterThan(300);
    expect(longestGap).toBeLessThan(Math.max(250, elapsed / 10));
    expect(checkPool().stats().running).toBe(0);
  }, 120_000);
});
