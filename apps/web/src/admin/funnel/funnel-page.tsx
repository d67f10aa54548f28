import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { FunnelFigures } from '@portal/domain/funnel/figures';
import type { STALLABLE_STEPS } from '@portal/domain/funnel/schemas';
import { CAN } from '@portal/domain/staff/roles';
import { get } from '../../lib/api-client';
import { FunnelChart } from './funnel-chart';
import { FunnelFilters, useFunnelFilters } from './funnel-filters';
import { F, queryString } from './funnel-format';
import { FunnelSummary } from './funnel-summary';
import { StalledList } from './stalled-list';
import { TrendChart } from './trend-chart';

/**
 * The funnel dashboard: for a period and filters, how many registrants reached each step, the
 * conversions and times, the key figures and the weekly trend (the server counts; this page
 * draws), the CSV of the same figures, and the people stalled at a step.
 */
export function FunnelPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const filters = useFunnelFilters();
  const [step, setStep] = useState<(typeof STALLABLE_STEPS)[number]>('objectives');
  const q = queryString(filters.query);
  const query = useQuery({ queryKey: ['funnel', q], queryFn: () => get<FunnelFigures>(`/api/admin/funnel?${q}`), enabled: filters.valid });
  const canExport = (CAN.export as readonly string[]).includes(permissions);
  const showStalled = (s: typeof step) => {
    setStep(s);
    // To the list, for the keyboard and the screen reader too.
    requestAnimationFrame(() => document.getElementById('funnel-stalled')?.focus());
  };
  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Title title={F('menu')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(F('heading'))}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(F('intro'))}</Typography>
      <FunnelFilters filters={filters}>
        {canExport && (
          <Button variant="outlined" sx={{ mt: 1 }} disabled={!filters.valid} href={`/api/admin/funnel.csv?${q}`} download>
            {translate(F('exportCsv'))}
          </Button>
        )}
      </FunnelFilters>
      {query.isFetching && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{translate(F('loading'))}</Typography>
        </Box>
      )}
      {query.error && <Alert severity="error" sx={{ mb: 2 }}>{(query.error as Error).message}</Alert>}
      {query.data && (
        <>
          <FunnelSummary figures={query.data} />
          <FunnelChart steps={query.data.steps} onStalled={showStalled} />
          <TrendChart weeks={query.data.weeks} />
          <StalledList filter={filters.query} step={step} setStep={setStep} />
        </>
      )}
    </Box>
  );
}
