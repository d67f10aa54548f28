import { Typography } from '@mui/material';

/** The error under a field or a group (MUI's helper text: caption size, in the error colour). */
export function FieldError({ id, announce, children }: { id: string; announce?: boolean; children: string }) {
  return (
    <Typography id={id} component="p" variant="caption" role={announce ? 'alert' : undefined} sx={{ color: 'error.main', m: '3px 14px 0' }}>
      {children}
    </Typography>
  );
}
