import type { Locale } from '@portal/domain/locale/locales';
import type { CatalogLookup } from '@portal/domain/marketing/content';
import { factValues } from '@portal/domain/marketing/facts';
import { hasKey, translator } from '../../platform/i18n';

/**
 * Catalog reads for marketing content in one locale: en-CA and fr-CA fall back to en key by key,
 * and the program's figures are interpolated, exactly as the web app reads them.
 */
export function catalogLookup(locale: Locale): CatalogLookup {
  const t = translator(locale);
  const values = factValues(locale);
  return (key) => (hasKey(key) ? (t(key, { ...values, returnObjects: true }) as unknown) : undefined);
}
