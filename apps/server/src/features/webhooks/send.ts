import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_EXCERPT_CHARS, WEBHOOK_UNREACHABLE } from '@portal/domain/webhooks/events';
import { isPrivateAddress, publicOnlyLookup } from './target';

export interface SendResult {
  ok: boolean;
  status: number | null;
  excerpt: string;
  latencyMs: number;
}

/** At most this much of an answer is read (the excerpt keeps WEBHOOK_EXCERPT_CHARS of it). */
const READ_LIMIT = 16 * 1024;

/**
 * POSTs one signed body. node:http(s) rather than fetch, for its socket `lookup` (the private
 * address check at connection time) and so redirects are never followed (a 3xx is a failure: a
 * redirect could lead to an internal address). The whole exchange, answer included, must end
 * within `timeoutMs`; only a 2xx counts as delivered.
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>, opts: { timeoutMs: number; publicOnly: boolean }): Promise<SendResult> {
  const started = performance.now();
  const u = new URL(url);
  const client = u.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const done = (status: number | null, excerpt: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ok: status !== null && status >= 200 && status < 300, status, excerpt: excerpt.slice(0, WEBHOOK_EXCERPT_CHARS), latencyMs: Math.round(performance.now() - started) });
    };
    const literal = u.hostname.replace(/^\[|\]$/g, '');
    if (opts.publicOnly && isPrivateAddress(literal)) return done(null, WEBHOOK_UNREACHABLE);
    const req = client.request(
      u,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'ProviderPortal-Webhooks/1', 'content-length': Buffer.byteLength(body), ...headers },
        ...(opts.publicOnly ? { lookup: publicOnlyLookup } : {}),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < READ_LIMIT) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => done(res.statusCode ?? null, Buffer.concat(chunks).toString('utf8')));
        res.on('error', (err) => done(res.statusCode ?? null, err.message));
      },
    );
    timer = setTimeout(() => {
      done(null, `timed out after ${opts.timeoutMs} ms`);
      req.destroy();
    }, opts.timeoutMs);
    // No answer at all: one code, whatever the cause (a refused address and an unknown name look alike).
    req.on('error', () => done(null, WEBHOOK_UNREACHABLE));
    req.end(body);
  });
}
