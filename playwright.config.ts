import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { SERVER_NODE_FLAGS } from './server/node-flags.mjs';
import { E2E_DATA_DIR, E2E_PORT, e2eServerEnv } from './tests/e2e/support/server-env';

// Browser tests run against the production build (`next build` first; scripts/test-all.sh does it) in Debian's
// Chromium: Playwright's own browser download does not work on these machines. Most specs run in Debian's
// headless shell (chromium-headless-shell, what Playwright itself runs headless tests in), which takes half the
// CPU of the full browser: on 2 cores the suite spent its time waiting for it. The specs whose premise is the
// full browser run in it: third-party storage refused to a cross-site frame as this profile does, and taps
// inside the player's cross-origin frame, which the shell reports outside its viewport.
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell';
const FULL_BROWSER_SPECS = ['isolation.spec.ts', 'review-networks.spec.ts', 'review-compliance.spec.ts'];
const browser = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: { executablePath, args: ['--headless', ...CHROMIUM_ARGS] },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on 2 cores: a test spends much of its time waiting (on the server, timers, the player); with the
  // headless shell the suite took 7.6 min with two workers, 6.6 with three.
  workers: 3,
  // CI (.ci/run sets CI) retries a failed test once and records its trace; locally a failure stops there.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A trace costs every test its screenshots and snapshots (about 15% of the suite's CPU): only a retry records one.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'headless-shell',
      testIgnore: FULL_BROWSER_SPECS,
      use: browser(existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH),
    },
    { name: 'chromium', testMatch: FULL_BROWSER_SPECS, use: browser(CHROMIUM_PATH) },
  ],
  webServer: {
    // `npm start`'s server (server/index.mjs). `-H localhost`, not 127.0.0.1: next-intl's rewrite loops on
    // the latter (docs/ARCHITECTURE.md, The server process).
    command: `rm -rf ${E2E_DATA_DIR} && node ${SERVER_NODE_FLAGS.join(' ')} server/index.mjs -H localhost -p ${E2E_PORT}`,
    url: `http://localhost:${E2E_PORT}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: e2eServerEnv,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
