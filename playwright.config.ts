import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { productionNode } from './e2e/production-node';
import { e2ePorts, e2eSiteEnv } from './e2e/stand-ins/ports';

// End-to-end tests run against the production build (`npm run build` first), served bound to
// loopback as behind a reverse proxy, with a WordPress-shaped server and a mailer stand-in.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.site}`,
    // Recording a trace of every test (screencast and DOM snapshots) cost about a sixth of the run on a
    // 2-core machine; `npx playwright test --trace on` records them when a failure needs one.
    trace: 'off',
    launchOptions: {
      // Debian's Chromium, without the address-bar popup that headless Chromium builds for nothing.
      executablePath: path.join(__dirname, 'scripts/chromium.sh'),
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node e2e/stand-ins/wordpress-server.mjs',
      url: `http://127.0.0.1:${e2ePorts.wordpressControl}/__control/health`,
      reuseExistingServer: false,
    },
    {
      command: 'node e2e/stand-ins/mailer-server.mjs',
      url: `http://127.0.0.1:${e2ePorts.mailerControl}/__control/health`,
      reuseExistingServer: false,
    },
    {
      command: `${JSON.stringify(productionNode())} scripts/start.mjs`,
      url: `http://127.0.0.1:${e2ePorts.site}/en`,
      reuseExistingServer: false,
      env: e2eSiteEnv,
    },
  ],
});
