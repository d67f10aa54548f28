import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '@portal/domain/errors/app-error';
import { isDatabaseBusy } from '../db/busy';
import { translator, hasKey } from './i18n';
import { activeTraceId } from './observability/trace-context';

/**
 * The one error shape: `{ error }` or `{ errors }`, text from the catalog in the request's locale.
 * Validation failures also carry `fields` (path -> text) so forms can show them beside the field.
 * Anything unexpected is logged and answered with the generic text: 5xx never leak internals.
 */
const STATUS_KEYS: Record<number, string> = {
  // A 403 the routes did not explain (their own refusals carry their key): a refusal, not the XSRF one.
  403: 'errors:notPermitted',
  404: 'errors:notFound',
  413: 'errors:payloadTooLarge',
  415: 'errors:unsupportedMediaType',
  429: 'errors:tooManyRequests',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const t = req.t ?? translator('en');
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.message ?? '';
        const text = hasKey(key) ? t(key, issue.params as Record<string, unknown>) : t('errors:validation.invalid');
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[path] ??= text;
      }
      return reply.code(400).send({ errors: [...new Set(Object.values(fields))], fields });
    }
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, 'application error');
      const error = t(err.key, err.params);
      return reply.code(err.status).send({ error, ...(err.code ? { code: err.code } : {}), ...(err.field ? { fields: { [err.field]: error } } : {}) });
    }
    if (isDatabaseBusy(err)) {
      req.log.warn({ err }, 'database busy: answered 503');
      return reply.code(503).header('retry-after', '2').send({ error: t('errors:busy') });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = STATUS_KEYS[status] ?? (err.code?.startsWith('FST_ERR_CTP') ? 'errors:badJson' : 'errors:validation.invalid');
      return reply.code(status).send({ error: t(key) });
    }
    req.log.error({ err }, 'unexpected error');
    // A reference the person can quote: the trace's id when tracing is on, else the request's id (in the logs).
    return reply.code(500).send({ error: t('errors:generic'), reference: activeTraceId(req) ?? req.id });
  });
}
