import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function ScheduleLoading() {
  const { t } = useTranslation('schedule');
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', minHeight: 160 }}>
      <CircularProgress size={24} aria-hidden sx={{ color: 'primary.dark' }} />
      <Typography>{t('loading')}</Typography>
    </Stack>
  );
}
