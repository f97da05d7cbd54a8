import { z } from 'zod';
import path from 'node:path';

const list = (fallback = '') =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

/** An unset or empty variable is absent (compose files often pass `S3_ENDPOINT=`). */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1');

const positiveInteger = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'a positive whole number')
  .transform(Number)
  .optional();

/**
 * The speed mechanisms a bench run can switch off one at a time (SPEED_OFF), each falling back to
 * the plain design it replaced; the premiere-night bench measures what each one buys.
 */
export const SPEED_MECHANISMS = [
  'versioned-memo',
  'batched-statements',
  'purchase-admission',
  'code-admission',
  'list-overlay',
  'pglite-thread',
] as const;
export type SpeedMechanism = (typeof SPEED_MECHANISMS)[number];

/**
 * Every environment variable the server reads, parsed once. Keep README's configuration table in
 * step with this schema.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Connections the kernel queues before they are accepted (Node's default, 511, drops a premiere night's burst: the dropped ones retry a second later). Capped by net.core.somaxconn. */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65535).default(4096),
  /** SIGTERM/SIGINT: how long requests in flight and running jobs get before they are cut (src/drain.ts). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUSTED_PROXIES: list(),
  ADMIN_EMAIL_DOMAINS: list('scena.local'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Scena <no-reply@scena.local>'),
  REDIS_URL: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  WEB_DIST_DIR: z.string().optional(),
  IFRAME_HOSTS: list('player.vimeo.com,vimeo.com,www.youtube.com,www.youtube-nocookie.com'),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_REMEMBER_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 30),
  SESSION_REMEMBER_ABSOLUTE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 90),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .default(60 * 4),
  ADMIN_SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  RATE_LIMIT_DISABLED: bool,
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(2000),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalText.pipe(z.string().url().optional()),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool,
  S3_PUBLIC_URL: optionalText.pipe(z.string().url().optional()),
  VIDEO_HOST: z.enum(['local', 'vimeo']).default('local'),
  VIMEO_API_URL: z.string().url().default('https://api.vimeo.com'),
  VIMEO_ACCESS_TOKEN: optionalText,
  /** The app's domain Vimeo allows embeds on (default: PUBLIC_URL's host). */
  VIMEO_EMBED_DOMAIN: optionalText,
  /** '' = the system's ffmpeg on PATH, else the one bundled from npm; 'none' = no packaging (progressive MP4). */
  FFMPEG_PATH: optionalText,
  /** Packaging one upload is killed past this many seconds (a broken or hostile file cannot hold the machine). */
  FFMPEG_TIME_LIMIT_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(86_400)
    .default(4 * 3600),
  /** The address space one ffmpeg run may take, MB. */
  FFMPEG_MEMORY_LIMIT_MB: z.coerce.number().int().min(64).max(65_536).default(3072),
  MEDIA_SIGNING_SECRET: optionalText,
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  VIDEO_UPLOAD_EXPIRY_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'payu', 'przelewy24']).default('sandbox'),
  /** Minutes an unpaid order holds its ticket and stays payable at the provider (its validityTime). */
  ORDER_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1_440).default(15),
  SANDBOX_PAYMENTS: bool,
  /** The embedded sandbox's OAuth client secret; unset: a random one kept in the database. */
  PAYU_SANDBOX_CLIENT_SECRET: optionalText,
  PAYU_API_URL: optionalText.pipe(z.string().url().default('https://secure.payu.com')),
  PAYU_POS_ID: optionalText,
  PAYU_CLIENT_ID: optionalText,
  PAYU_CLIENT_SECRET: optionalText,
  PAYU_SECOND_KEY: optionalText,
  P24_API_URL: optionalText.pipe(z.string().url().default('https://secure.przelewy24.pl')),
  P24_MERCHANT_ID: optionalText.pipe(positiveInteger),
  P24_POS_ID: optionalText.pipe(positiveInteger),
  P24_API_KEY: optionalText,
  P24_CRC: optionalText,
  /**
   * Bench only: speed mechanisms to switch off, to measure what each buys (bench/premiere.ts
   * `--compare`). Production leaves it empty.
   */
  SPEED_OFF: list().pipe(z.array(z.enum(SPEED_MECHANISMS))),
});

/** With STORAGE=s3 these must be set (S3_ENDPOINT may stay empty for AWS itself). */
const S3_REQUIRED = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Each real payment provider needs all of its credentials; a missing one stops the start, named. */
const PAYMENT_REQUIRED = {
  payu: ['PAYU_POS_ID', 'PAYU_CLIENT_ID', 'PAYU_CLIENT_SECRET', 'PAYU_SECOND_KEY'],
  przelewy24: ['P24_MERCHANT_ID', 'P24_POS_ID', 'P24_API_KEY', 'P24_CRC'],
  sandbox: [],
} as const;

const checked = schema.superRefine((env, issues) => {
  if (env.VIDEO_HOST === 'vimeo' && !env.VIMEO_ACCESS_TOKEN) {
    issues.addIssue({
      code: 'custom',
      path: ['VIMEO_ACCESS_TOKEN'],
      message: 'required when VIDEO_HOST=vimeo',
    });
  }
  if (env.STORAGE === 's3') {
    for (const name of S3_REQUIRED) {
      if (!env[name]) issues.addIssue({ code: 'custom', path: [name], message: 'required when STORAGE=s3' });
    }
  }
  for (const name of PAYMENT_REQUIRED[env.PAYMENT_PROVIDER]) {
    if (env[name] === undefined)
      issues.addIssue({
        code: 'custom',
        path: [name],
        message: `required when PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER}`,
      });
  }
  // The sandbox takes no money and approves whatever its page is told: never by accident in production.
  if (env.PAYMENT_PROVIDER === 'sandbox' && env.NODE_ENV === 'production' && !env.SANDBOX_PAYMENTS) {
    issues.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message:
        'the payment sandbox does not run in production: set PAYMENT_PROVIDER=payu or przelewy24 (with their credentials), or SANDBOX_PAYMENTS=1 for a demo',
    });
  }
});

export type Config = z.infer<typeof schema> & {
  /** Absolute paths derived from DATA_DIR. */
  paths: { data: string; db: string; uploads: string; videos: string };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const parsed = checked.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const data = path.resolve(overrides.DATA_DIR ?? parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    paths: {
      data,
      db: path.join(data, 'db'),
      uploads: path.join(data, 'uploads'),
      videos: path.join(data, 'videos'),
    },
    ...overrides,
  };
};
