import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogLookup } from '@portal/domain/marketing/content';
import { factValues } from '@portal/domain/marketing/facts';
import { useLocale } from '../../../lib/locale';

/**
 * Reads marketing catalogs the way the server does: key by key with the locale's fallbacks,
 * with the program's figures interpolated, so the page matches the server-rendered HTML.
 */
export function useCatalogLookup(namespaces: string[]): CatalogLookup {
  const { t, i18n } = useTranslation(namespaces);
  const locale = useLocale();
  return useMemo(() => {
    const values = factValues(locale);
    return (key: string) => (i18n.exists(key) ? (t(key, { ...values, returnObjects: true }) as unknown) : undefined);
  }, [t, i18n, locale]);
}
