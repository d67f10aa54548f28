import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Fields in two columns from small tablets up, one on phones (`gap` in theme spacing). */
export function FieldGrid({ gap = 2.5, children }: { gap?: number; children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap }}>{children}</Box>;
}
