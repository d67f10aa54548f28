import { Stack, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A period of days, the last 30 by default; valid once both ends are set and in order. */
export function usePeriod() {
  const [from, setFrom] = useState(day(-29));
  const [to, setTo] = useState(day(0));
  return { from, to, setFrom, setTo, valid: Boolean(from && to && from <= to) };
}

/** The 'From' and 'To' days of a period (the dashboard, exports); they wrap onto two lines on a phone. */
export function PeriodFields({ period, children }: { period: ReturnType<typeof usePeriod>; children?: ReactNode }) {
  const translate = useTranslate();
  const { from, to, setFrom, setTo, valid } = period;
  const field = { flex: '1 1 140px', maxWidth: 220 } as const;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}>
      <TextField type="date" sx={field} label={translate('admin:dashboard.from')} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField
        type="date"
        sx={field}
        label={translate('admin:dashboard.to')}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={!valid}
        helperText={valid ? undefined : translate('admin:dashboard.badPeriod')}
      />
      {children}
    </Stack>
  );
}
