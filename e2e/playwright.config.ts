import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Chromium to drive: CHROMIUM_PATH, else a system one, else the bundled @sparticuz build (extracted to /tmp). */
async function resolveChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

// Root in a container, no network beyond loopback: no sandbox, no GPU, nothing phoning home.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CHROMIUM_EXECUTABLE = await resolveChromium();

/**
 * The phone project runs only the route, layout and money-journey specs, and in them only the tests tagged
 * @phone (the games spec has one: the slot spin), so the suite does not run twice.
 */
const PHONE_SPECS = [
  '**/routes.spec.ts',
  '**/header.spec.ts',
  '**/side-menu.spec.ts',
  '**/wallet-deposit.spec.ts',
  '**/wallet-withdraw.spec.ts',
  '**/games.spec.ts',
  '**/fishing.spec.ts',
  '**/sports.spec.ts',
  '**/pvp-rooms.spec.ts',
  '**/agent-programme.spec.ts',
  '**/red-envelope.spec.ts',
  '**/bonus-wagering.spec.ts',
  '**/cashback.spec.ts',
  '**/promotions.spec.ts',
  '**/points.spec.ts',
  '**/vip.spec.ts',
  '**/missions.spec.ts',
  '**/referral.spec.ts',
  '**/player-protection.spec.ts',
];

/**
 * The screenshots of docs/site.md are retaken on demand (`npm run screenshots -w e2e`), not by every test run:
 * they check nothing the route and layout specs do not, and took two minutes of a worker in CI.
 */
const SCREENSHOT_SPECS = ['**/screenshots.spec.ts'];
const IS_TAKING_SCREENSHOTS = process.env.SCREENSHOTS === '1';

export default defineConfig({
  testDir: 'specs',
  testIgnore: IS_TAKING_SCREENSHOTS ? [] : SCREENSHOT_SPECS,
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  // Flows of several pages (login, reset, deposit) take 10-20 s when the two workers share two cores with the
  // server and PostgreSQL; 20 s failed whichever flow ran slowest that day. A passing test is not slower for it.
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  outputDir: '../.test-results/e2e-artifacts',
  use: {
    headless: true,
    trace: 'retain-on-failure',
    // A click waits for its element to be visible and stable; at a load average of 8 on two cores (two browsers,
    // the server and PostgreSQL) a first render took over 5 s in CI. A passing test is not slower for 10 s.
    actionTimeout: 10_000,
    navigationTimeout: 10_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
      },
    },
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
      },
    },
  ],
});
