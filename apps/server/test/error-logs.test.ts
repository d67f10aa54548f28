import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A failed query with personal data in its parameters: the error log names the error and the
 * request, and holds none of the data (drizzle's "params:", PostgreSQL's quoted values, bodies).
 */
const PERSON = { email: 'jane.doe@example.com', phone: '+1 312 555 0199', address: '100 Main Street', licence: 'DL-889977', npi: '1234567893' };
const lines: string[] = [];
let t: TestApp;
let thrown: unknown;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, {
    logStream: { write: (line) => void lines.push(line) },
    extend: async (app) => {
      app.post('/api/test/explode', async (req) => {
        const p = req.body as typeof PERSON;
        try {
          await app.db.orm.execute(sql`select ${p.email}::int, ${p.phone}, ${p.address}, ${p.licence}, ${p.npi}`);
        } catch (err) {
          thrown = err;
          throw err;
        }
        return {};
      });
      app.post('/api/test/message', async () => {
        throw new Error(`could not deliver to ${PERSON.email}`);
      });
    },
  });
});
afterAll(() => t.close());

const leaks = (text: string) => Object.values(PERSON).filter((v) => text.includes(v) || text.includes(JSON.stringify(v).slice(1, -1)));

describe('error logs', () => {
  it('carry the error and the request id, never the query parameters or the body', async () => {
    const res = await t.call({ method: 'POST', url: '/api/test/explode', payload: PERSON });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Something went wrong on our end, please try again in a little while', reference: expect.any(String) });

    const errorLine = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
    expect(errorLine).toBeDefined();
    expect(errorLine.reqId).toEqual(expect.any(String));
    // Without tracing, the reference the person can quote is the request id of the log line.
    expect(res.json().reference).toBe(errorLine.reqId);
    expect(errorLine.err.message).toMatch(/^Failed query: select \$1::int/);
    expect(errorLine.err.cause.code).toBe('22P02');
    expect(leaks(lines.join('\n'))).toEqual([]);
  });

  it('control: the provoked error does carry the personal data, so the scan can see a leak', () => {
    const standard = JSON.stringify(pino.stdSerializers.err(thrown as Error));
    expect(leaks(standard).length).toBeGreaterThanOrEqual(4);
  });

  it('masks e-mail addresses in any other error message', async () => {
    await t.call({ method: 'POST', url: '/api/test/message', payload: {} });
    const text = lines.join('\n');
    expect(text).toContain('could not deliver to j***@example.com');
    expect(text).not.toContain(PERSON.email);
  });
});
