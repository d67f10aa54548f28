import pino from 'pino';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializeError } from './log-errors';
import { maskEmail, maskUrl } from './redact';

/**
 * Structured logs (pino) that never carry card data, passwords, tokens or full e-mail addresses:
 * URLs are logged without query values and with e-mail addresses masked; sensitive headers and
 * any such field in a logged object are censored.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    stream: stream ?? bufferedStdout(),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        '*.cardNumber', '*.card_number', '*.cvv', '*.cvc', '*.password', '*.token', '*.paymentToken',
        '*.nameOnCard', '*.expiry',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req) => ({ method: req.method, url: maskUrl(req.url), id: req.id }),
      email: maskEmail,
      err: serializeError,
      error: serializeError,
    },
  };
}

/**
 * Standard output, written in blocks of up to 4 KB and at least every second instead of one
 * system call per line (pino's asynchronous destination): a line per request was a few percent of
 * a cached read. Pino flushes the buffer when the process exits; a killed process may lose the
 * last second of lines.
 */
function bufferedStdout() {
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: false });
  setInterval(() => {
    // flush() throws while a write is in progress or before the stream is ready; the next tick retries.
    try { destination.flush(); } catch { /* retried in a second */ }
  }, 1000).unref();
  return destination;
}

/**
 * One log line per request, when it is answered: method, masked URL, request id, status and time.
 * Fastify's own request logging writes two lines, one on arrival; at several thousand requests a
 * second that arrival line was a measurable share of a read's cost, and the answered line now
 * carries everything it did. Errors are logged as Fastify logs them, with the request added.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(req)) return;
    if (error) reply.log.error({ req, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
