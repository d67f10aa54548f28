import { useTranslation } from 'react-i18next';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { Notice } from '../../../components/notice';
import { useInstant } from './use-instant';

/**
 * Until when the session and the team can still change (a live session's cut-off, in its time
 * zone), or a plain note once that has passed. Nothing for an on-demand course, an unfinished or
 * an ended registration: there is nothing to change then.
 */
export function ChangesNote({ registration: r }: { registration: MyRegistrationView }) {
  const { t } = useTranslation('my-registration-page');
  const instant = useInstant(r.course.timeZone);
  const { changesUntil, canMove, canChangeTeam } = r.actions;
  if (!changesUntil || r.ended || r.continuePath) return null;
  const open = canMove || canChangeTeam;
  return (
    <Notice severity={open ? 'info' : 'warning'} role="none">
      <span data-testid="changes-until" suppressHydrationWarning>
        {t(open ? 'actions.changesUntil' : 'actions.changesClosed', { until: instant(changesUntil) })}
      </span>
    </Notice>
  );
}
