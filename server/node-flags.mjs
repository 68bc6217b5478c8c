// @ts-check
// The Node.js flags `npm start` runs the server with (package.json's start script says the same; a test keeps
// them equal), and the benches and browser tests start it with, so they measure what an operator runs.
// A 256 MB old-space heap: without a cap V8 lets the heap grow under load and keeps it (bench:soak on the
// embedded database: 494 MB at the end of the load, 425 MB settled; with it 412 and 387 MB, 0 errors), and
// the server never needs more — uploads are checked in worker threads with heaps of their own
// (lib/playable/pool.ts). An operator who wants another cap runs `node --max-old-space-size=<MB> server/index.mjs`.

/** @type {readonly string[]} */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256'];
