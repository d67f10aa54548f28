import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NEXT_STEPS, surveyUrl } from '@portal/domain/completion/completion';
import { externalLink } from '@portal/domain/site/links';
import { FormLoading } from '../../../components/form-loading';
import { Notice } from '../../../components/notice';
import { useLocale } from '../../../lib/locale';
import { siteConfig } from '../../../lib/site-config';
import { useConfirmation } from '../api/get-confirmation';
import { CourseDetails } from './course-details';
import { ExternalLink } from './external-link';
import { ReceiptDownload } from './receipt-download';
import { TicketList } from './ticket-list';

/** The user ID, the course, the receipt, next steps, the provider portal and the survey (GET /api/confirmation/{id}). */
export function CompletionDetails({ id }: { id: string }) {
  const { t } = useTranslation('completion');
  const locale = useLocale();
  const confirmation = useConfirmation(id);

  if (confirmation.error) return <Notice severity="error">{confirmation.error.message}</Notice>;
  const c = confirmation.data;
  if (!c) return <FormLoading />;
  return (
    <Stack spacing={3}>
      <Typography>{t('intro', { name: c.firstName })}</Typography>
      <Paper variant="outlined" component="section" aria-labelledby="user-id-heading" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'primary.main', borderWidth: 2 }}>
        <Typography id="user-id-heading" variant="h2" sx={{ fontSize: '1.1rem' }}>
          {t('userId.label')}
        </Typography>
        <Typography data-testid="clin-id" sx={{ fontSize: '2rem', fontWeight: 700, letterSpacing: 1, fontFamily: 'monospace' }}>
          {c.clinId}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('userId.help')}
        </Typography>
      </Paper>
      {c.limitedPortalView && <Notice severity="info">{t('limitedView')}</Notice>}
      <Typography variant="body2">{c.confirmationEmailed ? t('emailNote', { email: c.email }) : t('confirmedNote')}</Typography>
      <CourseDetails course={c.course} />
      {c.tickets.length > 0 && <TicketList tickets={c.tickets} />}
      {c.receipt && <ReceiptDownload receipt={c.receipt} />}
      <Box component="section" aria-labelledby="next-steps-heading">
        <Typography id="next-steps-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          {t('nextStepsTitle')}
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { py: 0.5 } }}>
          {NEXT_STEPS.map((s) => (
            <li key={s}>{t(`nextSteps.${s}`)}</li>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="portal-heading">
        <Typography id="portal-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          {t('portal.title')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('portal.text')}</Typography>
        <ExternalLink href={externalLink('providerLogin', locale, siteConfig())}>{t('portal.link')}</ExternalLink>
      </Box>
      <Box component="section" aria-labelledby="survey-heading">
        <Typography id="survey-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          {t('survey.title')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('survey.text')}</Typography>
        <ExternalLink href={surveyUrl(locale, siteConfig())}>{t('survey.link')}</ExternalLink>
      </Box>
    </Stack>
  );
}
