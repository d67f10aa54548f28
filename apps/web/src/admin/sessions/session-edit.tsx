import { Alert, Button, Stack } from '@mui/material';
import { Link } from 'react-router';
import { useState } from 'react';
import {
  Confirm,
  Edit,
  SaveButton,
  Toolbar,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CAN } from '@portal/domain/staff/roles';
import { postAction } from '../providers/data-provider';
import { useAdminAction } from '../providers/use-admin-action';
import { toSessionBody, type SessionFormValues } from './session-body';
import { SessionForm } from './session-form';
import { Seats, StatusChip } from './session-list';

/** One session: edit it, publish or unpublish it, or cancel it (registrants are e-mailed). */
export function SessionEdit() {
  return (
    <Edit
      title="admin-sessions:editHeading"
      mutationMode="pessimistic"
      redirect={false}
      transform={(values: SessionFormValues) => toSessionBody(values)}
      mutationOptions={{ meta: {} }}
      actions={<SessionStatusBar />}
    >
      <SessionForm toolbar={<SessionToolbar />} />
    </Edit>
  );
}

function SessionToolbar() {
  const record = useRecordContext();
  const { permissions } = usePermissions();
  const canManage = (CAN.manageSessions as readonly string[]).includes(permissions);
  return <Toolbar>{canManage && record?.status !== 'cancelled' ? <SaveButton /> : <span />}</Toolbar>;
}

/** Status, seats, and the status actions the role may use (also the read-only page's actions). */
export function SessionStatusBar() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  if (!record) return null;
  const canManage = (CAN.manageSessions as readonly string[]).includes(permissions);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}>
      <StatusChip status={record.status} />
      <Button component={Link} to={`/admin/sessions/${encodeURIComponent(String(record.id))}/roster`} variant="outlined">
        {translate('admin:attendance.open')}
      </Button>
      {(CAN.evaluations as readonly string[]).includes(permissions) && (
        <Button component={Link} to={`/admin/evaluations?sessionId=${encodeURIComponent(String(record.id))}`} variant="outlined">
          {translate('admin:evaluations.sessionLink')}
        </Button>
      )}
      {record.courseType === 'live' && (CAN.markAttendance as readonly string[]).includes(permissions) && record.status !== 'cancelled' && (
        <Button component={Link} to={`/admin/sessions/${encodeURIComponent(String(record.id))}/check-in`} variant="contained">
          {translate('admin-check-in:open')}
        </Button>
      )}
      <span>
        {record.courseType === 'on_demand' ? (
          <Seats session={record} />
        ) : (
          <>
            {translate('admin-sessions:fields.seats')}: <Seats session={record} /> · {translate('admin-sessions:fields.seatsLeft')}: {record.seatsLeft}
          </>
        )}
      </span>
      {canManage && record.status === 'draft' && <StatusAction id={record.id as string} action="publish" done="published" />}
      {canManage && record.status === 'published' && <StatusAction id={record.id as string} action="unpublish" done="unpublished" />}
      {canManage && record.status !== 'cancelled' && <CancelAction id={record.id as string} />}
      {record.status === 'cancelled' && <Alert severity="warning">{translate('admin-sessions:errors.cancelled')}</Alert>}
      {record.status === 'cancelled' && (CAN.refund as readonly string[]).includes(permissions) && <RefundAllAction id={record.id as string} />}
    </Stack>
  );
}

function StatusAction({ id, action, done }: { id: string; action: 'publish' | 'unpublish'; done: string }) {
  const translate = useTranslate();
  const { busy, run } = useAdminAction();
  return (
    <Button variant={action === 'publish' ? 'contained' : 'outlined'} disabled={busy} onClick={() => run(() => postAction('sessions', id, action), () => `admin-sessions:actions.${done}`)}>
      {translate(`admin-sessions:actions.${action}`)}
    </Button>
  );
}

function CancelAction({ id }: { id: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { busy, run } = useAdminAction();
  const confirm = async () => {
    await run(
      () => postAction('sessions', id, 'cancel'),
      (result) => ({ message: 'admin-sessions:actions.cancelled', args: { notified: (result.notified as number | undefined) ?? 0 } }),
    );
    setOpen(false);
  };
  return (
    <>
      <Button color="error" variant="outlined" disabled={busy} onClick={() => setOpen(true)}>
        {translate('admin-sessions:actions.cancel')}
      </Button>
      <Confirm isOpen={open} loading={busy} title="admin-sessions:actions.cancel" content="admin-sessions:actions.cancelConfirm" onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
}

/** A cancelled session's registrants refunded all at once (safe to run again: nobody is refunded twice). */
function RefundAllAction({ id }: { id: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { busy, run } = useAdminAction();
  const confirm = async () => {
    await run(
      () => postAction<{ refunded: number; alreadyRefunded: number; failed: unknown[] }>('sessions', id, 'refund-all'),
      (r) => ({ message: 'admin:registrations.refund.allDone', args: { refunded: r.refunded, alreadyRefunded: r.alreadyRefunded, failed: r.failed.length } }),
    );
    setOpen(false);
  };
  return (
    <>
      <Button variant="contained" disabled={busy} onClick={() => setOpen(true)}>
        {translate('admin:registrations.refund.all')}
      </Button>
      <Confirm isOpen={open} loading={busy} title="admin:registrations.refund.all" content="admin:registrations.refund.allConfirm" onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
}
