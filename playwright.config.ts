import { execSync } from 'node:child_process'

import { defineConfig, devices } from '@playwright/test'

// Debian's Chromium, launched by path: this machine never downloads Playwright's browsers.
const chromium =
  process.env.CHROMIUM_PATH ||
  execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' })
    .toString()
    .trim()

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  timeout: 60_000,
  use: {
    baseURL: process.env.TEST_BASE_URL || 'http://localhost:3100',
    locale: 'es-ES',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'escritorio', use: { ...devices['Desktop Chrome'] } },
    { name: 'movil', use: { ...devices['Pixel 7'] }, grep: /@movil/ },
  ],
})
