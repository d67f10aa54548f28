import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { COLORS, RADIUS } from '../../lib/brand-tokens';

/** The closing call to action of a page: a navy band with one white button (like .mk-cta). */
export function ClosingCta({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby="closing-cta-title"
      sx={{
        bgcolor: COLORS.navy,
        color: '#ffffff',
        borderRadius: `${RADIUS.panel}px`,
        px: { xs: 3, md: 7 },
        py: { xs: 4, md: 6 },
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 2, md: 4 },
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ maxWidth: 720 }}>
        <Typography id="closing-cta-title" variant="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ color: COLORS.border }}>{text}</Typography>
      </Box>
      <Box sx={{ '& .MuiButton-root': { bgcolor: '#ffffff', color: COLORS.navy, '&:hover': { bgcolor: COLORS.brand100 } } }}>{action}</Box>
    </Box>
  );
}
