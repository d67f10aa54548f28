import { formatMoney } from '@portal/domain/locale/format';
import { normalizeLocale } from '@portal/domain/locale/locales';
import { i18next } from '../../lib/i18n';

/** Cents in a currency, written the way the staff member's locale writes money. */
export const money = (cents: number, currency: 'USD' | 'CAD') => formatMoney({ cents, currency }, normalizeLocale(i18next.language) ?? 'en');
