/**
 * The address a page view reports to measurement (GTM's dataLayer, with consent): what in it opens
 * someone's registration is left out. A link's token (My registration, resume, privacy request
 * confirmations: `token`), a campaign page's registration (`id`) and the funnel's registration id
 * in the path are capabilities, not analytics; each is replaced by a placeholder, the rest kept.
 */
const SECRET_PARAMS = ['token', 'id'];
const FUNNEL_ID = /^(\/registration\/)[A-Za-z0-9_-]{22}(?=\/|$)/;

export function trackedUrl(href: string): string {
  const url = new URL(href);
  url.pathname = url.pathname.replace(FUNNEL_ID, '$1:id');
  for (const name of SECRET_PARAMS) if (url.searchParams.has(name)) url.searchParams.set(name, ':' + name);
  return url.toString();
}
