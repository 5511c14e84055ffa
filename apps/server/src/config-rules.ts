import { isIP } from 'node:net';
import type { z } from 'zod';
import { decodeKek, KEK_ID_PATTERN, parsePreviousKeks } from './platform/secrets/keyring.js';

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

type TSecretsView = {
  NODE_ENV: string;
  SECRETS_KEK?: string;
  SECRETS_KEK_ID?: string;
  SECRETS_KEK_PREVIOUS?: string;
};

/**
 * The secrets keyring's variables: a KEK is base64 of 32 bytes with an id of its own, previous KEKs are
 * `id:key` entries with other ids, and production refuses to start without a KEK (the development one is public).
 */
export function checkSecretsKeyring(env: TSecretsView, issues: z.RefinementCtx): void {
  const refuse = (path: keyof TSecretsView, message: string) =>
    issues.addIssue({ code: 'custom', path: [path], message });
  if (env.SECRETS_KEK === undefined) {
    if (env.NODE_ENV === 'production')
      refuse('SECRETS_KEK', 'required in production: base64 of 32 random bytes (openssl rand -base64 32)');
  } else if (!decodeKek(env.SECRETS_KEK)) refuse('SECRETS_KEK', 'must be base64 of exactly 32 bytes');
  if (env.SECRETS_KEK !== undefined && env.SECRETS_KEK_ID === undefined)
    refuse('SECRETS_KEK_ID', 'required with SECRETS_KEK: the id stored beside every value it wraps');
  if (env.SECRETS_KEK_ID !== undefined && !KEK_ID_PATTERN.test(env.SECRETS_KEK_ID))
    refuse('SECRETS_KEK_ID', 'must be 1-32 letters, digits, _ or -');
  if (env.SECRETS_KEK_ID === 'dev') refuse('SECRETS_KEK_ID', '"dev" names the public development key');
  const previous = parsePreviousKeks(env.SECRETS_KEK_PREVIOUS);
  if (!previous)
    refuse('SECRETS_KEK_PREVIOUS', 'must be id:base64key entries (32-byte keys) separated by commas');
  else if (previous.some((kek) => kek.id === env.SECRETS_KEK_ID))
    refuse('SECRETS_KEK_PREVIOUS', 'reuses SECRETS_KEK_ID: a new KEK takes a new id');
}
