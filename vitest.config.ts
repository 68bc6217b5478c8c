import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and integration tests. Browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Server modules are marked `import 'server-only'` so that a client bundle importing one fails the build;
      // tests run them in Node, where the marker is the package's empty module (as in Next's server bundles).
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    // Server code runs in node; a component test opts into jsdom with `// @vitest-environment jsdom`.
    environment: 'node',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    // next-intl's ESM imports `next/navigation` without an extension, which Node's resolver refuses (next has no
    // exports map): let Vite resolve it, so modules that use next-intl's navigation helpers run in tests.
    server: { deps: { inline: ['next-intl'] } },
    // One test file per core (vitest's default leaves a core free): most files wait on Chromium, child
    // processes and timers rather than compute, and on 2 cores the suite took 6 min with one worker, 3.5 with two.
    maxWorkers: os.availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
