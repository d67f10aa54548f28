import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A CRM's webhook receiver on a free local port, started by the test: it answers 200 to every
 * POST and keeps what it got. `stop` closes it (the portal's next attempt is refused), `start`
 * opens it again on the same port, so the endpoint's URL stays the same.
 */
export async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  let server: Server | null = null;
  let port = 0;
  const start = async () => {
    const next = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      });
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  };
  const stop = async () => {
    const current = server;
    server = null;
    if (!current) return;
    // Kept-alive sockets would keep answering after close(): end them too.
    current.closeAllConnections();
    await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await start();
  return { received, url: () => `http://127.0.0.1:${port}/crm/hooks`, start, stop };
}
