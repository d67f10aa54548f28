import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import checkIcon from 'lucide-static/icons/circle-check.svg';
import type { Illustration } from '@portal/domain/site/art';
import { COLORS, RADIUS } from '../../lib/brand-tokens';
import { ArtImage } from './art-image';
import { LineIcon } from './line-icon';

/** The help panel of a form page: an illustration, a heading and the points worth knowing. */
export function HelpPanel({ art, title, items, children }: { art: Illustration; title: string; items: string[]; children?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ bgcolor: COLORS.brand50, borderRadius: `${RADIUS.panel}px`, p: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <ArtImage name={art} sx={{ maxWidth: 260 }} />
      </Box>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.2rem' }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <LineIcon src={checkIcon} size={22} color={COLORS.brand700} />
            <span>{item}</span>
          </Box>
        ))}
      </Stack>
      {children}
    </Stack>
  );
}
