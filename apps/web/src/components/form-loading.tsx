import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded form's code arrives. */
export function FormLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('common:loading')} sx={{ color: 'primary.dark' }} />
    </Box>
  );
}
