import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The thank-you state (spec section 4): submitted, and a team member will follow up. Focus moves to its heading. */
export function ContactThanks() {
  const { t } = useTranslation('leads');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 48, height: 48, fill: 'currentColor', color: 'success.dark' }}>
        <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />
      </Box>
      <Typography variant="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {t('contact.thanks.title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400 }}>
        {t('contact.thanks.text')}
      </Typography>
      <Button variant="outlined" component={RouterLink} to="/">
        {t('contact.thanks.home')}
      </Button>
    </Stack>
  );
}
