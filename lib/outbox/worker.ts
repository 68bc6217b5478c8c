import { outboxSettings, type OutboxSettings } from '@/lib/config';
import { getDb, type Db } from '@/lib/db/client';
import { logger } from '@/lib/log';
import { deliverClaimed, deliveriesSettled } from './deliver';
import { isDraining } from './draining';
import { registeredKinds } from './registry';
import { claimDue, onEnqueued } from './store';

// The background delivery loop: claim due rows of the kinds registered in this process (FOR UPDATE SKIP
// LOCKED, so any number of workers on any number of instances share the table), deliver up to `concurrency`
// at a time, sleep when there is nothing due, wake early when this process enqueues something.

export interface WorkerOptions {
  /** Deliveries in flight at once. */
  concurrency?: number;
  settings?: OutboxSettings;
}

const log = logger('outbox');

export class OutboxWorker {
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  private readonly active = new Set<Promise<unknown>>();
  private wake: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly concurrency: number;
  private readonly settings: OutboxSettings;
  /** Rows this worker has claimed since it was created. */
  claimed = 0;

  constructor(
    private readonly database: () => Promise<Db>,
    options: WorkerOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 8;
    this.settings = options.settings ?? outboxSettings();
  }

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = onEnqueued(() => this.wake?.());
    this.loopDone = this.loop();
  }

  /** Stops claiming; what this worker already claimed goes on (see stop() and drainOutbox()). */
  async stopClaiming(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.wake?.();
    await this.loopDone;
  }

  /** Stops claiming and waits for this worker's deliveries in flight. */
  async stop(): Promise<void> {
    await this.stopClaiming();
    await Promise.allSettled([...this.active]);
  }

  /** Claims what is due (up to the free slots) and starts delivering it; returns how many rows it claimed. */
  async claimAndDeliver(): Promise<number> {
    const free = this.concurrency - this.active.size;
    if (free <= 0 || isDraining()) return 0;
    const db = await this.database();
    const rows = await claimDue(db, free, this.settings.leaseMs, registeredKinds());
    this.claimed += rows.length;
    for (const row of rows) {
      const delivery = deliverClaimed(db, row, this.settings).finally(() => {
        this.active.delete(delivery);
        this.wake?.();
      });
      this.active.add(delivery);
    }
    return rows.length;
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.claimAndDeliver();
        failures = 0;
      } catch (error) {
        if (failures === 0) log.error({ err: error }, 'claiming due rows failed');
        failures++;
      }
      const full = this.active.size >= this.concurrency;
      if (this.running && (claimed === 0 || full)) {
        // After errors (database restarting), back off up to 30 s; a finishing delivery or a new row wakes us.
        await this.sleep(Math.min(this.settings.pollMs * 2 ** Math.min(failures, 10), 30_000));
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}

const state = globalThis as typeof globalThis & { __playmindOutboxWorker?: OutboxWorker };

/** Starts the process-wide worker on the process-wide database (instrumentation.ts calls this once). */
export function startOutboxWorker(options: WorkerOptions = {}): OutboxWorker {
  if (!state.__playmindOutboxWorker?.isRunning) {
    state.__playmindOutboxWorker = new OutboxWorker(getDb, options);
    state.__playmindOutboxWorker.start();
  }
  return state.__playmindOutboxWorker;
}

/** The process-wide worker, if one was started. */
export function processWorker(): OutboxWorker | undefined {
  return state.__playmindOutboxWorker;
}

/** Stops the process-wide worker and waits for every delivery in flight, including the form handlers' own. */
export async function stopOutboxWorker(): Promise<void> {
  const worker = state.__playmindOutboxWorker;
  state.__playmindOutboxWorker = undefined;
  await worker?.stop();
  await deliveriesSettled();
}
