import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { SERVER_NODE_FLAGS } from './server/node-flags.mjs';
import { E2E_DATA_DIR, E2E_PORT, e2eServerEnv } from './tests/e2e/support/server-env';

// Browser tests run against the production build (`next build` first; scripts/test-all.sh does it)
// in Debian's Chromium: Playwright's own browser download does not work on these machines.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // `npm start`'s server (server/index.mjs). `-H localhost`, not 127.0.0.1: next-intl's rewrite loops on
    // the latter (NOTES.md).
    command: `rm -rf ${E2E_DATA_DIR} && node ${SERVER_NODE_FLAGS.join(' ')} server/index.mjs -H localhost -p ${E2E_PORT}`,
    url: `http://localhost:${E2E_PORT}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: e2eServerEnv,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
