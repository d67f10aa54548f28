import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentLanguage } from '@portal/domain/education/modules';
import { injectConfig } from '../web';
import { launchUrl, PackageRegistry, type ScormPackage } from './packages';
import { loadStoredZip } from './stored';
import { PACKAGE_LIMITS, safePackagePath } from './zip';

declare module 'fastify' {
  interface FastifyInstance {
    scorm: PackageRegistry;
  }
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8', htm: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8', json: 'application/json', xml: 'application/xml', xsd: 'application/xml',
  txt: 'text/plain; charset=utf-8', vtt: 'text/vtt', svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg',
  jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', ico: 'image/x-icon', mp3: 'audio/mpeg', mp4: 'video/mp4',
  webm: 'video/webm', ogg: 'audio/ogg', wav: 'audio/wav', woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf',
  otf: 'font/otf', pdf: 'application/pdf', swf: 'application/octet-stream',
};
export const contentType = (path: string) => TYPES[path.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
/** Every media type a package file is served as (the preview route's declared answers). */
export const PACKAGE_MEDIA_TYPES = [...new Set([...Object.values(TYPES), 'application/octet-stream'].map((type) => type.split(';')[0]))];

/**
 * Package files get their own CSP: the player page embeds them (frame-ancestors 'self') and they
 * reach the LMS API in the parent frame, so they stay on our origin. Our packages need no inline
 * script; third-party packages (uploaded in the back office, or in development) usually do, so only they get 'unsafe-inline'.
 */
export function packageCsp(trusted: boolean): string {
  const script = trusted ? "'self'" : "'self' 'unsafe-inline'";
  return [
    "default-src 'self'", `script-src ${script}`, "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
    "media-src 'self'", "font-src 'self' data:", "connect-src 'self'", "frame-src 'self'", "frame-ancestors 'self'",
    "object-src 'none'", "base-uri 'self'", "form-action 'self'",
  ].join('; ');
}

/**
 * Answers one file of a package: the path checked like the zip's entries (no '..', no absolute
 * or odd names), the package's CSP, and 404 for anything else. The registrants' /scorm/ route and
 * the back office's preview route both serve files through here.
 */
export function sendPackageFile(req: FastifyRequest, reply: FastifyReply, pkg: ScormPackage | undefined, rawPath: string) {
  const path = safePackagePath(rawPath);
  const file = pkg && path ? pkg.files.get(path) : undefined;
  if (!pkg || !file) return reply.code(404).type('text/plain; charset=utf-8').send(req.t('errors:notFound'));
  return reply
    .header('content-security-policy', packageCsp(pkg.trusted))
    .header('cache-control', 'no-cache')
    .type(contentType(path!))
    .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
}

const UploadSchema = z.object({ data: z.base64({ error: 'education:package.notZip' }).max(Math.ceil((PACKAGE_LIMITS.zipBytes * 4) / 3) + 4) });

/** SCORM packages: the registry (app.scorm), the package files, and in development an upload to try any package in the player. */
export default fp(async function scormPackages(app: FastifyInstance, opts: { dev: boolean; registry?: PackageRegistry }) {
  const registry = opts.registry ?? PackageRegistry.withOwnModules();
  registry.useStore((id) => loadStoredZip(app.db.orm, id));
  app.decorate('scorm', registry);

  app.get<{ Params: { packageId: string; '*': string } }>('/scorm/:packageId/*', async (req, reply) =>
    sendPackageFile(req, reply, await app.scorm.resolve(req.params.packageId), req.params['*']),
  );

  if (!opts.dev) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/dev/scorm-packages', { bodyLimit: PACKAGE_LIMITS.zipBytes * 1.4, schema: { body: UploadSchema } }, async (req) => {
    const pkg = app.scorm.addZip(new Uint8Array(Buffer.from(req.body.data, 'base64')));
    const lang = contentLanguage(req.locale);
    return { id: pkg.id, title: pkg.title, version: pkg.version, scos: pkg.scos.map((s) => ({ id: s.id, title: s.title, launchUrl: launchUrl(pkg, s.launch, lang) })) };
  });
  // The web app's package test page: a known page path only where the upload exists.
  app.get('/dev/scorm-player', async (_req, reply) => {
    const index = join(resolve(app.config.webDist), 'index.html');
    if (!existsSync(index)) return reply.code(503).type('text/plain').send('The web app is not built: run npm run build');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(injectConfig(readFileSync(index, 'utf8'), app.config));
  });
}, { name: 'scorm-packages' });
