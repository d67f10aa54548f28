import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The centred card of the screens before sign-in (log-in, account set-up). */
export function AccessCard({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            {t('title')}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: '1.75rem !important' }} tabIndex={-1}>
            {heading}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
