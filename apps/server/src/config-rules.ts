import { isIP } from 'node:net';
import type { z } from 'zod';

export const TRUSTED_PROXY_FORMAT =
  'must be a hop count (1-10), a comma list of addresses or CIDRs (or loopback, linklocal, uniquelocal), false, or true outside production';
const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of an address list: an IP, a CIDR with a prefix that fits it, or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDR_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUSTED_PROXY's accepted forms (production also refuses "true": refuseUnsafeProduction). */
export function isTrustedProxyValue(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  if (/^\d+$/.test(value)) return Number(value) >= 1 && Number(value) <= 10;
  const entries = value.split(',').map((s) => s.trim());
  return entries.length > 0 && entries.every(isProxyAddress);
}

type TProductionView = {
  NODE_ENV: string;
  SEED_DEMO?: boolean;
  SANDBOX_GATEWAY_ENABLED?: boolean;
  ALLOW_DEMO_IN_PRODUCTION?: string;
  TRUSTED_PROXY?: string;
};

/** The demo options production refuses unless ALLOW_DEMO_IN_PRODUCTION names them, and why. */
const DEMO_OPTION_RISKS = {
  SEED_DEMO: 'seeds a public demo merchant anyone can register on',
  SANDBOX_GATEWAY_ENABLED: 'the sandbox gateway credits whoever presses Pay',
} as const;

/** Production refuses what would hand out money or trust any caller's address, unless named knowingly. */
export function refuseUnsafeProduction(env: TProductionView, issues: z.RefinementCtx): void {
  if (env.NODE_ENV !== 'production') return;
  const allowed = new Set((env.ALLOW_DEMO_IN_PRODUCTION ?? '').split(',').map((s) => s.trim()));
  const isOn = { SEED_DEMO: env.SEED_DEMO === true, SANDBOX_GATEWAY_ENABLED: isSandboxOn(env) };
  for (const option of Object.keys(DEMO_OPTION_RISKS) as Array<keyof typeof DEMO_OPTION_RISKS>)
    if (isOn[option] && !allowed.has(option))
      issues.addIssue({
        code: 'custom',
        path: [option],
        message: `on in production (${DEMO_OPTION_RISKS[option]}): turn it off, or name it in ALLOW_DEMO_IN_PRODUCTION`,
      });
  if (env.TRUSTED_PROXY === 'true')
    issues.addIssue({
      code: 'custom',
      path: ['TRUSTED_PROXY'],
      message:
        'true would believe any X-Forwarded-For in production: give the hop count or the proxies’ addresses',
    });
}

/** Whether the sandbox gateway is on: SANDBOX_GATEWAY_ENABLED, else it follows SEED_DEMO. */
export const isSandboxOn = (env: { SEED_DEMO?: boolean; SANDBOX_GATEWAY_ENABLED?: boolean }) =>
  env.SANDBOX_GATEWAY_ENABLED ?? env.SEED_DEMO === true;
