import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PATHS } from '@portal/domain/site/paths';
import { FunnelStepper } from '../../../components/funnel/funnel-stepper';
import { Notice } from '../../../components/notice';
import { useLocale } from '../../../lib/locale';
import { HydratedButton } from '../../../components/form/hydrated-button';
import { useAvailability } from '../api/get-availability';
import { InformationForm } from './information-form';
import { LazyResumeDialog } from './lazy-resume-dialog';

/** `?resume=1`: the visitor came to pick up a registration (a link in an e-mail or a message): the dialog opens by itself. */
export const RESUME_PARAM = 'resume';

/** /registration?campaign_id=…: the offering's availability, the stepper, the resume dialog and the form. */
export function InformationStep({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation(['registration', 'funnel']);
  const locale = useLocale();
  // A visitor who has not started anything sees the form, with a banner offering the dialog; it
  // opens by itself only for a visitor who came to resume.
  const [params] = useSearchParams();
  const hold = params.get('hold') ?? undefined;
  const availability = useAvailability(campaignId, locale, hold);
  const [open, setOpen] = useState(() => params.get(RESUME_PARAM) === '1');

  if (availability.error) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Notice severity="error">{availability.error.message}</Notice>
        <Link component={RouterLink} to={PATHS.registration}>
          {t('chooser.back')}
        </Link>
      </Stack>
    );
  }
  const a = availability.data;
  if (!a) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common:loading')} sx={{ color: 'primary.dark' }} />
      </Box>
    );
  }

  return (
    <Stack spacing={4}>
      <FunnelStepper current="information" status={null} courseType={a.course_type ?? 'live'} />
      <Typography sx={{ fontSize: '1.15rem' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>{t('courseLabel')} </Box>
        <Box component="strong">{a.title}</Box>
      </Typography>
      <Notice severity="info">
        <Typography>{t('resume.banner')}</Typography>
        {/* The page may be the server's: the button opens nothing until the app has adopted it. */}
        <HydratedButton variant="outlined" onClick={() => setOpen(true)} sx={{ mt: 1, minHeight: 44, color: 'primary.dark' }}>
          {t('resume.open')}
        </HydratedButton>
      </Notice>
      {a.held_until && (
        <Notice severity="success">{t('hold.held', { until: new Date(a.held_until).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' }) })}</Notice>
      )}
      {hold && !a.held_until && <Notice severity="warning">{t('hold.invalid')}</Notice>}
      {a.availability && a.variant && a.course_type && a.modality ? (
        // The form is adopted in a task of its own, after the rest of the step (selective hydration).
        <Suspense fallback={null}>
          <InformationForm
            course={{ campaignId, variant: a.variant, courseType: a.course_type, modality: a.modality, teamSeats: a.team_seat_amount, holdToken: a.held_until ? hold : undefined }}
            locale={locale}
            onSoldOut={() => void availability.refetch()}
          />
        </Suspense>
      ) : (
        <Notice severity="warning" sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{t('soldOut')}</Typography>
          <Link component={RouterLink} to={PATHS.schedule}>
            {t('soldOutAction')}
          </Link>
        </Notice>
      )}
      <LazyResumeDialog open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
