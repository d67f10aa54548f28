import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '@portal/domain/site/paths';
import { FunnelStepper } from '../../../components/funnel/funnel-stepper';
import { useLocale } from '../../../lib/locale';
import { useAvailability } from '../api/get-availability';
import { InformationForm } from './information-form';
import { ResumeDialog } from './resume-dialog';

/** The dialog opens once per visit: someone who chose a new registration is not asked again on reload. */
const DISMISSED_KEY = 'registration-resume-dismissed';
const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** /registration?campaign_id=…: the offering's availability, the stepper, the resume dialog and the form. */
export function InformationStep({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation(['registration', 'funnel']);
  const locale = useLocale();
  const availability = useAvailability(campaignId, locale);
  // Opens by itself once per visit when the course can be booked; the button opens it any time.
  const [autoOpen, setAutoOpen] = useState(() => !wasDismissed());
  const [manualOpen, setManualOpen] = useState(false);

  if (availability.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common:loading')} sx={{ color: 'primary.dark' }} />
      </Box>
    );
  }
  if (availability.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{availability.error.message}</Alert>
        <Link component={RouterLink} to={PATHS.registration}>
          {t('chooser.back')}
        </Link>
      </Stack>
    );
  }
  const a = availability.data;
  const closeResume = () => {
    setAutoOpen(false);
    setManualOpen(false);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* private mode: the dialog may open again, nothing else changes */
    }
  };

  return (
    <Stack spacing={4}>
      <FunnelStepper current="information" status={null} courseType={a.course_type ?? 'live'} />
      <Box>
        <Typography sx={{ fontSize: '1.15rem' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>{t('courseLabel')} </Box>
          <Box component="strong">{a.title}</Box>
        </Typography>
        <Button variant="text" onClick={() => setManualOpen(true)} sx={{ mt: 1, minHeight: 44, px: 1, ml: -1 }}>
          {t('resume.open')}
        </Button>
      </Box>
      {a.availability && a.variant && a.course_type && a.modality ? (
        <InformationForm
          course={{ campaignId, variant: a.variant, courseType: a.course_type, modality: a.modality, teamSeats: a.team_seat_amount }}
          locale={locale}
          onSoldOut={() => void availability.refetch()}
        />
      ) : (
        <Alert severity="warning" sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{t('soldOut')}</Typography>
          <Link component={RouterLink} to={PATHS.schedule}>
            {t('soldOutAction')}
          </Link>
        </Alert>
      )}
      <ResumeDialog open={manualOpen || (autoOpen && a.availability)} onClose={closeResume} />
    </Stack>
  );
}
