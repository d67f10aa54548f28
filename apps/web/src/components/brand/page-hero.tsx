import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Illustration } from '@portal/domain/site/art';
import { COLORS, RADIUS } from '../../lib/brand-tokens';
import { ArtImage } from './art-image';

/**
 * The top of a public page: heading, lead and actions beside the page's illustration, on the
 * brand's lightest tint (the same look as the marketing pages' .mk-hero). The picture is hidden on
 * phones when `artOnPhones` is false, so a form starts on the first screen.
 */
export function PageHero({
  title,
  lead,
  eyebrow,
  actions,
  art,
  artOnPhones = true,
  compact = false,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  actions?: ReactNode;
  art: Illustration;
  artOnPhones?: boolean;
  compact?: boolean;
}) {
  return (
    <Box
      component="section"
      sx={{
        bgcolor: COLORS.brand50,
        borderRadius: `${RADIUS.panel}px`,
        px: { xs: 3, sm: 4, md: 7 },
        py: { xs: 3, sm: 4, md: compact ? 4 : 6 },
        display: 'grid',
        gap: { xs: 3, md: 6 },
        alignItems: 'center',
        gridTemplateColumns: { md: compact ? 'minmax(0, 1.6fr) minmax(0, 1fr)' : 'minmax(0, 1.15fr) minmax(0, 0.85fr)' },
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {eyebrow && (
          <Typography variant="overline" component="p" sx={{ color: 'primary.dark' }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ m: 0, ...(compact ? { fontSize: { xs: '2rem', md: '2.5rem' } } : {}) }}>
          {title}
        </Typography>
        {lead && (
          <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, lineHeight: 1.6 }}>
            {lead}
          </Typography>
        )}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ pt: 1, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      <Box sx={{ display: { xs: artOnPhones ? 'flex' : 'none', md: 'flex' }, justifyContent: 'center', minWidth: 0 }}>
        <ArtImage name={art} priority sx={{ maxWidth: compact ? 320 : 420 }} />
      </Box>
    </Box>
  );
}
