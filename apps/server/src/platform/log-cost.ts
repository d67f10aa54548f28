import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type pino from 'pino';
import type { Bindings, ChildLoggerOptions } from 'pino';

/**
 * Two costs of logging that every request paid, found with `perf` on a cached read under
 * `npm run bench:api` (docs/architecture.md, "The public reads come from memory").
 */

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger (`req.log`), made when the request first logs through it. Fastify made one
 * for every request, and pino's `child` runs the redaction paths over the request id: about 6 % of
 * a cached read, for a logger that only an error or a warning ever uses (the line every request
 * writes goes through `OneLinePerRequest`). A call below the level makes nothing.
 */
class RequestLogger {
  private made?: FastifyBaseLogger;

  constructor(private readonly parent: FastifyBaseLogger, private readonly bindings: Bindings, private readonly options: ChildLoggerOptions) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private log(level: Level, args: unknown[]) {
    if (!((this.made ?? this.parent) as pino.Logger).isLevelEnabled(level)) return;
    (this.logger[level] as (...a: unknown[]) => void)(...args);
  }

  // Methods, not arrow-function fields: seven closures defined on every request's object cost more
  // than the child they replace.
  get level() { return this.logger.level; }
  set level(level: string) { this.logger.level = level; }
  fatal(...args: unknown[]) { this.log('fatal', args); }
  error(...args: unknown[]) { this.log('error', args); }
  warn(...args: unknown[]) { this.log('warn', args); }
  info(...args: unknown[]) { this.log('info', args); }
  debug(...args: unknown[]) { this.log('debug', args); }
  trace(...args: unknown[]) { this.log('trace', args); }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions) { return this.logger.child(bindings, options); }
}

/** A route with a level of its own gets its logger at once (the check above reads the parent's level). */
export const lazyRequestLogger: FastifyServerOptions['childLoggerFactory'] = (logger, bindings, options) =>
  options.level ? logger.child(bindings, options) : new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

/**
 * Lines gathered into blocks before they reach pino's asynchronous destination. That destination
 * (sonic-boom) also waits for 4 KB, but appends each line to one growing string and measures the
 * whole string's UTF-8 length at every line (flattening it each time): about 10 % of a cached read.
 * Here a line is pushed to a list and the block is joined once. Blocks are 32 KB (about a hundred
 * request lines): each block is a write to standard output (a file or a pipe as deployed), and
 * at 4 KB those writes were 9 % of a cached read's time in the compiled server started as `npm run
 * serve` (bench:api's in-process measure wrote to /dev/null and never saw them; docs/deploy.md,
 * 'What a request costs'). `flush` hands over what is gathered (every second, and when the
 * process exits), so a line still reaches the log within a second.
 */
export const LOG_BLOCK_CHARS = 32 * 1024;

export function linesInBlocks(destination: { write(block: string): unknown }, blockChars = LOG_BLOCK_CHARS) {
  let lines: string[] = [];
  let chars = 0;
  const flush = () => {
    if (lines.length === 0) return;
    const block = lines.join('');
    lines = [];
    chars = 0;
    destination.write(block);
  };
  return {
    write(line: string) {
      lines.push(line);
      chars += line.length;
      if (chars >= blockChars) flush();
    },
    flush,
  };
}
