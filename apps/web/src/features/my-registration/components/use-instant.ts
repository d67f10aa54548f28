import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@portal/domain/locale/format';
import { useLocale } from '../../../lib/locale';

/**
 * An instant the server decided (a cut-off), said in the session's own time zone and the page's
 * locale: "March 6, 2027 at 8:00 AM CST". Formatted in the browser and in the server's render
 * alike: paragraphs that show one take suppressHydrationWarning, since two ICU builds may space a
 * time differently.
 */
export function useInstant(timeZone: string) {
  const { t } = useTranslation('my-registration-page');
  const locale = useLocale();
  return (iso: string) => t('actions.at', { date: formatDate(iso, locale, timeZone), time: formatTime(iso, locale, timeZone) });
}
