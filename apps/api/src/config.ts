import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIPv4 } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { InterfaceLanguage } from '@visabridge/contract';
import {
  amountSetting,
  booleanFlag,
  dataKeySetting,
  isKnownCurrency,
  trustProxySetting,
} from './config-settings';
import { stripeKeysOf, toMinorUnits, type FeeSchedule, type StripeKeys } from './config-payments';
import { objectStoreOf, storageEnvironment, type ObjectStoreSettings } from './config-storage';
import {
  observabilityEnvironment,
  observabilityOf,
  type ObservabilitySettings,
} from './config-observability';
import type { TrustProxy } from './config-settings';
import { signInEnvironment, signInSettingsOf, type SignInSettings } from './config-sign-in';
import { supportEnvironment, supportOf, type SupportSettings } from './config-support';
import { languagesEnvironment, offeredLanguagesOf } from './config-languages';
import type { DataKeys } from './lib/data-encryption';
import { persistedDataKeys } from './lib/data-key-file';

const environment = storageEnvironment
  .extend(observabilityEnvironment.shape)
  .extend(signInEnvironment.shape)
  .extend(supportEnvironment.shape)
  .extend(languagesEnvironment.shape)
  .extend({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    INSTANCE_NAME: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,63}$/, 'INSTANCE_NAME must be letters, digits, dots, dashes or underscores')
      .optional(),
    DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('data'),
    UPLOADS_DIR: z.string().optional(),
    DEMO_MODE: booleanFlag.optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    DATA_ENCRYPTION_KEY: dataKeySetting.optional(),
    DATA_ENCRYPTION_PREVIOUS_KEYS: z
      .string()
      .trim()
      .transform((value) => value.split(',').filter((key) => key.trim()))
      .pipe(z.array(dataKeySetting))
      .optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('VisaBridge <no-reply@visabridge.local>'),
    MAIL_DIR: z.string().trim().min(1).optional(),
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
    DOCUMENTS_PER_APPLICATION: z.coerce.number().int().positive().max(1000).default(30),
    DRAFTS_PER_ACCOUNT: z.coerce.number().int().positive().max(10_000).default(100),
    UPLOAD_MB_PER_ACCOUNT: z.coerce.number().int().positive().default(500),
    UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(20),
    PUBLIC_URL: z.string().url().optional(),
    TRUST_PROXY: trustProxySetting.default(false),
    TRUST_REQUEST_ID: booleanFlag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    VISA_DATA_SOURCE: z.string().trim().min(1).optional(),
    VISA_DATA_EDITION_DATE: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'VISA_DATA_EDITION_DATE must be YYYY-MM-DD')
      .optional(),
    PLATFORM_FEE_CURRENCY: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'PLATFORM_FEE_CURRENCY must be a three-letter ISO currency code')
      .toUpperCase()
      .refine(isKnownCurrency, 'PLATFORM_FEE_CURRENCY is not a currency this server knows')
      .default('USD'),
    PLATFORM_PROCESSING_FEE: amountSetting('PLATFORM_PROCESSING_FEE').default('15.00'),
    PLATFORM_SERVICE_FEE: amountSetting('PLATFORM_SERVICE_FEE').default('10.00'),
    STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().trim().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  });

export type Config = SignInSettings & {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Which instance answers, in health answers and logs: `INSTANCE_NAME`, else the host's name. */
  instanceName: string;
  /** After SIGTERM, how long readiness answers 503 before the server stops taking connections. */
  drainSeconds: number;
  databaseUrl: string | undefined;
  /** Where PGlite, uploads and the generated secret live; `memory://` keeps everything in memory. */
  dataDir: string;
  /** Uploaded documents, named by content hash: `UPLOADS_DIR`, else `documents` in the data dir;
   *  `null` (in-memory data) keeps them in a temporary folder removed when the app closes. */
  uploadsDir: string | null;
  /** An S3-compatible bucket every instance keeps documents in (`S3_BUCKET`...); null keeps them in `uploadsDir`. */
  objectStore: ObjectStoreSettings | null;
  demoMode: boolean;
  jwtSecret: string;
  /** Passport numbers and documents are sealed with the first key; older ones only open what they sealed. */
  dataKeys: DataKeys;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Without SMTP, each email is written to this folder as an .eml file (the mail drop); null with SMTP. */
  mailDir: string | null;
  /** log2 of scrypt's N for new password hashes: 17 in production; the API test helpers alone set less, for speed. */
  passwordHashCost: number;
  /** What one account may upload: files per application, bytes stored in all, uploads begun per minute. */
  uploadQuotas: UploadQuotas;
  /** Applications one account may have in preparation at once (drafts, its trips' included). */
  draftsPerAccount: number;
  publicUrl: string;
  logLevel: string;
  /** Which X-Forwarded-For entries to believe: `false` none, a number of proxy hops, or the proxies'
   *  addresses (Fastify's `trustProxy`); only behind proxies that set the header. */
  trustProxy: TrustProxy;
  /** The proxy in front sets `X-Request-Id` on every request: it becomes the request's id (needs `TRUST_PROXY`). */
  trustRequestId: boolean;
  /** Metrics (`METRICS_TOKEN`) and traces (`OTEL_EXPORTER_OTLP_ENDPOINT`): each off unless set. */
  observability: ObservabilitySettings;
  /** Passport Index CSV (file path or URL) imported at start while the database has no edition. */
  visaDataSource: string | undefined;
  visaDataEditionDate: string | undefined;
  /** Stripe's keys: card payments go live through Stripe; `null` runs the offline test mode. */
  stripe: StripeKeys | null;
  /** The platform's own fees, charged on every application, in minor units of `currency`. */
  fees: FeeSchedule;
  /** How visitors reach the operator (`SUPPORT_*`, `SOCIAL_LINKS`). */
  support: SupportSettings;
  /** The languages the site offers (INTERFACE_LANGUAGES), English first. */
  interfaceLanguages: InterfaceLanguage[];
};

export type { TrustProxy };
export type { FeeSchedule, StripeKeys };
export type { ObjectStoreSettings };
export type { SupportSettings };

export type UploadQuotas = { filesPerApplication: number; bytesPerAccount: number; perMinute: number };

/** Reads the secret from the data dir, creating it on first start so sessions survive restarts. */
const persistedSecret = (dataDir: string) => {
  if (dataDir === 'memory://') return randomBytes(48).toString('base64url');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/**
 * Where emails go without SMTP: `MAIL_DIR`, else `mail` in the data dir (a temporary folder for in-memory
 * data). A production server without SMTP must name the folder, so no email is dropped by accident.
 */
const mailDirOf = (values: z.infer<typeof environment>, dataDir: string) => {
  if (values.SMTP_URL) return null;
  if (values.MAIL_DIR) return path.resolve(values.MAIL_DIR);
  if (values.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  SMTP_URL is not set: set it to send emails, or set MAIL_DIR to the folder where emails are written as files',
    );
  }
  return dataDir === 'memory://'
    ? path.join(tmpdir(), `visabridge-mail-${process.pid}`)
    : path.join(dataDir, 'mail');
};

/** Weaker hashes are for the test helpers only: production refuses them. */
const passwordHashCostOf = (values: z.infer<typeof environment>) => {
  if (values.NODE_ENV === 'production' && values.PASSWORD_HASH_COST < 17) {
    throw new Error('Invalid configuration:\n  PASSWORD_HASH_COST: must be at least 17 in production');
  }
  return values.PASSWORD_HASH_COST;
};

/** With an in-memory database the uploads are as short-lived: `null` asks for a temporary folder. */
const uploadsDirOf = (configured: string | undefined, dataDir: string) => {
  if (configured) return path.resolve(configured);
  return dataDir === 'memory://' ? null : path.join(dataDir, 'documents');
};

/** A request id is believed only from a proxy the server trusts, which must then set it on every request. */
const trustRequestIdOf = (values: { TRUST_REQUEST_ID: boolean; TRUST_PROXY: TrustProxy }) => {
  if (values.TRUST_REQUEST_ID && values.TRUST_PROXY === false)
    throw new Error(
      'Invalid configuration:\n  TRUST_REQUEST_ID: set TRUST_PROXY to the proxy that sets X-Request-Id, or leave TRUST_REQUEST_ID unset',
    );
  return values.TRUST_REQUEST_ID;
};

/** Addresses only this machine can reach: the demo (anyone may sign in as an admin) is safe only there. */
export const isLoopbackHost = (host: string) => {
  const address = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (address === 'localhost' || address === '::1') return true;
  const ipv4 = address.replace(/^::ffff:/, '');
  return isIPv4(ipv4) && ipv4.startsWith('127.');
};

/** Demo mode defaults on outside production, but only on a loopback HOST; elsewhere it must be asked for. */
const demoModeOf = (values: { DEMO_MODE?: boolean; NODE_ENV: string; HOST: string }) => {
  const demoMode = values.DEMO_MODE ?? values.NODE_ENV !== 'production';
  if (demoMode && values.DEMO_MODE === undefined && !isLoopbackHost(values.HOST)) {
    throw new Error(
      `Invalid configuration:\n  DEMO_MODE: demo mode lets anyone sign in as an administrator, so it starts on ` +
        `HOST=${values.HOST} only when DEMO_MODE=true is set; set DEMO_MODE=false for a real deployment`,
    );
  }
  return demoMode;
};

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const dataDir = values.DATA_DIR === 'memory://' ? values.DATA_DIR : path.resolve(values.DATA_DIR);
  const jwtSecret = values.JWT_SECRET ?? persistedSecret(dataDir);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    instanceName: values.INSTANCE_NAME ?? hostname(),
    drainSeconds: values.DRAIN_SECONDS,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    uploadsDir: uploadsDirOf(values.UPLOADS_DIR, dataDir),
    objectStore: objectStoreOf(values),
    demoMode: demoModeOf(values),
    jwtSecret,
    dataKeys: values.DATA_ENCRYPTION_KEY
      ? [values.DATA_ENCRYPTION_KEY, ...(values.DATA_ENCRYPTION_PREVIOUS_KEYS ?? [])]
      : persistedDataKeys(dataDir, jwtSecret),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailDir: mailDirOf(values, dataDir),
    passwordHashCost: passwordHashCostOf(values),
    draftsPerAccount: values.DRAFTS_PER_ACCOUNT,
    uploadQuotas: {
      filesPerApplication: values.DOCUMENTS_PER_APPLICATION,
      bytesPerAccount: values.UPLOAD_MB_PER_ACCOUNT * 1024 * 1024,
      perMinute: values.UPLOADS_PER_MINUTE,
    },
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    trustRequestId: trustRequestIdOf(values),
    observability: observabilityOf(values),
    ...signInSettingsOf(values),
    visaDataSource: values.VISA_DATA_SOURCE,
    visaDataEditionDate: values.VISA_DATA_EDITION_DATE,
    stripe: stripeKeysOf(values),
    fees: {
      processingFee: toMinorUnits(
        'PLATFORM_PROCESSING_FEE',
        values.PLATFORM_PROCESSING_FEE,
        values.PLATFORM_FEE_CURRENCY,
      ),
      serviceFee: toMinorUnits(
        'PLATFORM_SERVICE_FEE',
        values.PLATFORM_SERVICE_FEE,
        values.PLATFORM_FEE_CURRENCY,
      ),
      currency: values.PLATFORM_FEE_CURRENCY,
    },
    support: supportOf(values),
    interfaceLanguages: offeredLanguagesOf(values),
  };
};
