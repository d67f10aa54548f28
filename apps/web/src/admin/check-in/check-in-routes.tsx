import { Navigate, useParams } from 'react-router';
import { ADMIN_BASE } from '@portal/domain/site/paths';
import { lastCheckInSession } from './offline/install-check-in';

/**
 * The check-in screen lives at /admin/check-in/<session> (issue 43): the service worker's scope is
 * that path, so it never controls another back-office page. The installed app starts at
 * /admin/check-in/, which opens the session last checked in on this phone (else the sessions list).
 */
export function LastCheckIn() {
  const last = lastCheckInSession();
  return <Navigate replace to={last ? `${ADMIN_BASE}/check-in/${encodeURIComponent(last)}` : `${ADMIN_BASE}/sessions`} />;
}

/** The screen's earlier address, from a session's page or a bookmark. */
export function CheckInMoved() {
  const { id = '' } = useParams();
  return <Navigate replace to={`${ADMIN_BASE}/check-in/${encodeURIComponent(id)}`} />;
}
