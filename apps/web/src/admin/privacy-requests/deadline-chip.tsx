import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export const T = (key: string) => `admin-privacy:${key}`;

/** Amber from this many days left: a week to gather, check and send an answer. */
export const DEADLINE_SOON_DAYS = 7;

/**
 * Colours chosen for text contrast above 4.5:1 (WCAG AA) on their own background: dark brown on
 * pale amber (10.6:1), white on deep red (6.6:1). MUI's warning and error chips fall under it.
 */
const TONES = {
  soon: { bgcolor: '#FFF1C2', color: '#4D3100', borderColor: '#8A5A00' },
  late: { bgcolor: '#B3261E', color: '#FFFFFF', borderColor: '#B3261E' },
} as const;

/** The days left until the legal deadline (the server's count, from the domain's rule), for a request still open. */
export function DeadlineChip({ daysLeft, open }: { daysLeft: number; open: boolean }) {
  const translate = useTranslate();
  if (!open) return null;
  const label =
    daysLeft < 0 ? translate(T('deadline.late'), { count: -daysLeft }) : daysLeft === 0 ? translate(T('deadline.today')) : translate(T('deadline.left'), { count: daysLeft });
  const tone = daysLeft < 0 ? TONES.late : daysLeft <= DEADLINE_SOON_DAYS ? TONES.soon : undefined;
  return <Chip size="small" variant="outlined" label={label} sx={tone ? { ...tone, fontWeight: 600 } : undefined} />;
}
