import { maskEmail } from './redact';

/**
 * How an error appears in the logs: its type, a message and stack without personal data, and the
 * database's error code and names (constraint, table, column), so support can tell what failed.
 * Never query parameters, row values or bodies:
 * - Drizzle's failed-query error prints the parameters after the SQL ("params: …"): dropped;
 * - PostgreSQL quotes the offending value in some messages ('invalid input syntax for type
 *   integer: "jane@…"') and repeats row values in `detail` / `where`: quoted values masked,
 *   detail and where dropped;
 * - any e-mail address left in a message is masked.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  statusCode?: number;
  cause?: LoggedError;
}

const SAFE_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const;
const MAX_CAUSES = 5;

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: clean(String(err)), stack: '' };
  const message = clean(err.message);
  // The stack repeats the raw message in its first line(s): rebuilt from the cleaned message and the frames.
  const frames = (err.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  const out: LoggedError = { type: err.constructor?.name ?? err.name, message, stack: [`${err.name}: ${message}`, ...frames].join('\n') };
  const fields = err as unknown as Record<string, unknown>;
  for (const name of SAFE_FIELDS) if (typeof fields[name] === 'string') out[name] = fields[name] as string;
  if (typeof fields.statusCode === 'number') out.statusCode = fields.statusCode;
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

function clean(message: string): string {
  // Drizzle: the SQL (placeholders only, so it stays) and then the parameters (dropped).
  const failed = /^Failed query: ([\s\S]*?)\nparams: [\s\S]*$/.exec(message);
  if (failed) return `Failed query: ${failed[1]}`;
  return maskEmail(message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"'));
}
