import { randomBytes } from 'node:crypto';
import type { Status } from '@portal/domain/registration/status';
import { termsVersion } from '../../src/features/marketing/terms-service';
import type { SandboxPaymentProvider } from '../../src/platform/payments/sandbox-provider';
import type { TestApp } from './test-app';

/** Shared set-up of the checkout and payment tests: registrations, card tokens, request bodies. */
export const OFFERING = {
  live: 'Cn9DwAy62m_-VXgk9y6L5Q',
  onDemand: 'XSWcyRJca9vioeovVKDYEA',
  pediatricLive: 'kRWzZZmh4xZElIKiuiqHMg',
} as const;

export const CARDS = { success: '4242424242424242', declined: '4000000000000002', insufficient: '4000000000009995', authentication: '4000002500003155' } as const;
export const CVV = '731';

export const nextYear = () => String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');

export async function newRegistration(
  t: TestApp,
  opts: { offeringId?: string; country?: 'US' | 'CA' | 'PR'; locale?: string; status?: Status; email?: string } = {},
): Promise<{ id: string; email: string }> {
  const res = await t.call({
    method: 'POST',
    url: '/api/dev/registrations',
    payload: { offeringId: opts.offeringId ?? OFFERING.live, status: opts.status ?? 'cart', country: opts.country ?? 'US', locale: opts.locale, email: opts.email },
  });
  if (res.statusCode !== 200) throw new Error(`fixture: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The browser's side: the card goes to the sandbox provider, which answers with a token. */
export async function tokenize(t: TestApp, cardNumber: string = CARDS.success, more: Record<string, string> = {}): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/payments/sandbox/tokenize',
    payload: { cardNumber: cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '), nameOnCard: 'Maya Patel', expiry: `11/${nextYear()}`, cvv: CVV, postalCode: '60601', ...more },
  });
  if (res.statusCode !== 200) throw new Error(`tokenize: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

export const newKey = () => randomBytes(16).toString('base64url');

export const US_BILLING = { address1: '100 Main St', address2: '', city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601' };
export const ON_BILLING = { address1: '100 King St W', address2: '', city: 'Toronto', country: 'CA', state: 'ON', postalCode: 'M5X 1A9' };

export function paymentBody(registrationId: string, paymentToken: string, more: Record<string, unknown> = {}) {
  return { registrationId, paymentToken, idempotencyKey: newKey(), billing: US_BILLING, termsAccepted: true, termsVersion: termsVersion(), ...more };
}

export const sandbox = (t: TestApp) => t.app.payments as SandboxPaymentProvider;

export async function rowCount(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  return Number((await t.db.pool.query(`select count(*) from ${table} where ${where}`, params)).rows[0].count);
}

/** Every row of every table of the public schema, as JSON text: what a database dump would hold. */
export async function dumpDatabase(t: TestApp): Promise<string> {
  const tables = await t.db.pool.query(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const parts: string[] = [];
  for (const { table_name } of tables.rows as { table_name: string }[]) {
    const rows = await t.db.pool.query(`select row_to_json(x)::text as j from "${table_name}" x`);
    parts.push(`-- ${table_name}`, ...rows.rows.map((r: { j: string }) => r.j));
  }
  // The migrations bookkeeping lives in its own schema; include it too.
  const other = await t.db.pool.query(`select table_schema, table_name from information_schema.tables where table_schema not in ('public', 'pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`);
  for (const { table_schema, table_name } of other.rows as { table_schema: string; table_name: string }[]) {
    const rows = await t.db.pool.query(`select row_to_json(x)::text as j from "${table_schema}"."${table_name}" x`);
    parts.push(`-- ${table_schema}.${table_name}`, ...rows.rows.map((r: { j: string }) => r.j));
  }
  return parts.join('\n');
}

/** A card number in any spacing or punctuation: 4242424242424242, 4242 4242 ..., 4242-4242-... */
export function cardNumberPattern(number: string): RegExp {
  return new RegExp(number.split('').join('[\\s-]*'));
}

/**
 * Where a stored or logged CVV would show: as a whole value (a JSON string or number, or the
 * value of a cvv-like key), not as three digits inside a timestamp or an id.
 */
export function cvvPattern(cvv: string): RegExp {
  return new RegExp(`(?:[:=,\\[]\\s*"?${cvv}"?\\s*[,}\\]])|(?:cv[cv2]*"?\\s*[:=]\\s*"?${cvv})`, 'i');
}
