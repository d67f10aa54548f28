import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The top of a form page: its heading (named by `id`, for the form's aria-labelledby) and a lead. */
export function FormPageHeading({ id, title, intro }: { id: string; title: ReactNode; intro: ReactNode }) {
  return (
    <Box>
      <Typography id={id} variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        {intro}
      </Typography>
    </Box>
  );
}
