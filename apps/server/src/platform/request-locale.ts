import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TFunction } from 'i18next';
import { LOCALE_COOKIE, LOCALE_PARAM, resolveLocale, type Locale } from '@portal/domain/locale/locales';
import { translator } from './i18n';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t: TFunction;
  }
}

/** Every request gets its locale (query parameter, then cookie, then en) and a translator. */
export default fp(async function requestLocale(app: FastifyInstance) {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('t', null as unknown as TFunction);
  // Callback style: no promise per request on a hook every request runs.
  app.addHook('onRequest', (req, _reply, done) => {
    const query = req.query as Record<string, unknown> | undefined;
    req.locale = resolveLocale(query?.[LOCALE_PARAM], req.cookies[LOCALE_COOKIE]);
    req.t = translator(req.locale);
    done();
  });
}, { name: 'request-locale', dependencies: ['@fastify/cookie'] });
