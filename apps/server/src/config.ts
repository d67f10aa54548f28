import { z } from 'zod';

/**
 * The only reader of the environment. Everything else receives a Config. In production mode every
 * secret must be set: a missing one stops the start with a message that names the variable.
 */
const list = z
  .string()
  .default('')
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('false'),
  ADMIN_TOKEN: z.string().min(32, 'ADMIN_TOKEN must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Provider Portal <no-reply@provider-portal.local>'),
  SCANNER_SPECIALIST_EMAIL: z.email('SCANNER_SPECIALIST_EMAIL must be an e-mail address').default('scanner-specialists@provider-portal.local'),
  MARKETING_HOST: z.url().default('https://www.clear-aligner-provider.example'),
  PROVIDER_LOGIN_HOST: z.url().default('https://login.clear-aligner-provider.example'),
  DOCTOR_LOGIN_HOST: z.url().default('https://doctors.clear-aligner-provider.example'),
  REFERRER_DOMAINS: list,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  WEB_DIST: z.string().default('apps/web/dist'),
});

/** Variables that hold secrets: required when NODE_ENV=production. */
const SECRETS = ['APP_SECRET', 'ADMIN_TOKEN'] as const;

/** Development-only secret, so that `npm start` works with no set-up. Never used in production. */
const DEV_SECRET = 'development-only-secret-not-for-production-use!';
/** Development-only token of the back-office API (attendance), for the same reason. */
export const DEV_ADMIN_TOKEN = 'development-only-admin-token-not-for-production';

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
  if (production) {
    const missing = SECRETS.filter((name) => !c[name]);
    if (missing.length) {
      throw new ConfigError(`Missing required setting ${missing.join(', ')}: set it in the environment (required when NODE_ENV=production).`);
    }
    // The sandbox takes no real money: a production start must say on purpose that it wants it.
    if (c.PAYMENT_PROVIDER === 'sandbox' && c.ALLOW_SANDBOX_PAYMENTS !== 'true') {
      throw new ConfigError('PAYMENT_PROVIDER=sandbox charges no real money: configure a real payment provider, or set ALLOW_SANDBOX_PAYMENTS=true for a demonstration.');
    }
  }
  return {
    env: c.NODE_ENV,
    production,
    host: c.HOST,
    port: c.PORT,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    logLevel: c.LOG_LEVEL,
    secret: c.APP_SECRET ?? DEV_SECRET,
    adminToken: c.ADMIN_TOKEN ?? DEV_ADMIN_TOKEN,
    mail: { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM, scannerSpecialist: c.SCANNER_SPECIALIST_EMAIL.toLowerCase() },
    site: {
      marketingHost: c.MARKETING_HOST,
      providerLoginHost: c.PROVIDER_LOGIN_HOST,
      doctorLoginHost: c.DOCTOR_LOGIN_HOST,
      referrerDomains: c.REFERRER_DOMAINS,
    },
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    webDist: c.WEB_DIST,
  };
}
