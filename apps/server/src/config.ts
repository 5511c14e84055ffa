import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  checkSecretsKeyring,
  isTrustedProxyValue,
  refuseUnsafeProduction,
  TRUSTED_PROXY_FORMAT,
} from './config-rules.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/web/dist, whether we run from src (tsx) or dist (node). */
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');
/** apps/console/dist: the operator console, served under /console. */
const DEFAULT_CONSOLE_DIST = path.resolve(here, '../../console/dist');

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * A read replica (PostgreSQL streaming replication) for the heavy reads that tolerate a few seconds of lag:
   * agent and console reports, betting records older than a day (docs/scaling.md). Unset: the primary.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Connections this process keeps to PostgreSQL; several processes share the server's max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Proxies whose X-Forwarded-For we believe: a hop count or a comma list of IPs/CIDRs ("true": not in production). */
  TRUSTED_PROXY: z.string().refine(isTrustedProxyValue, TRUSTED_PROXY_FORMAT).optional(),
  WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
  CONSOLE_DIST: z.string().default(DEFAULT_CONSOLE_DIST),
  /** Merchant code used when neither the host nor the Merchant header names a merchant. */
  DEFAULT_MERCHANT: z.string().optional(),
  /** Seed the demo merchant at start (idempotent). Unset: on, except in production. */
  SEED_DEMO: booleanString.optional(),
  /**
   * The sandbox payment gateway credits whoever presses "Pay": it is for demos and tests only. Unset, it
   * follows SEED_DEMO. In production either one on stops the start unless ALLOW_DEMO_IN_PRODUCTION names it.
   */
  SANDBOX_GATEWAY_ENABLED: booleanString.optional(),
  /** Production only: the demo options a deployment turns on knowingly, e.g. "SEED_DEMO,SANDBOX_GATEWAY_ENABLED". */
  ALLOW_DEMO_IN_PRODUCTION: z.string().optional(),
  /** Requests per client address per minute that hash a password or open a sealed body (platform/costly-budget.ts). */
  RATE_LIMIT_COSTLY_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Member registrations one address may make per merchant per clock hour, and per day (modules/member/register-quota.ts). */
  REGISTER_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  REGISTER_PER_IP_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Bearer token /metrics asks for; unset: /metrics is open outside production and absent in production. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** List the operator API (/ops) in the OpenAPI document at /docs; unset: listed except in production. */
  DOCS_OPERATOR_ROUTES: booleanString.optional(),
  /** Start the pg-boss job runner in this process. */
  JOBS_ENABLED: booleanString.default(true),
  /** Seconds between the lottery's close-and-draw passes: 1-minute games draw within seconds of their draw time. */
  LOTTERY_TICK_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /** Seconds a resolved merchant configuration may be served from a process cache. */
  CONFIG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** A member session ends after this long without a request. */
  MEMBER_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /** A member session ends this long after login, however active. */
  MEMBER_SESSION_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  /** Where the HTTP SMS provider posts messages; without it SMS stay in the outbox table. */
  SMS_HTTP_URL: z.string().url().optional(),
  /** Where the HTTP e-mail provider posts messages; without it e-mails stay in the outbox table. */
  EMAIL_HTTP_URL: z.string().url().optional(),
  /** Sent as a Bearer token to the HTTP providers. */
  MESSAGE_HTTP_TOKEN: z.string().optional(),
  /** Operator session lifetime. */
  /**
   * Where payment gateways reach this server (their asynchronous callbacks); unset: http://127.0.0.1:PORT,
   * which is right for the sandbox gateway running in the same process group.
   */
  PUBLIC_URL: z.string().url().optional(),
  OPERATOR_SESSION_HOURS: z.coerce.number().int().min(1).max(72).default(8),
  /** Serve the in-house game vendor (KIRIN) from this process: its launch, game pages and wallet client. */
  INHOUSE_VENDOR_ENABLED: booleanString.default(true),
  /**
   * Where the in-house vendor calls the platform's wallet API; unset: this process's own listening address
   * (the vendor still speaks plain HTTP to it, as an outside vendor would).
   */
  INHOUSE_PLATFORM_URL: z.string().url().optional(),
  /**
   * Group posting of seamless bets and wins (docs/vendor-wallet.md): calls arriving within this many
   * milliseconds go to the database as one statement and one commit. 0 (the default): every call alone.
   */
  VENDOR_WALLET_GROUP_MS: z.coerce.number().int().min(0).max(50).default(0),
  /** The most calls one group holds; a full group goes at once, before its window ends. */
  VENDOR_WALLET_GROUP_MAX: z.coerce.number().int().min(2).max(64).default(16),
  /** Where uploaded files' bytes are kept: a local directory (default) or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The local directory for FILE_STORAGE=local; unset: DATA_DIR/files. */
  FILE_STORAGE_DIR: z.string().min(1).optional(),
  /** FILE_STORAGE=s3: the endpoint (AWS, MinIO, R2…), addressed path-style as endpoint/bucket/key. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * The key-encryption key of the secrets stored in the database (platform/secrets): base64 of 32 bytes
   * (`openssl rand -base64 32`). Required in production; unset elsewhere, a public development key is used.
   */
  SECRETS_KEK: z.string().optional(),
  /** The id stored beside every value SECRETS_KEK wraps (letters, digits, _ or -): a new KEK takes a new id. */
  SECRETS_KEK_ID: z.string().optional(),
  /** Earlier KEKs, still read during a rotation: `id:base64key` entries separated by commas. */
  SECRETS_KEK_PREVIOUS: z.string().optional(),
});

const ZConfig = ZEnv.superRefine(refuseUnsafeProduction)
  .superRefine(checkSecretsKeyring)
  .transform((env) => ({
    ...env,
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    DOCS_OPERATOR_ROUTES: env.DOCS_OPERATOR_ROUTES ?? env.NODE_ENV !== 'production',
  }));

export type TConfig = z.output<typeof ZConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates every environment variable once; throws ConfigError listing each problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZConfig.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  return parsed.data;
}

/** Fastify's trustProxy value from TRUSTED_PROXY (validated by loadConfig). */
export function trustProxySetting(
  value: string | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
