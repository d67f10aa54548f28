import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseBusy } from '../src/db/busy';
import { freePort } from './helpers/smtp';

/**
 * pg-pool's own timeouts are 'busy' (answered 503, retry) and not a 500: waiting for a free
 * connection, and setting up a new one. The second came from a full run's payment-burst control,
 * where 20 connections opened at once on a loaded machine took longer than the 1 s allowed.
 * Here a server that accepts TCP and never answers stands for a database slow to start backends.
 */
let silent: Server;
let port: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  port = await freePort();
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
});
afterAll(async () => {
  sockets.forEach((s) => s.destroy());
  await new Promise((resolve) => silent.close(resolve));
});

const errorOf = (work: Promise<unknown>) => work.then(() => null, (err: unknown) => err);

describe('database busy', () => {
  it('a new connection not set up within connectionTimeoutMillis is busy', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'portal', database: 'portal', connectionTimeoutMillis: 200, max: 1 });
    const err = await errorOf(pool.query('select 1'));
    await pool.end();
    expect((err as Error).message).toBe('Connection terminated due to connection timeout');
    expect(isDatabaseBusy(err)).toBe(true);
  });

  it('waiting in the queue for a free connection past connectionTimeoutMillis is busy', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'portal', database: 'portal', connectionTimeoutMillis: 300, max: 1 });
    // The one connection is being set up (and will time out); the second waits in the queue.
    const first = errorOf(pool.query('select 1'));
    const queued = await errorOf(pool.connect());
    await first;
    await pool.end();
    expect(isDatabaseBusy(queued)).toBe(true);
  });

  it('other errors are not busy', async () => {
    expect(isDatabaseBusy(new Error('relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseBusy(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseBusy(Object.assign(new Error('wrapped'), { cause: Object.assign(new Error('canceled'), { code: '57014' }) }))).toBe(true);
  });
});
