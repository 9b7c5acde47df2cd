import { defineConfig } from '@playwright/test';

/**
 * Whole-stack journeys on Debian's Chromium (never a downloaded browser). global-setup starts real
 * infrastructure, every service and the gateway serving the built web app, and tears them down.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS ?? '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
