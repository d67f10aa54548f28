import { Box, Button, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '@portal/domain/site/paths';
import { Notice } from '../../../components/notice';
import { useLocale } from '../../../lib/locale';
import { HydratedButton } from '../../../components/form/hydrated-button';
import { useCourses } from '../api/get-courses';
import { LazyResumeDialog } from './lazy-resume-dialog';

const registerPath = (id: string) => `${PATHS.registration}?campaign_id=${encodeURIComponent(id)}`;

/** /registration without a campaign id: the on-demand courses, or the live training schedule. */
export function CourseChooser() {
  const { t } = useTranslation('registration');
  const locale = useLocale();
  const courses = useCourses(locale);
  const [resumeOpen, setResumeOpen] = useState(false);

  return (
    <Stack spacing={4}>
      <Typography sx={{ maxWidth: 760 }}>{t('chooser.intro')}</Typography>
      <Box component="section" aria-labelledby="chooser-on-demand">
        <Typography id="chooser-on-demand" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          {t('chooser.onDemandTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('chooser.onDemandText')}</Typography>
        {courses.isPending && !courses.error && <CircularProgress aria-label={t('common:loading')} sx={{ color: 'primary.dark' }} />}
        {courses.error && <Notice severity="error">{courses.error.message}</Notice>}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
          {courses.data?.map((c) => (
            <Card key={c.id} variant="outlined">
              <CardContent>
                <Typography id={`course-${c.id}`} variant="h3" sx={{ fontSize: '1.2rem' }}>
                  {c.title}
                </Typography>
              </CardContent>
              <CardActions sx={{ p: 2, pt: 0 }}>
                <Button variant="contained" component={RouterLink} to={registerPath(c.id)} sx={{ minHeight: 48 }} aria-describedby={`course-${c.id}`}>
                  {t('chooser.register')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="chooser-live">
        <Typography id="chooser-live" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          {t('chooser.liveTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('chooser.liveText')}</Typography>
        <Button variant="outlined" component={RouterLink} to={PATHS.schedule} sx={{ minHeight: 48 }}>
          {t('chooser.liveAction')}
        </Button>
      </Box>
      <Box>
        {/* The page may be the server's: the button opens nothing until the app has adopted it. */}
        <HydratedButton variant="text" onClick={() => setResumeOpen(true)} sx={{ minHeight: 44, px: 1, ml: -1 }}>
          {t('resume.open')}
        </HydratedButton>
        <LazyResumeDialog open={resumeOpen} onClose={() => setResumeOpen(false)} />
      </Box>
    </Stack>
  );
}
