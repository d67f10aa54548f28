import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * Full-screen overlay: shown while a route change loads, hidden on completion or error.
 * A plain fixed box rather than MUI's Backdrop, which would bring the transition library into
 * every page's first download.
 */
export function LoadingOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <Box
      data-testid="loading-overlay"
      sx={{ position: 'fixed', inset: 0, zIndex: 1400, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'rgba(255,255,255,0.7)' }}
    >
      <CircularProgress aria-label={t('loading')} sx={{ color: 'primary.dark' }} />
    </Box>
  );
}

export function RouteLoadingOverlay() {
  const navigation = useNavigation();
  return <LoadingOverlay open={navigation.state !== 'idle'} />;
}
