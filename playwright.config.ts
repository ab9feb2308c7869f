import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4025);
const baseURL = `http://127.0.0.1:${port}`;
const MAIL_DIR = path.resolve('test-results/e2e-mail');

// A fresh database for every run. Workers inherit the variable, so only the main process wipes.
if (!process.env.SLOVO_E2E_DATA_DIR) {
  const dir = path.resolve('test-results/e2e-data');
  rmSync(dir, { recursive: true, force: true });
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  process.env.SLOVO_E2E_DATA_DIR = dir;
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A net for a hung journey, not a measure of speed (bench/ measures that): a journey checking
  // many screens in four languages must finish with both cores busy, so the net is wide.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-GB',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx e2e/smtp-sink.ts',
      port: smtpPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { E2E_SMTP_PORT: String(smtpPort), MAIL_DIR },
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // SIGTERM lets the server stop its embedded database too (it runs detached from the group).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.SLOVO_E2E_DATA_DIR,
        DEMO_SEED: 'true',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
        PUBLIC_URL: baseURL,
        // A child's screen that closes is told to the teacher after this grace (5 s by default).
        FOLLOW_GRACE_MS: '1500',
      },
    },
  ],
});
