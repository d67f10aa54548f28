import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { EXPORT_KINDS } from '@portal/domain/exports/schemas';

const T = (key: string) => `admin:exports.${key}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** CSV downloads of registrations, payments, leads and attendance for a period (streamed by the server). */
export function ExportsPage() {
  const translate = useTranslate();
  const [from, setFrom] = useState(day(-29));
  const [to, setTo] = useState(day(0));
  const valid = Boolean(from && to && from <= to);
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Title title={T('menu')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(T('heading'))}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(T('intro'))}</Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <TextField type="date" label={translate(T('from'))} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label={translate(T('to'))} value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} error={!valid} helperText={valid ? ' ' : translate('admin:dashboard.badPeriod')} />
      </Stack>
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
