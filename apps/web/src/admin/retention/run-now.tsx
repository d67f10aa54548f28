import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { ADMIN_RETENTION_API } from '@portal/domain/privacy/paths';
import { RETENTION_SKIPPED, type RetentionRunView } from '@portal/domain/privacy/retention-api';
import { post } from '../../lib/api-client';
import { R, totalOf } from './retention-format';

/**
 * Administrators only (the server refuses anyone else): a dry run at once, a real run after a
 * confirmation. The outcome is told as a notification; the report and the runs are read again.
 */
export function RunNow() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<null | 'dry' | 'real'>(null);

  const start = async (dryRun: boolean) => {
    setAsking(false);
    setBusy(dryRun ? 'dry' : 'real');
    try {
      const run = await post<RetentionRunView>(`${ADMIN_RETENTION_API}/runs`, { dryRun });
      const total = totalOf(run.counts);
      if (run.error === RETENTION_SKIPPED) notify(R('run.skipped'), { type: 'warning' });
      else if (run.error) notify(R('run.failed'), { type: 'error', messageArgs: { error: run.error } });
      else notify(R(dryRun ? 'run.dryDone' : 'run.done'), { type: 'success', messageArgs: { total } });
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: ['retention'] });
    }
  };

  return (
    <Box component="section" aria-labelledby="retention-run" sx={{ mb: 3 }}>
      <Typography id="retention-run" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(R('run.heading'))}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {translate(R('run.intro'))}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<FactCheckIcon />} disabled={busy !== null} onClick={() => void start(true)}>
          {translate(R('run.dryRun'))}
        </Button>
        <Button variant="contained" color="error" startIcon={<PlayArrowIcon />} disabled={busy !== null} onClick={() => setAsking(true)}>
          {translate(R('run.runNow'))}
        </Button>
        {busy && (
          <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography variant="body2">{translate(R('run.running'))}</Typography>
          </Box>
        )}
      </Stack>
      <Confirm
        isOpen={asking}
        title={R('run.confirmTitle')}
        content={R('run.confirmContent')}
        confirm={R('run.confirm')}
        // The brand colour on white is 3.2:1 as text; the dark shade reads at 5.4:1.
        sx={{ '& .ra-confirm': { color: 'primary.dark' } }}
        onConfirm={() => void start(false)}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
