import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CertificateListItem } from '@portal/domain/certificates/certificates';
import { formatNumber } from '@portal/domain/locale/format';
import { useLocale } from '../../../lib/locale';

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/** One card per certificate: course, date, CE hours, and the two PDF downloads. */
export function CertificateList({ certificates }: { certificates: CertificateListItem[] }) {
  const { t } = useTranslation('certificates');
  const locale = useLocale();
  return (
    <Stack spacing={2} component="section" aria-labelledby="certificates-results">
      <Typography id="certificates-results" variant="h2">
        {t('resultsTitle')}
      </Typography>
      {certificates.map((c) => {
        const what = t('downloadFor', { title: c.title, date: c.date });
        return (
          <Paper key={c.id} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h3" sx={{ mb: 0.5 }}>
              {c.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              {c.date} · {t('ceHoursValue', { hours: formatNumber(c.ceHours, locale) })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button variant="contained" href={c.certificateUrl} download>
                {t('downloadCertificate')}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {what}
                </Box>
              </Button>
              <Button variant="outlined" href={c.letterUrl} download>
                {t('downloadLetter')}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {what}
                </Box>
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
