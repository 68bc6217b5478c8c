import { logger } from '@/lib/log';

// Graceful shutdown (issue 14, item 1): one place that owns SIGTERM/SIGINT for the process. Mechanisms that
// must finish their work before the process ends register a hook (the outbox registers its drain); the hooks
// run once, together, when the first signal arrives. Then the listeners that were there before us run:
// `next start` installs one that stops accepting connections, waits for the requests in flight and exits
// (143 for SIGTERM). With no such listener, we exit ourselves. A custom server entry can either install its
// own SIGTERM listener before the app is prepared (it then runs after the hooks) or call runShutdownHooks()
// from its handler; both paths run the hooks once. State lives on globalThis because Next evaluates the
// instrumentation and the route handlers in separate module graphs of one process.

export type ShutdownHook = () => Promise<void>;

interface ShutdownState {
  hooks: Map<string, ShutdownHook>;
  running?: Promise<void>;
  signalsTaken?: boolean;
}

const state: ShutdownState = ((globalThis as { __playmindShutdown?: ShutdownState }).__playmindShutdown ??= {
  hooks: new Map(),
});

const log = logger('shutdown');

/** Registers (or replaces) the hook named `name`; returns the function that removes it. */
export function onShutdown(name: string, hook: ShutdownHook): () => void {
  state.hooks.set(name, hook);
  return () => {
    if (state.hooks.get(name) === hook) state.hooks.delete(name);
  };
}

/** Whether the process is shutting down (a signal arrived or runShutdownHooks() was called). */
export function isShuttingDown(): boolean {
  return state.running !== undefined;
}

/** Runs every hook once (later calls get the same promise); a hook that throws is logged, not fatal. */
export function runShutdownHooks(): Promise<void> {
  state.running ??= (async () => {
    const started = Date.now();
    await Promise.all(
      [...state.hooks].map(async ([name, hook]) => {
        try {
          await hook();
        } catch (error) {
          log.error({ err: error, hook: name }, 'shutdown hook failed');
        }
      }),
    );
    log.info({ ms: Date.now() - started }, 'shutdown hooks finished');
  })();
  return state.running;
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
const EXIT_CODES: Record<(typeof SIGNALS)[number], number> = { SIGTERM: 143, SIGINT: 130 };

/**
 * Makes SIGTERM and SIGINT run the shutdown hooks first. Listeners already installed (Next's start server)
 * are taken off and called once the hooks are done; without any, the process exits with 128 + the signal.
 * Safe to call more than once.
 */
export function takeOverSignals(exit: (code: number) => void = (code) => process.exit(code)): void {
  if (state.signalsTaken) return;
  state.signalsTaken = true;
  for (const signal of SIGNALS) {
    const previous = process.listeners(signal) as ((signal: NodeJS.Signals) => void)[];
    for (const listener of previous) process.off(signal, listener);
    process.on(signal, () => {
      if (isShuttingDown()) return; // a second Ctrl-C while draining: keep draining
      log.info({ signal }, 'shutting down: finishing deliveries in flight');
      void runShutdownHooks().then(() => {
        if (previous.length === 0) exit(EXIT_CODES[signal]);
        for (const listener of previous) listener(signal);
      });
    });
  }
}
