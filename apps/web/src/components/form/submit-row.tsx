import type { Ref } from 'react';
import { HydratedButton } from './hydrated-button';
import { Notice } from '../notice';
import { Spinner } from '../spinner';
import * as css from './submit-row.css';

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
    <div className={css.row}>
      {message && (
        <Notice ref={messageRef} tabIndex={messageRef ? -1 : undefined} severity={severity} role="alert" className={css.message}>
          {message}
        </Notice>
      )}
      <HydratedButton type="submit" variant="contained" size="large" disabled={busy} startIcon={busy ? <Spinner size={18} /> : undefined}>
        {busy ? busyLabel : label}
      </HydratedButton>
    </div>
  );
}
