import { CONTACT_US_PATH } from '@portal/domain/leads/paths';
import { FALLBACK_LOCALE, LOCALE_PARAM, LOCALES, type Locale } from '@portal/domain/locale/locales';
import { MARKETING_PAGES } from '@portal/domain/marketing/pages';
import { TERMS_PATH } from '@portal/domain/site/navigation';
import { PATHS } from '@portal/domain/site/paths';
import { isKnownPagePath } from '@portal/domain/site/routes';
import { UNIVERSITY_FORM_PATH } from '@portal/domain/university/paths';
import { PRIVACY_PATH, PRIVACY_REQUEST_PATH } from '@portal/domain/privacy/paths';
import { escapeHtml } from '../../platform/html';

/**
 * One URL per page and locale: the locale parameter selects the language (en needs none), so
 * crawlers, which keep no cookies, can reach every language. en is also the x-default.
 */
export function localizedPath(path: string, locale: Locale): string {
  return locale === FALLBACK_LOCALE ? path : `${path}?${LOCALE_PARAM}=${encodeURIComponent(locale)}`;
}

export function alternates(publicUrl: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: publicUrl + localizedPath(path, locale) })),
    { hreflang: 'x-default', href: publicUrl + localizedPath(path, FALLBACK_LOCALE) },
  ];
}

/**
 * Public pages worth indexing, once their feature serves them: an allow-list, since some served
 * paths are states of a visitor's own registration (complete, resume links) rather than pages.
 */
export function sitemapPaths(): string[] {
  const pages = [
    PATHS.home,
    ...MARKETING_PAGES.map((p) => p.path),
    TERMS_PATH,
    PRIVACY_PATH,
    PRIVACY_REQUEST_PATH,
    PATHS.registration,
    PATHS.schedule,
    PATHS.scannerTrial,
    CONTACT_US_PATH,
    UNIVERSITY_FORM_PATH,
  ];
  return [...new Set(pages)].filter((p) => isKnownPagePath(p));
}

export function sitemapXml(publicUrl: string): string {
  const urls = sitemapPaths().flatMap((path) => {
    const links = alternates(publicUrl, path)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`)
      .join('\n');
    return LOCALES.map((locale) => `  <url>\n    <loc>${escapeHtml(publicUrl + localizedPath(path, locale))}</loc>\n${links}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /dev/', 'Disallow: /admin', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
