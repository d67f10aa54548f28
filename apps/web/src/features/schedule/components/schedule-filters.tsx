import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_KINDS, MODALITIES } from '@portal/domain/course/course';
import { languageOf, type Locale } from '@portal/domain/locale/locales';
import { REGIONS_BY_COUNTRY, regionLabel, type Country } from '@portal/domain/regions/regions';
import { FILTER_KEYS, type ScheduleFilters as Filters } from '@portal/domain/schedule/filters';
import type { ScheduleFacets } from '@portal/domain/schedule/schedule';
import { PlainSelect } from '../../../components/plain-select';
import { useLocale } from '../../../lib/locale';
import { countryName } from './session-parts';
import * as css from './schedule-filters.css';

interface Option {
  value: string;
  label: string;
}

function stateLabel(country: string, code: string, locale: Locale): string {
  const region = REGIONS_BY_COUNTRY[country as Country]?.find((r) => r.code === code);
  return region ? regionLabel(region, languageOf(locale)) : code;
}

/**
 * Course, format, country, state and city. Each choice applies at once (the server filters);
 * state and city offer only what exists within the chosen country and state. Native selects:
 * the phone's own picker (components/plain-select.tsx).
 */
export function ScheduleFilters({ filters, facets, onChange }: { filters: Filters; facets: ScheduleFacets; onChange: (f: Filters) => void }) {
  const { t } = useTranslation('schedule');
  const [open, setOpen] = useState(false);
  const locale = useLocale();
  const states = facets.states.filter((s) => !filters.country || s.country === filters.country);
  const cities = facets.cities.filter((c) => (!filters.country || c.country === filters.country) && (!filters.state || c.state === filters.state));

  const options: Record<(typeof FILTER_KEYS)[number], Option[]> = {
    course: COURSE_KINDS.map((k) => ({ value: k, label: t(`course.${k}`) })),
    modality: MODALITIES.map((m) => ({ value: m, label: t(`modality.${m}`) })),
    country: facets.countries.map((c) => ({ value: c, label: countryName(c, locale) })),
    state: states.map((s) => ({ value: s.code, label: stateLabel(s.country, s.code, locale) })),
    city: [...new Set(cities.map((c) => c.city))].map((c) => ({ value: c, label: c })),
  };

  const change = (key: (typeof FILTER_KEYS)[number], value: string) => {
    const next: Filters = { ...filters, [key]: value || undefined };
    // A narrower place must lie within the wider one that was just changed.
    if (key === 'country' && next.state && !facets.states.some((s) => s.code === next.state && s.country === next.country)) next.state = undefined;
    if ((key === 'country' || key === 'state') && next.city && !facets.cities.some((c) => c.city === next.city && (!next.country || c.country === next.country) && (!next.state || c.state === next.state))) next.city = undefined;
    onChange(next);
  };
  const activeCount = FILTER_KEYS.filter((k) => filters[k]).length;
  const active = activeCount > 0;

  // Phones (below md): the filters fold behind one 'Filters' button, so the sessions come first.
  // CSS decides, not the script: the server's page is already folded on a phone, and nothing moves
  // when the app adopts it.
  return (
    <div className={css.filters}>
      {!open && (
        <button type="button" aria-expanded={false} onClick={() => setOpen(true)} className={css.show}>
          {active ? t('filters.toggleActive', { count: activeCount }) : t('filters.toggle')}
        </button>
      )}
      <section id="schedule-filters" aria-labelledby="schedule-filters-title" className={css.panel({ open })}>
        <div className={css.head}>
          <h2 id="schedule-filters-title" className={css.title}>
            {t('filtersTitle')}
          </h2>
          <button type="button" aria-expanded aria-controls="schedule-filters" onClick={() => setOpen(false)} className={css.hide}>
            {t('filters.hide')}
          </button>
        </div>
        <div className={css.grid}>
          {FILTER_KEYS.map((key) => {
            const value = filters[key] ?? '';
            // A value from a shared link that no session has any more still shows as chosen.
            const list = value && !options[key].some((o) => o.value === value) ? [...options[key], { value, label: value }] : options[key];
            return (
              <PlainSelect key={key} id={`schedule-filter-${key}`} label={t(`filters.${key}`)} value={value} onChange={(v) => change(key, v)}>
                <option value="">{t('filters.any')}</option>
                {list.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </PlainSelect>
            );
          })}
          <button type="button" onClick={() => onChange({})} disabled={!active} className={css.clear}>
            {t('filters.clear')}
          </button>
        </div>
      </section>
    </div>
  );
}
