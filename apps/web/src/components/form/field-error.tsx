import { Typography } from '@mui/material';

/**
 * The error under a field or a group (MUI's helper text: caption size, in the error colour),
 * indented as under an outlined field, or `flush` with the left edge (under a checkbox).
 */
export function FieldError({ id, announce, flush, children }: { id: string; announce?: boolean; flush?: boolean; children: string }) {
  return (
    <Typography id={id} component="p" variant="caption" role={announce ? 'alert' : undefined} sx={{ color: 'error.main', m: flush ? '3px 0 0' : '3px 14px 0' }}>
      {children}
    </Typography>
  );
}
