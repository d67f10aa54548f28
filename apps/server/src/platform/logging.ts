import { hostname } from 'node:os';
import pino from 'pino';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { lazyRequestLogger, linesInBlocks } from './log-cost';
import { serializeError } from './log-errors';
import { maskEmail, maskUrl } from './redact';
import { runningTracing, traceLogFields, traceLogText } from './observability/trace-context';

type LogStream = { write(line: string): void };

/**
 * The app's logging: Fastify's logger options and the controller that writes one line per
 * request, both on one stream (stdout by default).
 */
export function logging(level: string, given?: LogStream): Pick<FastifyServerOptions, 'logger' | 'logController' | 'childLoggerFactory'> {
  if (level === 'silent') return { logger: false };
  const stream = given ?? bufferedStdout();
  return {
    logger: loggerOptions(level, stream),
    logController: new OneLinePerRequest(stream, level),
    childLoggerFactory: lazyRequestLogger,
  };
}

/**
 * Structured logs (pino) that never carry card data, passwords, tokens or full e-mail addresses:
 * URLs are logged without query values and with e-mail addresses masked; sensitive headers and
 * any such field in a logged object are censored.
 */
function loggerOptions(level: string, stream: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    // With tracing on, every line written during a request carries its trace_id and span_id.
    ...(runningTracing() ? { mixin: traceLogFields } : {}),
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
 * Standard output, written in blocks of 32 KB and at least every second instead of one
 * system call per line (pino's asynchronous destination, fed whole blocks: see `linesInBlocks`):
 * a line per request was a few percent of a cached read. The blocks are flushed when the process
 * exits (before pino's own flush of its destination); a killed process may lose the last second.
 */
let stdout: LogStream | undefined;

/** One per process, however many apps are built (tests build many). */
function bufferedStdout(): LogStream {
  if (stdout) return stdout;
  const destination = pino.destination({ dest: 1, minLength: 0, sync: false });
  const blocks = linesInBlocks(destination);
  setInterval(blocks.flush, 1000).unref();
  // Prepended: pino's destination flushes itself on the same events and must find the last block.
  process.prependListener('beforeExit', blocks.flush);
  process.prependListener('exit', blocks.flush);
  stdout = blocks;
  return blocks;
}

/**
 * One log line per request, when it is answered: method, masked URL, request id, status and time.
 * Fastify's own request logging writes two lines, one on arrival; at several thousand requests a
 * second that arrival line was a measurable share of a read's cost, and the answered line now
 * carries everything it did. The line is pino's (same fields, level, time, pid and hostname) built
 * of values chosen here (the URL masked as the serializer masks it) in one template string: the
 * request's logger would run its redaction paths and serializers over it (8.8 µs a line), a logger
 * of its own walks the fields one by one, and even `JSON.stringify` of them was 6 % of a cached
 * read under `perf` (`npm run bench:api-layers` shows logging's share of a read). Errors are logged
 * as Fastify logs them, through the redacting logger, with the request added.
 */
export class OneLinePerRequest extends LogController {
  private readonly enabled: boolean;
  private readonly traced = runningTracing() !== undefined;
  private readonly host = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

  constructor(private readonly stream: LogStream, level: string) {
    super();
    this.enabled = pino.levels.values[level] <= INFO;
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(req)) return;
    if (error) {
      reply.log.error({ req, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    if (!this.enabled) return;
    // Every value but the URL is JSON-safe as it is: an id of our own (base64url), a method (an
    // HTTP token), numbers.
    this.stream.write(`{"level":${INFO},"time":${Date.now()}${this.host},"reqId":"${req.id}","req":{"method":"${req.method}",`
      + `"url":${JSON.stringify(maskUrl(req.url))},"id":"${req.id}"},"res":{"statusCode":${reply.statusCode}},`
      + `"responseTime":${reply.elapsedTime}${this.traced ? traceLogText(req) : ''},"msg":"request completed"}\n`);
  }
}

const INFO = pino.levels.values.info;
