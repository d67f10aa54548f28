import { Box, Link } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site, in a new tab, saying so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('completion');
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('newTab')}`}
      </Box>
    </Link>
  );
}
