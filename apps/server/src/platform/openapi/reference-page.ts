import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed } from '../compressed';
import { DOCS_PREFIX, OPENAPI_PATH } from './paths';

/** Redoc's standalone bundle (its own React inside), served from our origin under /api/docs. */
export const REDOC_SCRIPT = `${DOCS_PREFIX}/static/redoc.standalone.js`;

// Redoc's side menu ends with a 'Redocly' credit whose logo is an <img> from its CDN, fetched on
// every load (no option turns it off): the page must load nothing from another host, so the
// served copy points it at an empty inline image. The link and its text stay.
const REDOCLY_LOGO = '"https://cdn.redoc.ly/redoc/logo-mini.svg"';
const EMPTY_IMAGE = `"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"`;

function loadBundle(): string {
  const source = readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  // A new Redoc that moved the logo fails loudly here rather than calling its CDN from the page.
  if (!source.includes(REDOCLY_LOGO)) throw new Error('redoc.standalone.js no longer names its CDN logo: check the page still loads nothing from outside');
  return source.replaceAll(REDOCLY_LOGO, EMPTY_IMAGE);
}

// The <redoc> element is found and started by the bundle itself: no inline script, so the page's
// policy keeps script-src 'self'. The main landmark holds the whole reference.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Provider Portal API</title>
</head>
<body style="margin:0">
<main><redoc spec-url="${OPENAPI_PATH}"></redoc></main>
<script src="${REDOC_SCRIPT}"></script>
</body>
</html>
`;

const PAGE_KEY = {};

/** The reference page (Redoc) at /api/docs and its script; the bundle is read on the first request. */
export function registerReferencePage(app: FastifyInstance) {
  // The object is also the key of its compressed copies (compressed.ts), kept for the process.
  let bundle: { text: string } | undefined;
  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    return sendCompressed(req, reply, PAGE_KEY, () => PAGE);
  };
  // The server ignores a trailing slash: this answers /api/docs/ too.
  app.get(DOCS_PREFIX, { schema: { hide: true } }, page);
  app.get(REDOC_SCRIPT, { schema: { hide: true } }, async (req, reply) => {
    bundle ??= { text: loadBundle() };
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding');
    return sendCompressed(req, reply, bundle, () => bundle!.text);
  });
}
