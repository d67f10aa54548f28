import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { COURSE_TYPES, VARIANTS } from '@portal/domain/course/course';
import { LOCALES } from '@portal/domain/locale/locales';
import { PeriodFields, usePeriod } from '../layout/period-fields';
import { F } from './funnel-format';

export interface FunnelFilterValues {
  courseType: string;
  variant: string;
  offeringId: string;
  locale: string;
  utmSource: string;
  utmCampaign: string;
}

const EMPTY: FunnelFilterValues = { courseType: '', variant: '', offeringId: '', locale: '', utmSource: '', utmCampaign: '' };

/** The period and the filters of the funnel; the query uses them once the period is valid. */
export function useFunnelFilters() {
  const period = usePeriod();
  const [values, setValues] = useState(EMPTY);
  const set = (key: keyof FunnelFilterValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  return { period, values, set, query: { from: period.from, to: period.to, ...values }, valid: period.valid };
}

const field = { flex: '1 1 160px', minWidth: 0, maxWidth: { sm: 260 } } as const;

export function FunnelFilters({ filters, children }: { filters: ReturnType<typeof useFunnelFilters>; children?: React.ReactNode }) {
  const translate = useTranslate();
  const { values, set } = filters;
  const sessions = useGetList('sessions', { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' } });
  const select = (key: keyof FunnelFilterValues, choices: { id: string; name: string }[]) => (
    <TextField select sx={field} label={translate(F(`filters.${key}`))} value={values[key]} onChange={(e) => set(key, e.target.value)}>
      <MenuItem value="">{translate(F('filters.any'))}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <section aria-label={translate(F('filters.label'))}>
      <PeriodFields period={filters.period}>{children}</PeriodFields>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {select('courseType', COURSE_TYPES.map((id) => ({ id, name: translate(F(`filters.courseTypes.${id}`)) })))}
        {select('variant', VARIANTS.map((id) => ({ id, name: translate(F(`filters.variants.${id}`)) })))}
        {select('offeringId', (sessions.data ?? []).map((s) => ({ id: String(s.id), name: [s.titleEn, s.city].filter(Boolean).join(' · ') })))}
        {select('locale', LOCALES.map((id) => ({ id, name: translate(F(`filters.locales.${id}`)) })))}
        <TextField sx={field} label={translate(F('filters.utmSource'))} value={values.utmSource} onChange={(e) => set('utmSource', e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextField sx={field} label={translate(F('filters.utmCampaign'))} value={values.utmCampaign} onChange={(e) => set('utmCampaign', e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      </Stack>
    </section>
  );
}
