import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type PlayableJob, runPlayableJob } from './check-jobs';
import { serveJobs } from './pool';

// Entry of a check worker (lib/playable/check-pool.ts). On Linux a thread has its own nice value: the
// worker lowers its own, so that on a busy machine the request thread gets the CPU first and pages stay fast
// while uploads are checked.
if (process.platform === 'linux') {
  try {
    os.setPriority(0, 10);
  } catch {
    // Not allowed here: run at normal priority.
  }
}

serveJobs(parentPort, (job: PlayableJob) => runPlayableJob(job));
