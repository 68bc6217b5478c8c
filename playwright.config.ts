import { defineConfig, devices } from '@playwright/test';
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // `npm start`'s server (server/index.mjs). `-H localhost`, not 127.0.0.1: next-intl's rewrite loops on
    // the latter (NOTES.md).
    command: `rm -rf ${E2E_DATA_DIR} && node server/index.mjs -H localhost -p ${E2E_PORT}`,
    url: `http://localhost:${E2E_PORT}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: e2eServerEnv,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
