// @ts-check
// The process's shutdown, shared by the server entry (server/index.mjs, plain Node) and the application code
// that Next bundles (instrumentation.ts, lib/*). The two never share a module instance, so the state lives
// on globalThis under a registered symbol. The server entry is the one place that handles SIGTERM/SIGINT:
// it stops accepting connections, marks the process as draining (readiness answers 503), runs every hook
// registered here within the grace period, then exits. Features register what they must finish, e.g.
//   onShutdown('outbox', ({ graceMs }) => drainOutbox(graceMs))

/**
 * @typedef {{ graceMs: number, signal: string }} ShutdownContext
 * @typedef {(context: ShutdownContext) => unknown | Promise<unknown>} ShutdownHook
 * @typedef {{ hooks: Map<string, ShutdownHook>, draining: boolean }} LifecycleState
 * @typedef {{ name: string, ok: boolean, ms: number, error?: string }} HookOutcome
 */

const STATE = Symbol.for('playmind.lifecycle');
const TIMED_OUT = Symbol('timed out');

/** @returns {LifecycleState} */
function state() {
  const holder = /** @type {{ [STATE]?: LifecycleState }} */ (/** @type {unknown} */ (globalThis));
  return (holder[STATE] ??= { hooks: new Map(), draining: false });
}

/**
 * Registers (or replaces) the shutdown hook called `name`; returns a function that removes it.
 * @param {string} name
 * @param {ShutdownHook} hook
 */
export function onShutdown(name, hook) {
  state().hooks.set(name, hook);
  return () => {
    if (state().hooks.get(name) === hook) state().hooks.delete(name);
  };
}

/** True once a shutdown has begun: the instance must get no new traffic. */
export function isDraining() {
  return state().draining;
}

/**
 * Marks the process as draining and runs every registered hook at once, each bounded by `graceMs`
 * (a hook still running then is abandoned, not awaited). Never rejects.
 * @param {ShutdownContext} context
 * @returns {Promise<HookOutcome[]>}
 */
export async function runShutdownHooks(context) {
  state().draining = true;
  const hooks = [...state().hooks];
  return Promise.all(
    hooks.map(async ([name, hook]) => {
      const started = Date.now();
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), context.graceMs);
      });
      try {
        const result = await Promise.race([Promise.resolve().then(() => hook(context)), timeout]);
        const ms = Date.now() - started;
        return result === TIMED_OUT
          ? { name, ok: false, ms, error: `still running after ${context.graceMs} ms` }
          : { name, ok: true, ms };
      } catch (error) {
        return {
          name,
          ok: false,
          ms: Date.now() - started,
          error: String(error instanceof Error ? error.message : error),
        };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
