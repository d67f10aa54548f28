import type { IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger, linesInBlocks, LOG_BLOCK_CHARS } from '../src/platform/log-cost';
import { logging } from '../src/platform/logging';

/** The cheaper request logging (platform/log-cost.ts, logging.ts) writes what pino would have. */
async function appLogging(level: string) {
  const lines: string[] = [];
  const app = Fastify({ ...logging(level, { write: (line) => void lines.push(line) }) });
  app.get('/quiet', async (req) => {
    req.log.debug({ detail: 'below the level' }, 'not written');
    return { ok: true };
  });
  app.get('/loud', async (req) => {
    req.log.warn({ body: { cardNumber: '4242424242424242' } }, 'written');
    return { ok: true };
  });
  await app.ready();
  return { app, lines, parsed: () => lines.map((l) => JSON.parse(l)) };
}

/** A GET written on a socket as it is, answered and closed. */
const rawGet = (port: number, path: string) => new Promise<void>((resolve, reject) => {
  const socket = connect(port, '127.0.0.1', () => socket.end(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
  socket.on('data', () => {}).on('close', () => resolve()).on('error', reject);
});

describe('the line each answered request writes', () => {
  it('is a pino line with the same fields, and stays valid JSON for any URL', async () => {
    const { app, parsed } = await appLogging('info');
    await app.listen({ port: 0, host: '127.0.0.1' });
    // Quotes and backslashes reach req.url as they are (a client that does not encode them).
    await rawGet((app.server.address() as AddressInfo).port, '/quiet/"x"\\y');
    const res = await app.inject({ method: 'GET', url: '/quiet?q=secret' });
    let written = '';
    pino({ level: 'info' }, { write: (l: string) => void (written = l) }).info('x');
    const reference = JSON.parse(written);
    const lines = parsed().filter((l) => l.msg === 'request completed');
    expect(lines).toHaveLength(2);
    expect(Object.keys(lines[0]).slice(0, 4)).toEqual(Object.keys(reference).slice(0, 4)); // level, time, pid, hostname
    expect(lines[0]).toMatchObject({ level: 30, pid: reference.pid, hostname: reference.hostname, res: { statusCode: 404 } });
    expect(lines[0].req).toEqual({ method: 'GET', url: '/quiet/"x"\\y', id: lines[0].reqId });
    expect(lines[1]).toMatchObject({ req: { url: '/quiet?q=…' }, res: { statusCode: res.statusCode } });
    expect(Math.abs(lines[0].time - Date.now())).toBeLessThan(60_000);
    await app.close();
  });

  it('is not written below the info level, and neither is a debug line of the request', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines).toEqual([]);
    await app.close();
  });
});

describe("a request's logger", () => {
  it('writes through a redacting child with the request id when the request logs', async () => {
    const { app, parsed } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/loud' });
    const warning = parsed().find((l) => l.msg === 'written');
    const done = parsed().find((l) => l.msg === 'request completed');
    expect(warning).toMatchObject({ level: 40, reqId: done.reqId, body: { cardNumber: '[redacted]' } });
    await app.close();
  });

  it('is made when the request first logs at its level, once', () => {
    const lines: string[] = [];
    const parent = pino({ level: 'info' }, { write: (l: string) => void lines.push(l) });
    const child = vi.spyOn(parent, 'child');
    const log = lazyRequestLogger!.call({} as FastifyInstance, parent, { reqId: 'r1' }, {}, {} as IncomingMessage);
    log.debug('below the level');
    log.trace('below the level');
    expect(child).not.toHaveBeenCalled();
    log.info('first');
    log.error({ n: 2 }, 'second');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => JSON.parse(l))).toMatchObject([{ reqId: 'r1', msg: 'first' }, { reqId: 'r1', level: 50, n: 2, msg: 'second' }]);
  });
});

describe('lines in blocks', () => {
  it('hands over whole blocks once they reach the size, in order, and the rest on flush', () => {
    const written: string[] = [];
    const blocks = linesInBlocks({ write: (b) => written.push(b) }, 10);
    for (const line of ['aaaa\n', 'bbbb\n', 'cc\n', 'dd\n', 'e\n']) blocks.write(line);
    expect(written).toEqual(['aaaa\nbbbb\n']);
    blocks.flush();
    blocks.flush();
    expect(written).toEqual(['aaaa\nbbbb\n', 'cc\ndd\ne\n']);
  });

  it('gathers about a hundred request lines per write by default: each write to standard output costs a cached read time as deployed', () => {
    const written: string[] = [];
    const blocks = linesInBlocks({ write: (b) => written.push(b) });
    // A request's line as OneLinePerRequest writes it is about 300 characters.
    const line = `${JSON.stringify({ level: 30, time: Date.now(), msg: 'request completed', pad: 'x'.repeat(230) })}\n`;
    const perBlock = Math.ceil(LOG_BLOCK_CHARS / line.length);
    for (let i = 0; i < perBlock - 1; i++) blocks.write(line);
    expect(written).toEqual([]);
    blocks.write(line);
    expect(written).toHaveLength(1);
    expect(written[0].split('\n').filter(Boolean).map((l) => JSON.parse(l))).toHaveLength(perBlock);
    expect(perBlock).toBeGreaterThanOrEqual(100);
  });
});
