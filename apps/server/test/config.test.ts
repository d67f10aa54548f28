import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { TEST_COMPANY_ENV } from './helpers/test-app';

// Random-looking values, as `openssl rand -base64 48` gives.
const STRONG_A = 'q7Vd2mK9xZ4pR1tL8wN3bF6hJ0cY5sGeUaTiOkMnBvQr';
const PRODUCTION = { NODE_ENV: 'production', APP_SECRET: STRONG_A, PUBLIC_URL: 'https://providers.example.org', ALLOW_SANDBOX_PAYMENTS: 'true', SMTP_URL: 'smtp://smtp.example.org:587', ...TEST_COMPANY_ENV };
const DEV_SECRET_IN_SOURCE = 'development-only-secret-not-for-production-use!';

describe('config', () => {
  it('starts in development with defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.production).toBe(false);
    expect(c.databaseUrl).toBeUndefined();
  });

  it('stops a production start without secrets, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
  });

  it('accepts production with its secrets', () => {
    expect(() => loadConfig({ ...PRODUCTION, ALLOW_SANDBOX_PAYMENTS: 'false' })).toThrow(/PAYMENT_PROVIDER=sandbox/);
    const c = loadConfig(PRODUCTION);
    expect(c.secret).toBe(STRONG_A);
    expect(c.publicUrl).toBe('https://providers.example.org');
  });

  it('loads the demo data in development and tests, never by default in production; DEMO_DATA says otherwise', () => {
    expect(loadConfig({}).lifecycle.demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).lifecycle.demoData).toBe(true);
    expect(loadConfig(PRODUCTION).lifecycle.demoData).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_DATA: 'true' }).lifecycle.demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).lifecycle.demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });

  it('reads STRIPE_API_URL (a local mock of Stripe) outside production only', () => {
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_URL: 'http://127.0.0.1:12111' };
    expect(loadConfig(stripe).payments).toMatchObject({ provider: 'stripe', apiUrl: 'http://127.0.0.1:12111' });
    expect(() => loadConfig({ ...PRODUCTION, ...stripe })).toThrow(/STRIPE_API_URL is only for tests/);
    const { STRIPE_API_URL: _mock, ...real } = stripe;
    expect(loadConfig({ ...PRODUCTION, ...real }).payments).toMatchObject({ provider: 'stripe', apiUrl: undefined });
  });

  it('requires SMTP_URL in production; without it in development mail stays queued, with retry settings from the environment', () => {
    const { SMTP_URL: _smtp, ...noSmtp } = PRODUCTION;
    expect(() => loadConfig(noSmtp)).toThrow(/SMTP_URL must be set when NODE_ENV=production/);
    expect(() => loadConfig({ ...noSmtp, SMTP_URL: '' })).toThrow(/SMTP_URL must be set/);
    expect(loadConfig(PRODUCTION).mail.smtpUrl).toBe('smtp://smtp.example.org:587');
    const dev = loadConfig({});
    expect(dev.mail).toMatchObject({ smtpUrl: undefined, retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true });
    expect(loadConfig({ MAIL_RETRY_LIMIT: '2', MAIL_RETRY_DELAY_SECONDS: '1', MAIL_RETRY_BACKOFF: 'false' }).mail).toMatchObject({ retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false });
    expect(() => loadConfig({ MAIL_RETRY_DELAY_SECONDS: '0' })).toThrow(/MAIL_RETRY_DELAY_SECONDS/);
  });

  it.each([
    ['the development default written in the source', DEV_SECRET_IN_SOURCE, /APP_SECRET is the development default/],
    ['a placeholder word', 'changeme-changeme-changeme-changeme-1234', /APP_SECRET contains the placeholder word 'changeme'/],
    ['one repeated character', 'x'.repeat(40), /APP_SECRET has too few different characters/],
  ])('refuses an APP_SECRET that is %s, naming the variable', (_what, value, message) => {
    expect(() => loadConfig({ ...PRODUCTION, APP_SECRET: value })).toThrow(message);
  });

  it('no longer reads a shared ADMIN_TOKEN: automation uses per-person API tokens', () => {
    expect(loadConfig(PRODUCTION)).not.toHaveProperty('adminToken');
  });

  it.each([
    ['missing', undefined],
    ['plain http', 'http://providers.example.org'],
    ['localhost', 'https://localhost:3000'],
  ])('requires PUBLIC_URL to be a public https address in production (%s)', (_what, url) => {
    const env: Record<string, string | undefined> = { ...PRODUCTION, PUBLIC_URL: url };
    expect(() => loadConfig(env)).toThrow(/PUBLIC_URL must be the portal's public https address/);
  });

  it('says whether PUBLIC_URL was configured (commands warn when links fall back to localhost)', () => {
    expect(loadConfig({}).publicUrlConfigured).toBe(false);
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://p.example.org/' }).publicUrlConfigured).toBe(true);
  });

  it('trusts no proxy by default, and only what TRUSTED_PROXIES names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig(PRODUCTION).trustProxy).toBe(false);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const hops = loadConfig({ TRUSTED_PROXIES: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('203.0.113.9', 0), hops('203.0.113.9', 1)]).toEqual([true, false]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES: 'proxy.internal'/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('names an invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('reads the referrer list', () => {
    expect(loadConfig({ REFERRER_DOMAINS: 'a.com, b.org,' }).site.referrerDomains).toEqual(['a.com', 'b.org']);
  });
});
