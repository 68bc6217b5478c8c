import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '@/server/node-flags.mjs';

// `npm start` and everything that starts the server like it (benches, browser tests) run it with the same
// Node.js flags: the figures they print are the server an operator runs.

describe('the server’s Node.js flags', () => {
  it('are the ones npm start uses', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} server/index.mjs`);
  });
});
