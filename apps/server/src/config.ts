import { isIP } from 'node:net';
import { z } from 'zod';
import { companyFrom } from './config-company';
import { recognitionFrom } from './config-recognition';
import { weakSecretProblem } from './config-secrets';
import { CE_RECORD_YEARS_MAX, DEFAULT_CE_RECORD_YEARS, ceRecordPeriod } from '@portal/domain/ce-records/record-keeping';
import { DEFAULT_RETENTION, type RetentionPeriod, type RetentionRule } from '@portal/domain/privacy/retention';

/**
 * The only reader of the environment. Everything else receives a Config. In production mode every
 * secret must be set: a missing one stops the start with a message that names the variable.
 */
const list = z
  .string()
  .default('')
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

/**
 * A retention period: a whole number within sane bounds (a typo such as 0 or 2400 would erase data
 * people are still using, or keep it for ever), with a message naming the variable.
 */
function retentionPeriod(name: string, unit: 'months' | 'days' | 'years', min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number of ${unit} from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).default(fallback);
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  DATABASE_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /** On SIGTERM: how long an instance keeps serving after turning not-ready, so the load balancer stops sending it traffic first (docs/deploy.md). Default 5000 in production, 0 otherwise. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** On SIGTERM: the longest wait for the requests and jobs in flight to finish before the instance stops anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  /** Whether an instance applies the migrations when it starts (under the migration lock); false when the deploy runs `npm run db:migrate` once. */
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  /** The demo sessions, coupons and DSO codes (db/seed): on in development and tests, off in production unless true. */
  DEMO_DATA: z.enum(['true', 'false']).optional(),
  /** The bearer token Prometheus sends to /metrics; in production /metrics is off without it. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_...)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_/, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_..., pk_live_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be the signing secret of the webhook endpoint (whsec_...)').optional(),
  /** Only for tests and local mocks of Stripe's API (e.g. http://127.0.0.1:12111); the SDK's default otherwise. */
  STRIPE_API_URL: z.url().optional(),
  ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('false'),
  /** The OpenAPI document (/api/openapi.json) and its reference page (/api/docs): on in development, off in production unless true. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Provider Portal <no-reply@provider-portal.local>'),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MAIL_RETRY_BACKOFF: z.enum(['true', 'false']).default('true'),
  MAIL_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  WEBHOOK_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(5),
  WEBHOOK_RETRY_FIRST_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  WEBHOOK_RETRY_MAX_SECONDS: z.coerce.number().min(0.1).max(24 * 3600).default(3600),
  SCANNER_SPECIALIST_EMAIL: z.email('SCANNER_SPECIALIST_EMAIL must be an e-mail address').default('scanner-specialists@provider-portal.local'),
  LEADS_NOTIFY_EMAIL: z.email('LEADS_NOTIFY_EMAIL must be an e-mail address').optional(),
  MARKETING_HOST: z.url().default('https://www.clear-aligner-provider.example'),
  PROVIDER_LOGIN_HOST: z.url().default('https://login.clear-aligner-provider.example'),
  DOCTOR_LOGIN_HOST: z.url().default('https://doctors.clear-aligner-provider.example'),
  REFERRER_DOMAINS: list,
  /**
   * The person in charge of personal information (Quebec's Law 25), named on the privacy page.
   * Unset, the page names the role in its own language (the catalog's texts), not in English.
   */
  PRIVACY_OFFICER_NAME: z.string().trim().min(1).max(120).optional(),
  PRIVACY_OFFICER_TITLE: z.string().trim().max(120).optional(),
  PRIVACY_OFFICER_EMAIL: z.email('PRIVACY_OFFICER_EMAIL must be an e-mail address').default('privacy@provider-portal.local'),
  /** Retention (docs/architecture.md, 'Retention'): whole months or days, from the domain's documented defaults. */
  RETENTION_UNFINISHED_REGISTRATIONS_MONTHS: retentionPeriod('RETENTION_UNFINISHED_REGISTRATIONS_MONTHS', 'months', 1, 120, DEFAULT_RETENTION.unfinished_registrations.months!),
  RETENTION_LEADS_MONTHS: retentionPeriod('RETENTION_LEADS_MONTHS', 'months', 1, 120, DEFAULT_RETENTION.leads.months!),
  RETENTION_MAIL_BODIES_DAYS: retentionPeriod('RETENTION_MAIL_BODIES_DAYS', 'days', 7, 3650, DEFAULT_RETENTION.mail_bodies.days!),
  RETENTION_AUDIT_MONTHS: retentionPeriod('RETENTION_AUDIT_MONTHS', 'months', 12, 600, DEFAULT_RETENTION.audit_log.months!),
  /** CE records (issue 52): whole years from the session's date or the on-demand completion (domain ce-records/record-keeping.ts). */
  RETENTION_CE_RECORDS_YEARS: retentionPeriod('RETENTION_CE_RECORDS_YEARS', 'years', 1, CE_RECORD_YEARS_MAX, DEFAULT_CE_RECORD_YEARS),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  TRUSTED_PROXIES: z.string().default(''),
  WEB_DIST: z.string().default('apps/web/dist'),
  COMPANY_LEGAL_NAME: z.string().optional(),
  COMPANY_ADDRESS: z.string().optional(),
  COMPANY_GST_HST_NUMBER: z.string().optional(),
  COMPANY_QST_NUMBER: z.string().optional(),
  COMPANY_EIN: z.string().optional(),
  /** The company's CE recognitions printed on certificates and letters (config-recognition.ts); unset: none claimed. */
  ADA_CERP_PROVIDER: z.string().optional(),
  AGD_PACE_PROVIDER_ID: z.string().optional(),
  AGD_PACE_APPROVED_FROM: z.string().optional(),
  AGD_PACE_APPROVED_TO: z.string().optional(),
  CE_PROVIDER_NAME: z.string().trim().max(120).optional(),
});

/** Variables that hold secrets: required when NODE_ENV=production. */
const SECRETS = ['APP_SECRET'] as const;

/** Development-only secret, so that `npm start` works with no set-up. Never used in production. */
const DEV_SECRET = 'development-only-secret-not-for-production-use!';

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  if (c.PAYMENT_PROVIDER === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !c[name]);
    if (missing.length) throw new ConfigError(`PAYMENT_PROVIDER=stripe needs ${missing.join(', ')}: copy them from the Stripe dashboard (Developers > API keys, and the webhook endpoint's signing secret).`);
  }
  if (production) {
    const missing = SECRETS.filter((name) => !c[name]);
    if (missing.length) {
      throw new ConfigError(`Missing required setting ${missing.join(', ')}: set it in the environment (required when NODE_ENV=production).`);
    }
    for (const name of SECRETS) {
      const problem = weakSecretProblem(c[name]!, [DEV_SECRET]);
      if (problem) throw new ConfigError(`${name} ${problem}: generate one with \`openssl rand -base64 48\` (required when NODE_ENV=production).`);
    }
    if (!c.PUBLIC_URL || !isPublicHttps(c.PUBLIC_URL)) {
      throw new ConfigError('PUBLIC_URL must be the portal\'s public https address (e.g. https://providers.example.com) when NODE_ENV=production: links in e-mails, certificates and letters are built from it.');
    }
    if (!c.SMTP_URL) {
      throw new ConfigError('SMTP_URL must be set when NODE_ENV=production (e.g. smtps://user:password@smtp.example.com:465): without it no e-mail would ever leave the outbox.');
    }
    // The sandbox takes no real money: a production start must say on purpose that it wants it.
    if (c.PAYMENT_PROVIDER === 'sandbox' && c.ALLOW_SANDBOX_PAYMENTS !== 'true') {
      throw new ConfigError('PAYMENT_PROVIDER=sandbox charges no real money: configure a real payment provider, or set ALLOW_SANDBOX_PAYMENTS=true for a demonstration.');
    }
    // It sends the Stripe secret key and every payment to another server: tests and local mocks only.
    if (c.STRIPE_API_URL) {
      throw new ConfigError("STRIPE_API_URL is only for tests and local mocks of Stripe's API: unset it when NODE_ENV=production, where payments go to Stripe's own API.");
    }
  }
  const company = companyFrom(c, production);
  if ('problem' in company) throw new ConfigError(company.problem);
  const recognition = recognitionFrom(c);
  if ('problem' in recognition) throw new ConfigError(recognition.problem);
  return {
    env: c.NODE_ENV,
    production,
    host: c.HOST,
    port: c.PORT,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    /** False when PUBLIC_URL was not set and links fall back to localhost (commands warn about it). */
    publicUrlConfigured: Boolean(c.PUBLIC_URL),
    databaseUrl: c.DATABASE_URL,
    /** Each instance's pool (db/client.ts): how many connections, and how long anything may wait or hold one. */
    database: {
      poolSize: c.DATABASE_POOL_SIZE,
      connectionTimeoutMs: c.DATABASE_CONNECTION_TIMEOUT_MS,
      statementTimeoutMs: c.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: c.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    /** Starting and stopping (main.ts, features/health): the migrations at start, the drain on SIGTERM. */
    lifecycle: {
      migrateOnStart: c.MIGRATE_ON_START === 'true',
      /** Load the demo data (db/seed) once the migrations are in: its codes and sessions are public in the source, so never by default in production. */
      demoData: c.DEMO_DATA ? c.DEMO_DATA === 'true' : !production,
      drainMs: c.SHUTDOWN_DRAIN_MS ?? (production ? 5000 : 0),
      shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    },
    metricsToken: c.METRICS_TOKEN,
    dataDir: c.DATA_DIR,
    logLevel: c.LOG_LEVEL,
    secret: c.APP_SECRET ?? DEV_SECRET,
    mail: {
      smtpUrl: c.SMTP_URL || undefined,
      from: c.MAIL_FROM,
      scannerSpecialist: c.SCANNER_SPECIALIST_EMAIL.toLowerCase(),
      leadsNotify: c.LEADS_NOTIFY_EMAIL?.toLowerCase(),
      /** Retries of a failed send: the delay doubles each time (with jitter) when backoff is on. */
      retryLimit: c.MAIL_RETRY_LIMIT,
      retryDelaySeconds: c.MAIL_RETRY_DELAY_SECONDS,
      retryBackoff: c.MAIL_RETRY_BACKOFF === 'true',
      pollSeconds: c.MAIL_POLL_SECONDS,
    },
    /**
     * Webhook deliveries (features/webhooks): a commit wakes the workers at once (LISTEN/NOTIFY);
     * the poll only picks up retries when they fall due. Retries wait `retryFirstSeconds`, doubling
     * up to `retryMaxSeconds`. Private and loopback targets are refused in production only.
     */
    webhooks: {
      pollSeconds: c.WEBHOOK_POLL_SECONDS,
      retryFirstSeconds: c.WEBHOOK_RETRY_FIRST_SECONDS,
      retryMaxSeconds: Math.max(c.WEBHOOK_RETRY_MAX_SECONDS, c.WEBHOOK_RETRY_FIRST_SECONDS),
      allowPrivateTargets: !production,
    },
    site: {
      marketingHost: c.MARKETING_HOST,
      providerLoginHost: c.PROVIDER_LOGIN_HOST,
      doctorLoginHost: c.DOCTOR_LOGIN_HOST,
      referrerDomains: c.REFERRER_DOMAINS,
      /** An empty name or title: not set, so the page shows the catalog's in its language. */
      privacyOfficer: { name: c.PRIVACY_OFFICER_NAME ?? '', title: c.PRIVACY_OFFICER_TITLE ?? '', email: c.PRIVACY_OFFICER_EMAIL.toLowerCase() },
    },
    payments:
      c.PAYMENT_PROVIDER === 'stripe'
        ? { provider: 'stripe' as const, secretKey: c.STRIPE_SECRET_KEY!, publishableKey: c.STRIPE_PUBLISHABLE_KEY!, webhookSecret: c.STRIPE_WEBHOOK_SECRET!, apiUrl: c.STRIPE_API_URL }
        : { provider: 'sandbox' as const },
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustedProxies(c.TRUSTED_PROXIES),
    webDist: c.WEB_DIST,
    /** Serve /api/openapi.json and /api/docs (platform/openapi): integrators read the API there. */
    apiDocs: c.API_DOCS ? c.API_DOCS === 'true' : !production,
    /** The seller on receipts (config-company.ts). */
    company,
    /** The CE recognitions (ADA CERP, AGD PACE) whose statements certificates and letters print (config-recognition.ts). */
    recognition,
    /** How many years CE records are kept, and outlive an erasure in their minimal form (ce-records/record-keeping.ts). */
    ceRecordYears: c.RETENTION_CE_RECORDS_YEARS,
    /** How long each kind of record is kept (features/retention; the daily job applies them). */
    retention: {
      unfinished_registrations: { months: c.RETENTION_UNFINISHED_REGISTRATIONS_MONTHS },
      leads: { months: c.RETENTION_LEADS_MONTHS },
      mail_bodies: { days: c.RETENTION_MAIL_BODIES_DAYS },
      audit_log: { months: c.RETENTION_AUDIT_MONTHS },
      ce_records: ceRecordPeriod(c.RETENTION_CE_RECORDS_YEARS),
    } satisfies Record<RetentionRule, RetentionPeriod> as Record<RetentionRule, RetentionPeriod>,
  };
}

/**
 * A hop count ('1': trust the nearest proxy, whatever its address) or a comma-separated list of
 * addresses/CIDRs; false (trust nobody: the socket's address is the client) when empty.
 */
function parseTrustedProxies(value: string): false | string[] | ((address: string, hop: number) => boolean) {
  const v = value.trim();
  if (!v) return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
  }
  const list = v.split(',').map((x) => x.trim()).filter(Boolean);
  for (const entry of list) {
    if (!isAddressOrCidr(entry)) throw new ConfigError(`Invalid configuration:\n  TRUSTED_PROXIES: '${entry}' is not an address, a CIDR range or a hop count.`);
  }
  return list;
}

function isAddressOrCidr(entry: string): boolean {
  const [addr, bits, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const version = isIP(addr);
  if (!version) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

function isPublicHttps(url: string): boolean {
  const u = new URL(url);
  return u.protocol === 'https:' && !['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(u.hostname);
}
