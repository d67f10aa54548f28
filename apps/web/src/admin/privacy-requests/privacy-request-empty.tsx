import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';
import { T } from './deadline-chip';

/**
 * No request at all (and no filter): the list's own words and its own button, 'Log a request',
 * not react-admin's generic 'No Privacy request yet' and 'Create'.
 */
export function PrivacyRequestEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2 }}>
      <Typography variant="h6" component="p" role="status" sx={{ mb: 2 }}>
        {translate(T('empty'))}
      </Typography>
      <CreateButton label={T('create')} variant="contained" />
    </Box>
  );
}
