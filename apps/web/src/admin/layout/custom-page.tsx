import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

/**
 * The frame of a back-office screen that is not a react-admin list or form (AGD rosters, course
 * evaluations, disclosures): its title in the app bar and as the page's heading, an optional
 * introduction, and the state of its main read (a spinner while loading, the error when it fails).
 * `keys` is the screen's catalogue prefix ('admin:agdRosters'): its `menu`, `heading`, `intro`
 * and `loading` texts.
 */
export function CustomPage({ keys, intro = true, query, children }: { keys: string; intro?: boolean; query?: UseQueryResult<unknown>; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, minWidth: 0, maxWidth: 1000 }}>
      <Title title={`${keys}.menu`} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(`${keys}.heading`)}
      </Typography>
      {intro && <Typography sx={{ mb: 2 }}>{translate(`${keys}.intro`)}</Typography>}
      {query?.isPending && <CircularProgress size={24} aria-label={translate(`${keys}.loading`)} />}
      {query?.error && <Alert severity="error">{(query.error as Error).message}</Alert>}
      {children}
    </Box>
  );
}
