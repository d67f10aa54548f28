import { Box, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@portal/domain/locale/format';
import { PRIVACY_PATH } from '@portal/domain/privacy/paths';
import { PRIVACY_REQUEST_DEADLINE_DAYS, privacyRequestDueAt } from '@portal/domain/privacy/requests';
import type { PrivacyRequestReceived } from '@portal/domain/privacy/request-api';
import { useLocale } from '../../../lib/locale';
import { NS } from './privacy-request-form';

/**
 * After sending: where the link went, that nothing counts until it is followed, and the deadline.
 * The deadline is that of a request received now: the answer says nothing of an earlier request
 * (the confirmation page shows the real one). Focus moves to the heading.
 */
export function PrivacyRequestSent({ received }: { received: PrivacyRequestReceived }) {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 720 }}>
      <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 48, height: 48, fill: 'currentColor', color: 'primary.dark' }}>
        <path d="M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z" />
      </Box>
      <Typography variant="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {t('sent.title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400 }}>
        {t('sent.mailed')}{' '}
        <Box component="strong" sx={{ wordBreak: 'break-word' }}>
          {received.email}
        </Box>
      </Typography>
      <Typography>{t('sent.confirm')}</Typography>
      <Typography>{t('sent.deadline', { days: PRIVACY_REQUEST_DEADLINE_DAYS, date: formatDate(privacyRequestDueAt(new Date()), locale) })}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('sent.noMail')}</Typography>
      <Link component={RouterLink} to={PRIVACY_PATH}>
        {t('backToPolicy')}
      </Link>
    </Stack>
  );
}
