import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** MUI's drop-down arrow, drawn by a native select's background (no icon component). */
export const SELECT_ARROW = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M7 10l5 5 5-5z' fill-opacity='.54'/%3E%3C/svg%3E")`;

interface PlainSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/**
 * A label above a native select drawn as the portal's small outlined fields: the phone's own
 * picker, and none of MUI's input components (about 10 KB gzip on the live training schedule,
 * whose filters are five of these). Labels sit above their fields, as in the portal's forms.
 */
export function PlainSelect({ id, label, value, onChange, children }: PlainSelectProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: '0.875rem', fontWeight: 500, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
        sx={{
          font: 'inherit',
          height: 40,
          width: '100%',
          minWidth: 0,
          pl: 1.75,
          pr: 4,
          textOverflow: 'ellipsis',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: '1px solid rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          appearance: 'none',
          backgroundImage: SELECT_ARROW,
          backgroundRepeat: 'no-repeat',
          backgroundPosition: 'right 8px center',
          backgroundSize: '24px',
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: '-1px' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
