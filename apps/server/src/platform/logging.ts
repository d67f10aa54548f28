import type { FastifyServerOptions } from 'fastify';
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
    ...(stream ? { stream } : {}),
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
