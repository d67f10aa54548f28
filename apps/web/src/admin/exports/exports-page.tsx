import { Box, Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PeriodFields, usePeriod } from '../layout/period-fields';
import { EXPORT_KINDS } from '@portal/domain/exports/schemas';

const T = (key: string) => `admin:exports.${key}`;

/** CSV downloads of registrations, payments, leads and attendance for a period (streamed by the server). */
export function ExportsPage() {
  const translate = useTranslate();
  const period = usePeriod();
  const { from, to, valid } = period;
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Title title={T('menu')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(T('heading'))}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(T('intro'))}</Typography>
      <PeriodFields period={period} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {EXPORT_KINDS.map((kind) => (
          <Button key={kind} variant="contained" disabled={!valid} href={`/api/admin/exports/${kind}.csv?from=${from}&to=${to}`} download>
            {translate(T(`kinds.${kind}`))}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
