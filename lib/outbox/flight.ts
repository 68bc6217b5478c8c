import type { Db } from '@/lib/db/client';

// The deliveries running in this process, whoever started them (the worker or a form handler's immediate
// attempt), each with the claim it holds and a way to abort it: what a drain waits for, and what it releases
// when the grace period is over.

export interface Flight {
  db: Db;
  rowId: string;
  kind: string;
  claimToken: string;
  controller: AbortController;
  done: Promise<unknown>;
}

const flights: Set<Flight> = ((globalThis as { __playmindFlights?: Set<Flight> }).__playmindFlights ??=
  new Set());

/** Runs one delivery of a claimed row as a tracked flight. */
export function fly<T>(
  db: Db,
  row: { id: string; kind: string; claimToken: string | null },
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const done = run(controller.signal);
  const flight: Flight = {
    db,
    rowId: row.id,
    kind: row.kind,
    claimToken: row.claimToken ?? '',
    controller,
    done,
  };
  flights.add(flight);
  void done.then(
    () => flights.delete(flight),
    () => flights.delete(flight),
  );
  return done;
}

export function flightsInProgress(): Flight[] {
  return [...flights];
}

/** Resolves true when no delivery is running any more, or false when `timeoutMs` passed first. */
export async function flightsLanded(timeoutMs = Infinity): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (flights.size > 0) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      if (Number.isFinite(left)) timer = setTimeout(resolve, left);
    });
    await Promise.race([Promise.allSettled([...flights].map((flight) => flight.done)), timeout]);
    clearTimeout(timer);
  }
  return true;
}
