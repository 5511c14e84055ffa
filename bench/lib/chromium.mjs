import { existsSync } from 'node:fs';

/**
 * The Chromium the end-to-end tests drive (e2e/playwright.config.ts): CHROMIUM_PATH, else a system one, else
 * the bundled @sparticuz build (extracted to /tmp on first use).
 */
export async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}

/** The e2e project's flags: root in a container, no GPU, nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
