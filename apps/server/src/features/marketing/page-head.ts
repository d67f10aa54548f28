import type { Locale } from '@portal/domain/locale/locales';
import type { Config } from '../../config';
import { escapeHtml as e } from '../../platform/html';
import { translator } from '../../platform/i18n';
import type { PageHeadTags } from '../../platform/web';
import { alternates, localizedPath, sitemapPaths } from './seo';

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', 'en-CA': 'en_CA', 'fr-CA': 'fr_CA' };

/**
 * The canonical and alternate links (one URL per page and locale) and the link-preview tags of a
 * server-rendered page that the sitemap lists; the title and description come from the page's
 * own render (PageTitle).
 */
export function pageHeadTags(config: Config): PageHeadTags {
  const indexed = new Set(sitemapPaths());
  return (path, locale, page) => {
    if (!indexed.has(path)) return '';
    const t = translator(locale);
    const canonical = config.publicUrl + localizedPath(path, locale);
    return [
      `<link rel="canonical" href="${e(canonical)}" />`,
      ...alternates(config.publicUrl, path).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${e(a.href)}" />`),
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${e(t('common:brand'))}" />`,
      page.title ? `<meta property="og:title" content="${e(page.title)}" />` : '',
      page.description ? `<meta property="og:description" content="${e(page.description)}" />` : '',
      `<meta property="og:url" content="${e(canonical)}" />`,
      `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
      `<meta name="twitter:card" content="summary" />`,
    ].join('');
  };
}
