// @ts-check
// The Node.js flags `npm start` runs the server with (package.json's start script says the same; a test keeps
// them equal), and the benches and browser tests start it with, so they measure what an operator runs.
// - A 256 MB old-space heap: without a cap V8 lets the heap grow under load and keeps it (bench:soak on the
//   embedded database: 494 MB at the end of the load, 425 MB settled; with it 412 and 387 MB, 0 errors), and
//   the server never needs more — uploads are checked in worker threads with heaps of their own
//   (lib/playable/pool.ts).
// - `--liftoff-only`: the embedded database (PGlite) is PostgreSQL compiled to WebAssembly, and V8 recompiles
//   its hot functions with TurboFan in the background, keeping both codes: 60–70 MB more resident memory and
//   CPU taken from requests on 2 cores, for queries no faster here (3,000 inserts and selects: 0.80–0.86 ms
//   each with Liftoff alone, 0.88–0.93 ms with TurboFan). bench:soak, embedded: RSS after start 311 → 223–228
//   MB, at the end of the load 435 → 372–381 MB, 0 errors. Nothing else in the server runs WebAssembly.
// An operator who wants other limits runs `node <flags> server/index.mjs`.

/** @type {readonly string[]} */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', '--liftoff-only'];
