import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { CheckJob, CheckResult, IndexJob, PlayableJob } from './check-jobs';
import {
  CHECK_QUEUE_LIMIT,
  CHECK_TIMEOUT_MS,
  CHECK_WORKER_HEAP_MB,
  CHECK_WORKER_IDLE_MS,
  CHECK_WORKER_YOUNG_MB,
} from './limits';
import { WorkerPool } from './pool';
import type { PlayableLinks } from './types';
import type { IndexResult, IndexSuccess } from './unzip';

// The process-wide pool that unzips and checks uploads off the request thread (docs/ARCHITECTURE.md, The
// playable tester). One worker per core but one, so a core stays free for answering pages (at least one
// worker on a one-core machine).

/**
 * Under tsx (the CLI) and vitest the worker entry is TypeScript: a small CommonJS bootstrap registers tsx's
 * ESM loader inside the worker, then imports the entry. tsx is found from this folder (whatever the working
 * directory) and its `esm/api` export read from its package.json, since require.resolve would pick the
 * CommonJS build, which cannot register from an eval'd worker.
 */
const TSX_BOOTSTRAP = `
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { workerData } = require('node:worker_threads');
const manifest = require.resolve('tsx/package.json', { paths: [workerData.from] });
const api = path.join(path.dirname(manifest), require(manifest).exports['./esm/api'].import.default);
import(pathToFileURL(api).href).then(({ register }) => {
  register();
  return import(workerData.entry);
});
`;

function spawnCheckWorker(): Worker {
  const options: WorkerOptions = {
    resourceLimits: {
      maxOldGenerationSizeMb: CHECK_WORKER_HEAP_MB,
      maxYoungGenerationSizeMb: CHECK_WORKER_YOUNG_MB,
    },
  };
  // Inside Next (the production build and next dev) Turbopack bundles the worker from this very expression
  // (supported for node:worker_threads since Next 16.3); it must stay literal for the bundler to see it.
  if (process.env.NEXT_RUNTIME) return new Worker(new URL('./check-worker.ts', import.meta.url), options);
  return new Worker(TSX_BOOTSTRAP, {
    ...options,
    eval: true,
    workerData: {
      entry: new URL('./check-worker.ts', import.meta.url).href,
      from: fileURLToPath(new URL('.', import.meta.url)),
    },
  });
}

export function checkWorkerCount(cores = os.availableParallelism()): number {
  return Math.max(1, cores - 1);
}

const state = globalThis as typeof globalThis & { __playableCheckPool?: WorkerPool<PlayableJob, unknown> };

/** The process-wide check pool (a globalThis singleton: `next dev` evaluates modules many times). */
export function checkPool(): WorkerPool<PlayableJob, unknown> {
  state.__playableCheckPool ??= new WorkerPool<PlayableJob, unknown>({
    size: checkWorkerCount(),
    queueLimit: CHECK_QUEUE_LIMIT,
    timeoutMs: CHECK_TIMEOUT_MS,
    idleMs: CHECK_WORKER_IDLE_MS,
    spawn: spawnCheckWorker,
  });
  return state.__playableCheckPool;
}

/** Stops the process-wide pool's workers (tests, the CLI); the next job starts a new pool. */
export async function closeCheckPool(): Promise<void> {
  const pool = state.__playableCheckPool;
  state.__playableCheckPool = undefined;
  await pool?.close();
}

/**
 * The same bytes as a plain Uint8Array, what arrives in the worker: read in place when they lie in a
 * SharedArrayBuffer (an upload's body, lib/review/upload.ts), else a copy of their whole ArrayBuffer.
 */
function bytesOf(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** Reads and checks an upload's directory in a worker; inflates nothing. */
export function indexUpload(upload: Buffer, fileName: string): Promise<IndexResult> {
  const job: IndexJob = { kind: 'index', upload: bytesOf(upload), fileName };
  return checkPool().run(job) as Promise<IndexResult>;
}

/** Inflates an indexed upload in a worker and answers its static report; the inflated files stay there. */
export function checkUpload(
  upload: Buffer,
  indexed: IndexSuccess,
  id: string,
  links?: Partial<PlayableLinks>,
): Promise<CheckResult> {
  const job: CheckJob = { kind: 'check', upload: bytesOf(upload), indexed, id, links };
  return checkPool().run(job) as Promise<CheckResult>;
}
