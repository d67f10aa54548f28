import { useMemo } from 'react';
import { resolvePage } from '@portal/domain/marketing/content';
import { MARKETING_NS, marketingPage, type MarketingPageId } from '@portal/domain/marketing/pages';
import { loadNamespaces } from '../components/load-namespaces';
import { MarketingArticle } from '../components/marketing-article';
import { useCatalogLookup } from '../components/use-catalog-lookup';

/**
 * Every marketing page is this one component with a different page definition; the router asks
 * for `marketingRoute(id)`, whose loader fetches the page's catalogs before the first render.
 */
export function marketingRoute(id: MarketingPageId) {
  const page = marketingPage(id);
  const namespaces = [page.ns, MARKETING_NS];
  function MarketingPage() {
    const lookup = useCatalogLookup(namespaces);
    const content = useMemo(() => resolvePage(page, lookup), [lookup]);
    return <MarketingArticle content={content} />;
  }
  return { Component: MarketingPage, loader: () => loadNamespaces(namespaces) };
}
