import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UNIVERSITY_LEARN_MORE_PATH } from '@portal/domain/university/paths';

/** Step two: received, what happens next, and where to read more. Focus moves to its heading. */
export function SubmissionReceived() {
  const { t } = useTranslation('university');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* A plain SVG rather than MUI's SvgIcon keeps the icon code out of the page's first download. */}
      <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 48, height: 48, fill: 'currentColor', color: 'success.dark' }}>
        <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />
      </Box>
      <Typography variant="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {t('done.title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400 }}>
        {t('done.text')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={UNIVERSITY_LEARN_MORE_PATH}>
        {t('done.learnMore')}
      </Button>
    </Stack>
  );
}
