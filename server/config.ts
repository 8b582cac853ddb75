import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type BatchPriority, defaultBatchThreads } from './services/batch-priority.js';

/** Every setting (the README's configuration table), read and checked once at start-up. */
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const optionalUrl = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isUrlWith(v, protocols), `must be a URL like ${example}`);

function isUrlWith(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A secret of at least `min` characters, its refusal naming the minimum. */
const secret = (min: number) => z.string().min(min, `must be at least ${min} characters`);
const MIN_JWT_SECRET_LENGTH = 32;
/** RTMP's registered port, where OBS and every other encoder publish unless told otherwise. */
const DEFAULT_RTMP_PORT = 1935;

/**
 * Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client's address. `true`
 * (any), a hop count, or addresses and CIDRs (and proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (v) => /^(?:true|false|\d+)$/.test(v) || v.split(',').every((part) => isProxyAddress(part.trim())),
    'must be true, false, a hop count such as 1, or addresses/CIDRs such as 127.0.0.1,10.0.0.0/8',
  )
  .transform((v): TrustProxy => {
    if (v === 'true' || v === 'false') return v === 'true';
    // A hop count as a function: Fastify runs one, while its types leave numbers out.
    if (/^\d+$/.test(v)) return (_address: string, hop: number) => hop < Number(v);
    return v.split(',').map((part) => part.trim());
  });
type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * What a production start refuses to run without, each a choice only the operator can make: a
 * generated secret differs per process and machine, the public address cannot be guessed behind a
 * proxy, and whether a proxy names the client decides whose address rate limits and lockouts count.
 */
const PRODUCTION_NEEDS = {
  PAYMENTS_PROVIDER: 'must be set explicitly (local or stripe) under NODE_ENV=production',
  JWT_SECRET: `must be set under NODE_ENV=production: a random string of at least ${MIN_JWT_SECRET_LENGTH} characters, the same for every process`,
  PUBLIC_URL: 'must be set under NODE_ENV=production: the address members open, such as https://poker.example',
  TRUST_PROXY:
    'must be set under NODE_ENV=production: the proxy in front, such as 127.0.0.1 for nginx on this machine, or false when clients connect directly',
} as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db'),
    ADMIN_EMAIL: z.email().default('admin@example.com'),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    SEED_DEMO: flag.optional(),
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:pass@host:587'),
    MAIL_FROM: z.string().default('Poker <no-reply@poker.example>'),
    // The seller printed on every receipt; the address may hold several lines (`\n`).
    BUSINESS_NAME: z.string().min(1).max(120).default('Poker Training'),
    BUSINESS_ADDRESS: z
      .string()
      .max(500)
      .default('1 Example Street\\nLas Vegas, NV 89101\\nUnited States')
      .transform((address) => address.replaceAll('\\n', '\n')),
    PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_PRICE_ID: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    // Points the Stripe SDK elsewhere (a local fake in tests); unset means api.stripe.com.
    STRIPE_API_BASE: optionalUrl(['http:', 'https:'], 'http://127.0.0.1:12111'),
    JWT_SECRET: secret(MIN_JWT_SECRET_LENGTH).optional(),
    SESSION_HOURS: z.coerce.number().positive().default(12),
    REMEMBER_DAYS: z.coerce.number().positive().default(30),
    MEDIA_URL_TTL_S: z.coerce.number().int().positive().default(21600),
    MAX_VIDEO_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(4 * 1024 ** 3),
    // nginx's internal location for DATA_DIR/media: the app checks the link, nginx sends the file.
    MEDIA_ACCEL_REDIRECT: z
      .string()
      .regex(/^\/([\w.-]+\/)+$/, 'must be a path like /protected-media/')
      .optional(),
    S3_ENDPOINT: optionalUrl(['http:', 'https:'], 'https://s3.example.com'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY: z.string().optional(),
    S3_SECRET_KEY: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    // Job workers (transcoding …) inside npm start; 0 when `npm run worker` processes run them instead.
    RUN_JOBS: flag.default(true),
    // Batch work (ffmpeg) runs at this niceness and with at most this many threads: members come first.
    BATCH_NICE: z.coerce.number().int().min(0).max(19).default(19),
    TRANSCODE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    // Live classes' RTMP ingest (OBS publishes to rtmp://host:RTMP_PORT/live/<key>), RTMP's own port
    // unless set; 0 turns it off (read as unset).
    RTMP_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(DEFAULT_RTMP_PORT)
      .transform((port) => port || undefined),
    // Unset: HOST. 0.0.0.0 lets coaches publish from other machines without nginx's RTMP module in front.
    RTMP_HOST: z.string().min(1).optional(),
    REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
    PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://poker.example'),
    // Whether staff must have a second factor to sign in; unset: required under NODE_ENV=production.
    STAFF_MFA: z.enum(['required', 'optional']).optional(),
    CORS_ORIGINS: z.string().default('http://localhost:5173,http://127.0.0.1:5173'),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1000),
    // Unset: false (the socket's address counts); production asks for it explicitly (below).
    TRUST_PROXY: trustProxy.optional(),
    SOCKET_EVENTS_PER_MINUTE: z.coerce.number().min(0).default(30),
    // /metrics answers only to this bearer token; unset, the app's /metrics is not found.
    METRICS_TOKEN: secret(16).optional(),
    // A separate listener for /metrics alone (the worker's only one), on METRICS_HOST.
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    // Seconds a stopping process keeps serving while /api/health/ready answers 503 (load balancers move on).
    SHUTDOWN_DRAIN_S: z.coerce.number().min(0).max(60).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SOCIAL_X_URL: z.url().default('https://x.com'),
    SOCIAL_DISCORD_URL: z.url().default('https://discord.com'),
    SOCIAL_YOUTUBE_URL: z.url().default('https://www.youtube.com'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      for (const [key, message] of Object.entries(PRODUCTION_NEEDS) as [keyof typeof PRODUCTION_NEEDS, string][])
        if (env[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message });
    }
    const provider = env.PAYMENTS_PROVIDER;
    if (provider === 'stripe') {
      for (const key of [
        'STRIPE_SECRET_KEY',
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_PRICE_ID',
        'STRIPE_WEBHOOK_SECRET',
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENTS_PROVIDER=stripe' });
      }
    }
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
    if (env.S3_ENDPOINT && !(env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY are required with S3_ENDPOINT',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'TRUST_PROXY'> {
  TRUST_PROXY: TrustProxy;
  dataDir: string;
  publicUrl: string;
  seedDemo: boolean;
  mailTransport: 'outbox' | 'smtp';
  paymentsProvider: 'local' | 'stripe';
  staffMfa: 'required' | 'optional';
  corsOrigins: string[];
  batchPriority: BatchPriority;
  /** Whether RTMP_PORT was set: a port chosen must be had, the default may be another process's. */
  rtmpPortChosen: boolean;
}

/** A setting that cannot be used: start-up prints its one-line message and stops. */
export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Bad setting ${String(issue.path[0] ?? '')}: ${issue.message}`);
  }
  const env = parsed.data;
  const visibleHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return {
    ...env,
    TRUST_PROXY: env.TRUST_PROXY ?? false,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://${visibleHost}:${env.PORT}`).replace(/\/$/, ''),
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    mailTransport: env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'outbox'),
    paymentsProvider: env.PAYMENTS_PROVIDER ?? 'local',
    batchPriority: { nice: env.BATCH_NICE, threads: env.TRANSCODE_THREADS ?? defaultBatchThreads() },
    rtmpPortChosen: cleaned.RTMP_PORT !== undefined,
    staffMfa: env.STAFF_MFA ?? (env.NODE_ENV === 'production' ? 'required' : 'optional'),
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}
