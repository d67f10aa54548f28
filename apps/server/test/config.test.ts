import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

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
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) })).toThrow(/ADMIN_TOKEN/);
  });

  it('accepts production with its secrets', () => {
    const secrets = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), ADMIN_TOKEN: 'y'.repeat(40) };
    expect(() => loadConfig(secrets)).toThrow(/PAYMENT_PROVIDER=sandbox/);
    const c = loadConfig({ ...secrets, ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(c.secret).toBe('x'.repeat(40));
    expect(c.adminToken).toBe('y'.repeat(40));
  });

  it('names an invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('reads the referrer list', () => {
    expect(loadConfig({ REFERRER_DOMAINS: 'a.com, b.org,' }).site.referrerDomains).toEqual(['a.com', 'b.org']);
  });
});
