import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_PARAM, LOCALES, normalizeLocale } from '@portal/domain/locale/locales';
import { changeLocale, useLocale } from '../../lib/locale';
import { hydratingMark, useHydrated } from '../../lib/use-hydrated';

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
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="label" htmlFor={id} sx={hideLabel ? visuallyHidden : { fontSize: '0.875rem', color: 'text.secondary' }}>
        {t('locale.label')}
      </Box>
      <Box
        component="select"
        id={id}
        data-testid="locale-switcher"
        value={locale}
        disabled={!hydrated}
        {...hydratingMark(hydrated)}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) => void onChange(e.target.value)}
        sx={{ font: 'inherit', fontSize: '0.9rem', py: 0.75, px: 1, borderRadius: 1, border: '1px solid #767676', bgcolor: 'background.paper', color: 'text.primary' }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l === 'fr-CA' ? 'fr' : 'en'}>
            {t(`locale.${l}`)}
          </option>
        ))}
      </Box>
    </Box>
  );
}
