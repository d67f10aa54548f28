import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { ADMIN_RETENTION_API } from '@portal/domain/privacy/paths';
import type { RetentionOverview } from '@portal/domain/privacy/retention-api';
import { CAN } from '@portal/domain/staff/roles';
import { get } from '../../lib/api-client';
import { RetentionPeriods, RetentionReport } from './retention-report';
import { RetentionRuns } from './retention-runs';
import { R } from './retention-format';
import { RunNow } from './run-now';

/**
 * Retention (administrators and operations): the periods in force, what the next run would touch
 * (the server's dry run, on each read), the runs so far, and "Run now" for administrators.
 */
export function RetentionPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const overview = useQuery({ queryKey: ['retention', 'overview'], queryFn: () => get<RetentionOverview>(ADMIN_RETENTION_API) });
  const canRun = (CAN.runRetention as readonly string[]).includes(permissions);
  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Title title={R('menu')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(R('heading'))}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 800 }}>{translate(R('intro'))}</Typography>
      {overview.isFetching && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{translate(R('loading'))}</Typography>
        </Box>
      )}
      {overview.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(overview.error as Error).message}
        </Alert>
      )}
      {overview.data && (
        <>
          <RetentionPeriods overview={overview.data} />
          <RetentionReport overview={overview.data} />
        </>
      )}
      {canRun && <RunNow />}
      <RetentionRuns />
    </Box>
  );
}
