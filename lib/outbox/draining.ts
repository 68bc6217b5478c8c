// Whether this process is draining (SIGTERM received): no new claims, no immediate deliveries.
// On globalThis, shared by the worker (instrumentation) and the form handlers (routes) of one process.

const state = globalThis as typeof globalThis & { __playmindOutboxDraining?: boolean };

export function isDraining(): boolean {
  return state.__playmindOutboxDraining === true;
}

export function setDraining(draining: boolean): void {
  state.__playmindOutboxDraining = draining;
}
