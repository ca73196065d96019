/**
 * Configuration comes only from the environment and is checked once, at boot: a bad value stops the
 * server with a message naming every variable at fault, instead of failing later mid-request.
 */
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import {
  INSURER_CODES,
  RENEWAL_NOTICE_DEFAULT_WORKING_DAYS,
  RENEWAL_NOTICE_MIN_WORKING_DAYS,
  parseIsoDate,
  type CalendarDate,
  type InsurerCode,
} from '@wallet/domain';
import { readOrCreateSecrets } from './lib/secrets-file.js';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function isBareOrigin(url: string): boolean {
  try {
    return new URL(url).origin === url;
  } catch {
    return false;
  }
}

const urlOrNull = (value: string) => (URL.canParse(value) ? new URL(value) : null);
/** An http(s) URL that is HTTPS, or HTTP to this machine only (a stand-in beside the product). */
const httpsUnlessLoopbackSchema = z.url({ protocol: /^https?$/ }).refine((value) => {
  const url = urlOrNull(value);
  return !url || url.protocol === 'https:' || isLoopbackHost(url.hostname);
}, 'must be an https:// URL (http:// only on localhost or 127.0.0.1)');
/**
 * A staff directory's issuer: HTTPS, or HTTP on this machine only (a directory run beside the
 * product for a trial); no query or fragment, which an issuer identifier may not have.
 */
const issuerUrlSchema = httpsUnlessLoopbackSchema.refine((value) => {
  const url = urlOrNull(value);
  return !url || (!url.search && !url.hash);
}, 'must have no query or fragment');

export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Folder of the embedded database and of generated secrets; relative to where the command ran. */
  DATA_DIR: z.string().min(1).optional(),
  /** When set, PostgreSQL at this URL replaces the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** HS256 key of access tokens; at least 32 characters. */
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Bearer key of the operator routes (feature switches). */
  OPERATOR_API_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
  REFRESH_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /**
   * Redis, where every process counts the rate limits together (redis:// or rediss://). Unset:
   * each process counts its own, as the embedded database's single process does.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /**
   * How long one Redis command may take before the request counts in its own process instead, as
   * when Redis is down: a Redis that stops answering holds no request up longer than this.
   */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(1).max(5_000).default(50),
  /**
   * How long a stopping process (SIGTERM) lets the requests and jobs under way finish before it
   * exits; it reports not ready at once.
   */
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  SEED_DEMO_DATA: booleanText.default(true),
  /** Built React app served in production mode. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /**
   * The origins customers open the product at (comma-separated, e.g. https://wallet.example.ie):
   * the app's Content-Security-Policy frames the card gateway of these origins only.
   */
  PUBLIC_ORIGIN: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({ protocol: /^https?$/ })
          .refine(isBareOrigin, 'must be an origin: scheme, host and port only'),
      ),
    )
    .optional(),
  /** Trust X-Forwarded-* from a load balancer (needed for per-client rate limits behind one). */
  TRUST_PROXY: booleanText.default(false),
  /**
   * The development outbox (GET /api/dev/messages and the page /api/dev/outbox), where codes sent
   * by e-mail and SMS can be read. Default: on, except when NODE_ENV is production. It lists every
   * account's codes, so it only ever opens on a local product (see outboxViewerOf); `force` opens
   * it anywhere.
   */
  OUTBOX_VIEWER: z.union([z.literal('force'), booleanText]).optional(),
  /**
   * Where e-mail leaves (smtp://user:pass@host:port, or smtps://): the outbox is then delivered
   * through it by the job worker. Unset, the outbox is the delivery (the local product's viewer).
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From of every e-mail. */
  SMTP_FROM: z.string().min(3).default('Insurance Wallet <no-reply@wallet.localhost>'),
  /**
   * The insurer's operations mailbox: told when money owed to a customer (a refund, a payout)
   * could not be paid after every retry, so a person pays it (GET /api/operator/jobs/failed).
   * Required once e-mail leaves through SMTP_URL; unset, the local outbox's address.
   */
  OPERATIONS_EMAIL: z.email().optional(),
  /** How long one SMTP connection, greeting or reply may take. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Where SMS leave: the provider's message API (a JSON POST, shaped as Vonage's Messages API).
   * HTTPS, or HTTP on this machine only (a stand-in); no user or password in it (SMS_API_KEY).
   * Unset, texts stay in the outbox (the local product's viewer).
   */
  SMS_URL: httpsUnlessLoopbackSchema
    .refine((value) => {
      const url = urlOrNull(value);
      return !url || (!url.username && !url.password);
    }, 'must carry no user or password: give the key in SMS_API_KEY')
    .optional(),
  /** The bearer key the SMS provider asks for; sent only to SMS_URL. */
  SMS_API_KEY: z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(4096)
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
    .optional(),
  /** The sender of every SMS: a number in international form or a name of up to 11 letters. */
  SMS_FROM: z
    .string()
    .regex(
      /^(?:\+?[1-9]\d{6,14}|[A-Za-z0-9][A-Za-z0-9 ]{0,10})$/,
      'must be a number in international form or up to 11 letters and digits',
    )
    .default('Wallet'),
  /** How long one call to the SMS provider may take, answer included. */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Accounts created before this day that have not signed in or chosen a password since must
   * reset their password (platform.md 8: 'not logged in since 01/08/2023').
   */
  PASSWORD_RESET_REQUIRED_BEFORE: z.iso.date().default('2023-08-01'),
  /**
   * car-travel-payment.md 9: 'capped at 30 March 2025': the last day a new car policy may start
   * (YYYY-MM-DD). Unset, only the 45-day window applies.
   */
  MOTOR_LAST_START_DATE: z.iso.date().optional(),
  /** How long an insurer's rating engine may take before it counts as unavailable. */
  INSURER_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
  /** Insurers switched off at boot (comma-separated codes, e.g. 'RSA'); operators may switch later. */
  INSURERS_UNAVAILABLE: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(INSURER_CODES))),
  /**
   * Whether this process works the job queue (binds after payment, documents). Every process
   * may; with several behind a load balancer, some can be kept for requests only.
   */
  JOB_WORKER: booleanText.default(true),
  /** How often an idle worker looks for jobs. */
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** A job held longer than this by a silent worker is taken to be abandoned and run again. */
  JOB_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /**
   * How many working days (Irish public holidays excluded) before the renewal date a renewal
   * notice goes out; never fewer than the legal floor of 20.
   */
  RENEWAL_NOTICE_WORKING_DAYS: z.coerce
    .number()
    .int()
    .min(
      RENEWAL_NOTICE_MIN_WORKING_DAYS,
      `must be at least ${RENEWAL_NOTICE_MIN_WORKING_DAYS} working days (the legal minimum notice of a renewal)`,
    )
    .max(120)
    .default(RENEWAL_NOTICE_DEFAULT_WORKING_DAYS),
  /**
   * How often each process enqueues the day's renewal cycle (taken once, whatever the number of
   * processes); 0 turns the schedule off (the operator command still runs it).
   */
  RENEWAL_CYCLE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000)
    .default(3_600_000),
  /**
   * How often each process enqueues the day's direct-debit collections (the Irish calendar day's,
   * run once whatever the number of processes); 0 turns the schedule off (the operator's run still
   * collects).
   */
  DIRECT_DEBIT_RUN_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000)
    .default(3_600_000),
  /**
   * The OpenID Connect issuer of the bank's staff directory, where agents sign in (platform.md 6).
   * Unset: the local stand-in the server runs itself at PUBLIC_ORIGIN/sso.
   */
  STAFF_SSO_ISSUER: issuerUrlSchema.optional(),
  /** The wallet's client id at the staff directory. */
  STAFF_SSO_CLIENT_ID: z.string().min(1).max(200).optional(),
  /** The wallet's client secret at the staff directory. */
  STAFF_SSO_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Where claims' photos and documents are kept: `disk`, a folder under DATA_DIR, or `s3`, an
   * S3-compatible object store (the S3_ settings).
   */
  FILE_STORE: z.enum(['disk', 's3']).default('disk'),
  /**
   * The longest one call to the file store may take. A document streams into the store as it
   * arrives, so this includes receiving it from the customer.
   */
  FILE_STORE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  /** An S3-compatible server's address; unset, the AWS endpoint of S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** With S3_SECRET_ACCESS_KEY; both unset, the AWS SDK's own chain (environment, role...). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Buckets in the path (http://host/bucket/key), as most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: booleanText.default(true),
});

export type Environment = z.input<typeof environmentSchema>;

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: (typeof LOG_LEVELS)[number];
  dataDir: string;
  databaseUrl: string | undefined;
  tokenSecret: string;
  operatorApiKey: string;
  refreshTokenTtlMinutes: number;
  rateLimitMax: number;
  authRateLimitMax: number;
  /** Where the rate limits are counted together; undefined: in each process. */
  redisUrl: string | undefined;
  /** How long a Redis command may take before the process counts on its own. */
  redisCommandTimeoutMs: number;
  drainTimeoutMs: number;
  seedDemoData: boolean;
  webDistDir: string;
  trustProxy: boolean;
  /** Where customers open the product; see PUBLIC_ORIGIN. */
  publicOrigins: string[];
  outboxViewer: boolean;
  /** Why an asked-for outbox viewer stays closed, to be said at start; null when nothing was refused. */
  outboxViewerRefusal: string | null;
  passwordResetRequiredBefore: Date;
  insurerTimeoutMs: number;
  /** The last day a car policy may start; undefined when only the 45-day window applies. */
  carLastStartDate: CalendarDate | undefined;
  insurersUnavailableAtBoot: InsurerCode[];
  jobWorker: boolean;
  jobPollMs: number;
  jobLeaseMs: number;
  /** Working days between a renewal notice and the renewal date; at least the legal 20. */
  renewalNoticeWorkingDays: number;
  /** How often the renewal cycle is enqueued; 0 when it is not scheduled. */
  renewalCycleIntervalMs: number;
  /** How often the day's direct-debit collections are enqueued; 0 when they are not scheduled. */
  directDebitRunIntervalMs: number;
  /** Agents' single sign-on: the staff directory and the wallet's client there. */
  staffSso: StaffSsoConfig;
  /** Where claims' photos and documents are kept (adapters/file-store). */
  fileStore: FileStoreConfig;
  /**
   * E-mail through SMTP (adapters/messages/outbox-delivery.ts). No url: the outbox is the
   * delivery, unless the local product starts its own stand-in (server.ts).
   */
  smtp: { url: string | null; from: string; timeoutMs: number };
  /** Where operators are alerted of money owed to a customer that could not be paid. */
  operationsEmail: string;
  /**
   * SMS through the provider's HTTP API (adapters/messages/sms-provider.ts). No url: texts stay
   * in the outbox, unless the local product starts its own stand-in (server.ts).
   */
  sms: { url: string | null; apiKey: string | null; from: string; timeoutMs: number };
}

export type FileStoreConfig =
  | { kind: 'disk'; timeoutMs: number }
  | {
      kind: 's3';
      timeoutMs: number;
      s3: {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        forcePathStyle: boolean;
      };
    };

/** The file store's settings: S3 needs its bucket, and both keys or neither. */
function fileStoreOf(values: z.output<typeof environmentSchema>): FileStoreConfig {
  const timeoutMs = values.FILE_STORE_TIMEOUT_MS;
  if (values.FILE_STORE === 'disk') return { kind: 'disk', timeoutMs };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  const problems = [
    !values.S3_BUCKET && 'S3_BUCKET: required when FILE_STORE is s3',
    Boolean(accessKeyId) !== Boolean(secretAccessKey) &&
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both or neither',
  ].filter((problem): problem is string => Boolean(problem));
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    kind: 's3',
    timeoutMs,
    s3: {
      endpoint: values.S3_ENDPOINT,
      bucket: values.S3_BUCKET!,
      region: values.S3_REGION,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: values.S3_FORCE_PATH_STYLE,
    },
  };
}

/**
 * The staff directory agents sign in at. Without an issuer the server runs the local stand-in
 * (at its first public origin, under /sso) and is its only client.
 */
export interface StaffSsoConfig {
  /** The configured directory's issuer; undefined for the local stand-in. */
  issuer: string | undefined;
  clientId: string;
  /**
   * Undefined only for the local stand-in on the embedded database: its secret is generated once
   * into DATA_DIR/secrets.json when the server starts (modules/staff-sign-on), like the others.
   */
  clientSecret: string | undefined;
}

/** Where operators are told of money still owed, on a local product whose e-mail stays in the outbox. */
export const LOCAL_OPERATIONS_EMAIL = 'operations@wallet.localhost';

/**
 * The operations mailbox. Once e-mail leaves through SMTP, a local default would send every alert
 * of money owed to a customer to a mailbox that does not exist, and no one would know: so it must
 * be given.
 */
function operationsEmailOf(values: z.output<typeof environmentSchema>): string {
  if (values.OPERATIONS_EMAIL) return values.OPERATIONS_EMAIL;
  if (values.SMTP_URL) {
    throw new ConfigError(['OPERATIONS_EMAIL: required when SMTP_URL is set']);
  }
  return LOCAL_OPERATIONS_EMAIL;
}

/** The wallet's client id at the local stand-in of the staff directory. */
export const LOCAL_STAFF_SSO_CLIENT_ID = 'insurance-wallet';

/**
 * The staff directory's settings: a configured directory needs the wallet's client id and secret;
 * the local stand-in takes them from configuration when given. With PostgreSQL, processes that
 * share TOKEN_SECRET must agree on the stand-in's secret, so it is derived from it.
 */
function staffSsoOf(
  values: z.output<typeof environmentSchema>,
  tokenSecret: string,
): StaffSsoConfig {
  const issuer = values.STAFF_SSO_ISSUER;
  if (issuer) {
    const missing = [
      !values.STAFF_SSO_CLIENT_ID && 'STAFF_SSO_CLIENT_ID: required when STAFF_SSO_ISSUER is set',
      !values.STAFF_SSO_CLIENT_SECRET &&
        'STAFF_SSO_CLIENT_SECRET: required when STAFF_SSO_ISSUER is set',
    ].filter((problem): problem is string => Boolean(problem));
    if (missing.length > 0) throw new ConfigError(missing);
    return {
      issuer,
      clientId: values.STAFF_SSO_CLIENT_ID!,
      clientSecret: values.STAFF_SSO_CLIENT_SECRET!,
    };
  }
  const derived = values.DATABASE_URL
    ? createHmac('sha256', tokenSecret).update('local staff directory client').digest('base64url')
    : undefined;
  return {
    issuer: undefined,
    clientId: values.STAFF_SSO_CLIENT_ID ?? LOCAL_STAFF_SSO_CLIENT_ID,
    clientSecret: values.STAFF_SSO_CLIENT_SECRET ?? derived,
  };
}

/** The SMS provider's settings: a key is only ever sent to a configured provider. */
function smsOf(values: z.output<typeof environmentSchema>): AppConfig['sms'] {
  if (values.SMS_API_KEY && !values.SMS_URL) {
    throw new ConfigError(['SMS_API_KEY: set only with SMS_URL, the provider it is for']);
  }
  return {
    url: values.SMS_URL ?? null,
    apiKey: values.SMS_API_KEY ?? null,
    from: values.SMS_FROM,
    timeoutMs: values.SMS_TIMEOUT_MS,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The repository root (the folder whose package.json declares workspaces), so that `./data` means
 * the same folder whether the server is started from the root or from apps/api.
 */
export function findWorkspaceRoot(start: string): string {
  let folder = resolve(start);
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return folder;
      } catch {
        // An unreadable manifest is not the root; keep looking upwards.
      }
    }
    const parent = dirname(folder);
    if (parent === folder) return resolve(start);
    folder = parent;
  }
}

const LOOPBACK_HOSTS = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

/** Whether the server can only be reached from this machine. */
export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.test(host);

/**
 * The outbox viewer shows every account's sign-up, reset and SMS codes without sign-in: it is
 * for the embedded demo on one machine only. Listening beyond loopback or on PostgreSQL (where
 * the product is deployed) it stays closed unless OUTBOX_VIEWER is `force`.
 */
function outboxViewerOf(values: z.output<typeof environmentSchema>) {
  const asked = values.OUTBOX_VIEWER ?? values.NODE_ENV !== 'production';
  if (asked === 'force') return { outboxViewer: true, outboxViewerRefusal: null };
  if (!asked) return { outboxViewer: false, outboxViewerRefusal: null };
  const reasons = [
    !isLoopbackHost(values.HOST) && `HOST ${values.HOST} is reachable from other machines`,
    values.DATABASE_URL && 'DATABASE_URL is set',
  ].filter((reason): reason is string => Boolean(reason));
  if (reasons.length === 0) return { outboxViewer: true, outboxViewerRefusal: null };
  return {
    outboxViewer: false,
    outboxViewerRefusal: `The message outbox viewer stays closed: ${reasons.join(' and ')}. Set OUTBOX_VIEWER=force to open it anyway.`,
  };
}

/** The dev server and preview of the app (vite.config.ts) pass /gateway through to the API. */
const APP_DEV_PORTS = [5173, 4173];

/**
 * Without PUBLIC_ORIGIN the product is opened on this machine: at the server's port on both
 * loopback names, and in development also at the app's dev server.
 */
function defaultPublicOrigins(port: number, nodeEnv: string): string[] {
  const ports = nodeEnv === 'development' ? [port, ...APP_DEV_PORTS] : [port];
  return ports.flatMap((each) => [`http://127.0.0.1:${each}`, `http://localhost:${each}`]);
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): AppConfig {
  // Empty variables count as unset, so `FOO= npm start` behaves like leaving FOO out.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const root = findWorkspaceRoot(cwd);
  // npm runs a workspace's script inside the workspace and names where the command was typed in
  // INIT_CWD: relative paths mean what the person who typed them sees.
  const commandFolder = env.INIT_CWD || cwd;
  const dataDir = values.DATA_DIR ? resolve(commandFolder, values.DATA_DIR) : join(root, 'data');

  let { TOKEN_SECRET: tokenSecret, OPERATOR_API_KEY: operatorApiKey } = values;
  if (values.DATABASE_URL) {
    // Several API processes share one PostgreSQL database; each must sign and check tokens alike.
    const missing = [
      !tokenSecret && 'TOKEN_SECRET: required when DATABASE_URL is set',
      !operatorApiKey && 'OPERATOR_API_KEY: required when DATABASE_URL is set',
    ].filter((problem): problem is string => Boolean(problem));
    if (missing.length > 0) throw new ConfigError(missing);
  } else if (!tokenSecret || !operatorApiKey) {
    const secrets = readOrCreateSecrets(dataDir);
    tokenSecret ??= secrets.tokenSecret;
    operatorApiKey ??= secrets.operatorApiKey;
  }

  return {
    nodeEnv: values.NODE_ENV,
    isProduction: values.NODE_ENV === 'production',
    host: values.HOST,
    port: values.PORT,
    logLevel: values.LOG_LEVEL,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    tokenSecret: tokenSecret!,
    operatorApiKey: operatorApiKey!,
    refreshTokenTtlMinutes: values.REFRESH_TOKEN_TTL_MINUTES,
    rateLimitMax: values.RATE_LIMIT_MAX,
    redisUrl: values.REDIS_URL,
    redisCommandTimeoutMs: values.REDIS_COMMAND_TIMEOUT_MS,
    drainTimeoutMs: values.DRAIN_TIMEOUT_MS,
    authRateLimitMax: values.AUTH_RATE_LIMIT_MAX,
    seedDemoData: values.SEED_DEMO_DATA,
    webDistDir: values.WEB_DIST_DIR
      ? resolve(commandFolder, values.WEB_DIST_DIR)
      : join(root, 'apps', 'web', 'dist'),
    trustProxy: values.TRUST_PROXY,
    publicOrigins: values.PUBLIC_ORIGIN ?? defaultPublicOrigins(values.PORT, values.NODE_ENV),
    ...outboxViewerOf(values),
    passwordResetRequiredBefore: new Date(`${values.PASSWORD_RESET_REQUIRED_BEFORE}T00:00:00Z`),
    insurerTimeoutMs: values.INSURER_TIMEOUT_MS,
    carLastStartDate: values.MOTOR_LAST_START_DATE
      ? parseIsoDate(values.MOTOR_LAST_START_DATE)
      : undefined,
    insurersUnavailableAtBoot: values.INSURERS_UNAVAILABLE,
    jobWorker: values.JOB_WORKER,
    jobPollMs: values.JOB_POLL_MS,
    jobLeaseMs: values.JOB_LEASE_MS,
    renewalNoticeWorkingDays: values.RENEWAL_NOTICE_WORKING_DAYS,
    renewalCycleIntervalMs: values.RENEWAL_CYCLE_INTERVAL_MS,
    directDebitRunIntervalMs: values.DIRECT_DEBIT_RUN_INTERVAL_MS,
    staffSso: staffSsoOf(values, tokenSecret!),
    fileStore: fileStoreOf(values),
    smtp: {
      url: values.SMTP_URL ?? null,
      from: values.SMTP_FROM,
      timeoutMs: values.SMTP_TIMEOUT_MS,
    },
    sms: smsOf(values),
    operationsEmail: operationsEmailOf(values),
  };
}
