import type { FastifyRequest } from 'fastify';
import type { Locale } from '@portal/domain/locale/locales';
import { formatDate } from '@portal/domain/locale/format';
import { resolvePage, type PageContent } from '@portal/domain/marketing/content';
import { marketingPageAt, type CtaTarget } from '@portal/domain/marketing/pages';
import { TERMS_NS } from '@portal/domain/marketing/terms';
import { externalLink } from '@portal/domain/site/links';
import { PROVIDER_NAV, TERMS_PATH } from '@portal/domain/site/navigation';
import type { Config } from '../../config';
import { escapeHtml as e } from '../../platform/html';
import { translator } from '../../platform/i18n';
import type { PageRenderer, ServerRenderedPage } from '../../platform/web';
import { catalogLookup } from './catalog';
import { marketingArticle, termsArticle } from './page-html';
import { alternates, localizedPath } from './seo';
import { SSR_STYLE } from './ssr-style';
import { getTerms } from './terms-service';
import { assetHints } from './web-assets';

/** The web app's route modules (keys of the build manifest), whose CSS the page inlines. */
const MARKETING_ROUTE = 'src/features/marketing/routes/marketing-page.tsx';
const TERMS_ROUTE = 'src/features/marketing/routes/terms-page.tsx';
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', 'en-CA': 'en_CA', 'fr-CA': 'fr_CA' };

/**
 * Server-rendered marketing pages and terms, in the request's locale. The content is the same
 * catalog text the web app shows, so each page is cached per path and locale after its first request.
 */
export function marketingPageRenderer(config: Config): PageRenderer {
  const cache = new Map<string, ServerRenderedPage>();
  const hints = assetHints(config.webDist);
  return (req: FastifyRequest, path: string) => {
    const page = marketingPageAt(path);
    if (!page && path !== TERMS_PATH) return undefined;
    const key = `${req.locale} ${path}`;
    let rendered = cache.get(key);
    if (!rendered) {
      rendered = page
        ? marketingHtml(config, path, req.locale, resolvePage(page, catalogLookup(req.locale)), hints(MARKETING_ROUTE))
        : termsHtml(config, req.locale, hints(TERMS_ROUTE));
      cache.set(key, rendered);
    }
    return rendered;
  };
}

function marketingHtml(config: Config, path: string, locale: Locale, content: PageContent, hints: string): ServerRenderedPage {
  const href = ctaHref(content.cta.target, locale, config);
  return pageHtml(config, path, locale, content.title, content.description, marketingArticle(content, href), hints);
}

function termsHtml(config: Config, locale: Locale, hints: string): ServerRenderedPage {
  const terms = getTerms(locale);
  const lookup = catalogLookup(locale);
  const t = translator(locale);
  const labels = {
    effective: t(`${TERMS_NS}:effective`, { date: formatDate(terms.effectiveDate, locale) }),
    version: t(`${TERMS_NS}:version`, { version: terms.version }),
  };
  return pageHtml(config, TERMS_PATH, locale, terms.title, String(lookup(`${TERMS_NS}:description`)), termsArticle(terms, labels), hints);
}

function ctaHref(target: CtaTarget, locale: Locale, config: Config): string {
  return 'external' in target ? externalLink(target.external, locale, config.site) : localizedPath(target.path, locale);
}

function pageHtml(
  config: Config,
  path: string,
  locale: Locale,
  title: string,
  description: string,
  article: string,
  hints: string,
): ServerRenderedPage {
  const t = translator(locale);
  const fullTitle = `${title} | ${t('common:brand')}`;
  const canonical = config.publicUrl + localizedPath(path, locale);
  const head = [
    `<link rel="canonical" href="${e(canonical)}" />`,
    ...alternates(config.publicUrl, path).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${e(a.href)}" />`),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${e(t('common:brand'))}" />`,
    `<meta property="og:title" content="${e(title)}" />`,
    `<meta property="og:description" content="${e(description)}" />`,
    `<meta property="og:url" content="${e(canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<style>${SSR_STYLE}</style>`,
    hints,
  ].join('');
  return { lang: locale, title: fullTitle, description, head, body: shell(config, locale, article) };
}

/** Header and footer links, so crawlers find every page from any page. */
function shell(config: Config, locale: Locale, article: string): string {
  const t = translator(locale);
  const nav =
    PROVIDER_NAV.map((item) => `<li><a href="${e(localizedPath(item.path, locale))}">${e(t(item.label))}</a></li>`).join('') +
    `<li><a href="${e(externalLink('contactUs', locale, config.site))}">${e(t('common:nav.contactUs'))}</a></li>`;
  return (
    `<div class="ssr">` +
    `<header class="ssr-top"><div class="ssr-bar"><a class="ssr-brand" href="${e(localizedPath('/', locale))}" aria-label="${e(t('common:brand'))}">` +
    `<img src="/art/brand/logo-mark.svg" width="36" height="36" alt="" /><span>${e(t('common:brand'))}</span></a></div>` +
    `<nav class="ssr-nav" aria-label="${e(t('common:nav.label'))}"><ul>${nav}</ul></nav></header>` +
    `<main id="main" class="ssr-main">${article}</main>` +
    `<footer class="ssr-foot"><a href="${e(localizedPath(TERMS_PATH, locale))}">${e(t('common:footer.terms'))}</a></footer>` +
    `</div>`
  );
}
