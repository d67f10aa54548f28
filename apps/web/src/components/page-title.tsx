import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitleSet } from '../lib/tracking';

/** What the server's render of a page collects for its head (entry-server.tsx); absent in the browser. */
export interface PageHead {
  title?: string;
  description?: string;
}
export const PageHeadContext = createContext<PageHead | null>(null);

/**
 * Sets the document title ("Page | Brand"); tracking reads it for page_view. On the server it
 * hands the title (and the page's description, where it has one) to the head of the HTML.
 */
export function PageTitle({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  const brand = t('common:brand');
  const full = title ? `${title} | ${brand}` : brand;
  const head = useContext(PageHeadContext);
  if (head) Object.assign(head, { title: full }, description ? { description } : {});
  useEffect(() => {
    document.title = full;
    pageTitleSet();
  }, [full]);
  return null;
}
