import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADMIN_BASE } from '@portal/domain/site/paths';

/** The recovery codes, shown once at the end of set-up, then on to sign-in. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <Stack spacing={2.5}>
      <Typography>{t('setup.recoveryIntro')}</Typography>
      <Box
        component="ol"
        aria-label={t('setup.recoveryList')}
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, m: 0, pl: 4, bgcolor: 'grey.100', borderRadius: 1, py: 1.5 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" size="large" onClick={() => navigate(`${ADMIN_BASE}/login`)}>
        {t('setup.done')}
      </Button>
    </Stack>
  );
}
