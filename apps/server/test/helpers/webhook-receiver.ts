import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * A CRM's webhook receiver, as its developer would write one: it verifies each request with the
 * standardwebhooks library (signature and timestamp) and answers 204 to what it accepts. `down`
 * drops connections without an answer (a network outage); `status` answers that code instead.
 * It counts what it accepted per webhook-id, so a test sees a lost or duplicated event.
 */
export interface Received {
  id: string;
  type: string;
  body: Record<string, unknown>;
  raw: string;
  headers: Record<string, string>;
  at: number;
}

export interface Receiver {
  url: string;
  secret: string;
  accepted: Received[];
  refused: { reason: string; headers: Record<string, string> }[];
  /** Requests that reached it while down (dropped). */
  dropped: number;
  down: boolean;
  status: number | null;
  onAccept?: (r: Received) => void;
  count(id: string): number;
  waitFor(check: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const headersOf = (req: IncomingMessage) => Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    secret: '',
    accepted: [],
    refused: [],
    dropped: 0,
    down: false,
    status: null,
    count: (id) => receiver.accepted.filter((r) => r.id === id).length,
    waitFor: async (check, timeoutMs = 20_000) => {
      const until = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > until) throw new Error('receiver: condition not met in time');
        await new Promise((r) => setImmediate(r));
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (receiver.down) {
        receiver.dropped++;
        req.socket.destroy();
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = headersOf(req);
      try {
        new Webhook(receiver.secret).verify(raw, headers);
      } catch (err) {
        receiver.refused.push({ reason: (err as Error).message, headers });
        res.writeHead(400).end('bad signature');
        return;
      }
      if (receiver.status) {
        res.writeHead(receiver.status).end('receiver says no');
        return;
      }
      const body = JSON.parse(raw);
      const r = { id: headers['webhook-id'], type: body.type, body, raw, headers, at: performance.now() };
      receiver.accepted.push(r);
      res.writeHead(204).end();
      receiver.onAccept?.(r);
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/crm`;
  return receiver;
}
