import { buildStaticReport } from './report';
import type { PlayableLinks, PlayableReport } from './types';
import {
  indexPlayable,
  type IndexResult,
  type IndexSuccess,
  inflateIndexed,
  type UnzipFailure,
} from './unzip';

// The jobs the check pool runs (lib/playable/check-pool.ts), as plain functions of plain data: the worker
// entry answers them, and tests call them directly. An upload crosses into the worker as a Uint8Array.

/** Read and check an upload's directory and headers; inflates nothing. */
export interface IndexJob {
  kind: 'index';
  upload: Uint8Array;
  fileName: string;
}

/** Inflate an indexed upload's files, run the static checks, and answer the report (the files are dropped). */
export interface CheckJob {
  kind: 'check';
  upload: Uint8Array;
  indexed: IndexSuccess;
  id: string;
  links?: Partial<PlayableLinks>;
}

export type PlayableJob = IndexJob | CheckJob;

export type CheckResult = { ok: true; report: PlayableReport } | UnzipFailure;

export type PlayableJobResult<J extends PlayableJob> = J extends IndexJob ? IndexResult : CheckResult;

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export async function runPlayableJob<J extends PlayableJob>(job: J): Promise<PlayableJobResult<J>> {
  return (await run(job)) as PlayableJobResult<J>;
}

async function run(job: PlayableJob): Promise<IndexResult | CheckResult> {
  const upload = asBuffer(job.upload);
  if (job.kind === 'index') return indexPlayable(upload, job.fileName);
  const inflated = await inflateIndexed(upload, job.indexed);
  if (!inflated.ok) return inflated;
  const report = buildStaticReport(job.id, inflated, {
    links: job.links,
    uploadBytes: job.upload.byteLength,
  });
  return { ok: true, report };
}
