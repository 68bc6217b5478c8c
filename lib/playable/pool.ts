import type { MessagePort, Worker } from 'node:worker_threads';

// A bounded pool of worker threads for CPU-heavy jobs (unzipping and checking uploads), so they never run on
// the thread that answers requests. At most `size` workers, each running one job at a time; at most
// `queueLimit` jobs wait; one more is refused with PoolBusyError (the route answers 503 with Retry-After).
// A job running past `timeoutMs` is stopped by terminating its worker; a worker that dies (out of memory, an
// uncaught error) fails its job only. Workers are started on demand and stopped after `idleMs` without a
// job, which gives their heap back to the system; an idle worker never keeps a script alive. The pool knows
// nothing of its jobs: callers give it `spawn`.
//
// Worker protocol: the pool posts a job; the worker answers `{ ok: true, result }` or `{ ok: false, error }`.

export interface PoolOptions {
  size: number;
  queueLimit: number;
  timeoutMs: number;
  /** A worker without a job for this long is stopped (the next job starts a new one). */
  idleMs: number;
  /** Starts one worker; the pool posts jobs to it and reads its answers. */
  spawn: () => Worker;
}

export class PoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`every worker is busy and ${retryAfterSeconds} s of work is queued`);
    this.name = 'PoolBusyError';
  }
}

export class PoolTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the job ran longer than ${timeoutMs} ms and was stopped`);
    this.name = 'PoolTimeoutError';
  }
}

export class WorkerFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerFailedError';
  }
}

type Answer<Result> = { ok: true; result: Result } | { ok: false; error: string };

interface Task<Job, Result> {
  job: Job;
  resolve(result: Result): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  busy: boolean;
  idleTimer?: ReturnType<typeof setTimeout>;
}

/** Retry-After never says less than this, nor more than the maximum. */
const MIN_RETRY_SECONDS = 1;
const MAX_RETRY_SECONDS = 60;
/** Assumed job length before the pool has timed one. */
const INITIAL_JOB_MS = 500;

export class WorkerPool<Job, Result> {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task<Job, Result>[] = [];
  private averageJobMs = INITIAL_JOB_MS;
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    if (options.size < 1) throw new Error('a pool needs at least one worker');
  }

  /** Runs `job` on a worker; rejects with PoolBusyError at once when the queue is full. */
  run(job: Job): Promise<Result> {
    if (this.closed) return Promise.reject(new Error('the pool is closed'));
    const idle = this.idleSlot();
    if (!idle && this.queue.length >= this.options.queueLimit) {
      return Promise.reject(new PoolBusyError(this.retryAfterSeconds()));
    }
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Jobs running and waiting, and the workers alive. */
  stats(): { running: number; queued: number; workers: number } {
    const running = [...this.slots].filter((slot) => slot.busy).length;
    return { running, queued: this.queue.length, workers: this.slots.size };
  }

  /** Stops every worker; queued jobs are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the pool is closed'));
    for (const slot of this.slots) clearTimeout(slot.idleTimer);
    await Promise.all([...this.slots].map((slot) => slot.worker.terminate()));
    this.slots.clear();
  }

  /** How long until the queue, as it stands, has drained: what a refused client should wait. */
  retryAfterSeconds(): number {
    const waiting = this.queue.length + this.stats().running;
    const seconds = Math.ceil((waiting * this.averageJobMs) / this.options.size / 1000);
    return Math.min(MAX_RETRY_SECONDS, Math.max(MIN_RETRY_SECONDS, seconds));
  }

  private idleSlot(): Slot | null {
    for (const slot of this.slots) if (!slot.busy) return slot;
    return this.slots.size < this.options.size ? this.startSlot() : null;
  }

  private startSlot(): Slot {
    const slot: Slot = { worker: this.options.spawn(), busy: false };
    slot.worker.unref();
    // A worker that dies while idle is simply replaced by the next job (its error must not go unheard).
    slot.worker.on('error', () => this.slots.delete(slot));
    slot.worker.on('exit', () => this.slots.delete(slot));
    this.slots.add(slot);
    return slot;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.idleSlot();
      if (!slot) return;
      this.execute(slot, this.queue.shift()!);
    }
  }

  /** Stops `slot`'s worker once it has been idle for idleMs. */
  private retireWhenIdle(slot: Slot): void {
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (slot.busy) return;
      this.slots.delete(slot);
      void slot.worker.terminate();
    }, this.options.idleMs);
    slot.idleTimer.unref();
  }

  private execute(slot: Slot, task: Task<Job, Result>): void {
    const { worker } = slot;
    clearTimeout(slot.idleTimer);
    slot.busy = true;
    // A busy worker keeps the process alive until its answer arrives.
    worker.ref();
    const started = performance.now();
    let settled = false;

    const finish = (outcome: () => void, keepWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      const elapsed = performance.now() - started;
      this.averageJobMs = this.averageJobMs * 0.8 + elapsed * 0.2;
      if (keepWorker) {
        slot.busy = false;
        worker.unref();
        this.retireWhenIdle(slot);
      } else {
        this.slots.delete(slot);
        void worker.terminate();
      }
      outcome();
      this.dispatch();
    };
    const onMessage = (answer: Answer<Result>) => {
      if (answer.ok) finish(() => task.resolve(answer.result), true);
      else finish(() => task.reject(new WorkerFailedError(answer.error)), true);
    };
    const onError = (error: Error) => finish(() => task.reject(new WorkerFailedError(error.message)), false);
    const onExit = (code: number) =>
      finish(() => task.reject(new WorkerFailedError(`the worker exited with code ${code}`)), false);
    const timer = setTimeout(
      () => finish(() => task.reject(new PoolTimeoutError(this.options.timeoutMs)), false),
      this.options.timeoutMs,
    );

    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(task.job);
  }
}

/** The worker's side: answers each job posted on `port` (the worker's parentPort) with `handle`'s result. */
export function serveJobs<Job, Result>(
  port: MessagePort | null,
  handle: (job: Job) => Promise<Result>,
): void {
  if (!port) throw new Error('serveJobs runs inside a worker thread');
  port.on('message', (job: Job) => {
    handle(job).then(
      (result) => port.postMessage({ ok: true, result } satisfies Answer<Result>),
      (error: unknown) =>
        port.postMessage({
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Answer<Result>),
    );
  });
}
