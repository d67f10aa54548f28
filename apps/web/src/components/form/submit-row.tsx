import { CircularProgress, Stack } from '@mui/material';
import type { Ref } from 'react';
import { HydratedButton } from './hydrated-button';
import { Notice } from '../notice';

/**
 * The end of a form: its message (an error, or a result such as a quiz score) above the submit
 * button, which shows a spinner and the busy label while the request runs. Full width on phones.
 * On a server-rendered page the button is disabled until the app has hydrated (lib/use-hydrated.ts).
 */
export function SubmitRow({
  busy,
  label,
  busyLabel,
  message,
  severity = 'error',
  messageRef,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  message?: string | null;
  severity?: 'error' | 'warning' | 'info' | 'success';
  messageRef?: Ref<HTMLDivElement>;
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      {message && (
        <Notice ref={messageRef} tabIndex={messageRef ? -1 : undefined} severity={severity} role="alert" sx={{ alignSelf: 'stretch' }}>
          {message}
        </Notice>
      )}
      <HydratedButton
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {busy ? busyLabel : label}
      </HydratedButton>
    </Stack>
  );
}
