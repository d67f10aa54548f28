import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_PARAM, LOCALES, normalizeLocale } from '@portal/domain/locale/locales';
import { changeLocale, useLocale } from '../../lib/locale';
import { hydratingMark, useHydrated } from '../../lib/use-hydrated';
import { visuallyHidden } from '../../styles/layout.css';
import * as css from './locale-switcher.css';

/**
 * A visible language choice; remembered in the locale cookie and kept in the URL if it had one.
 * A native select: accessible everywhere, best on phones, and no menu code in the first download.
 * Disabled until the app has adopted the server's page, as the forms' buttons are: a choice made
 * before then would change nothing.
 */
export function LocaleSwitcher({ hideLabel = false }: { hideLabel?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const hydrated = useHydrated();

  const onChange = async (value: string) => {
    const next = normalizeLocale(value);
    if (!next) return;
    await changeLocale(next);
    const params = new URLSearchParams(location.search);
    if (params.has(LOCALE_PARAM)) {
      params.set(LOCALE_PARAM, next);
      navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { replace: true });
    }
  };

  return (
    <div className={css.root}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : css.label}>
        {t('locale.label')}
      </label>
      <select
        id={id}
        data-testid="locale-switcher"
        className={css.select}
        value={locale}
        disabled={!hydrated}
        {...hydratingMark(hydrated)}
        onChange={(e) => void onChange(e.target.value)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l === 'fr-CA' ? 'fr' : 'en'}>
            {t(`locale.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
