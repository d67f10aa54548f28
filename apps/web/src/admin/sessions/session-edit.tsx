import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  Edit,
  SaveButton,
  Toolbar,
  usePermissions,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CAN } from '@portal/domain/staff/roles';
import { postAction } from '../providers/data-provider';
import { toSessionBody, type SessionFormValues } from './session-body';
import { SessionForm } from './session-form';
import { StatusChip } from './session-list';

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

/** Status, seats, and the status actions the role may use. */
function SessionStatusBar() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  if (!record) return null;
  const canManage = (CAN.manageSessions as readonly string[]).includes(permissions);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}>
      <StatusChip status={record.status} />
      <span>
        {translate('admin-sessions:fields.seats')}: {record.seatsTaken} / {record.seatsCapacity} · {translate('admin-sessions:fields.seatsLeft')}: {record.seatsLeft}
      </span>
      {canManage && record.status === 'draft' && <StatusAction id={record.id as string} action="publish" done="published" />}
      {canManage && record.status === 'published' && <StatusAction id={record.id as string} action="unpublish" done="unpublished" />}
      {canManage && record.status !== 'cancelled' && <CancelAction id={record.id as string} />}
      {record.status === 'cancelled' && <Alert severity="warning">{translate('admin-sessions:errors.cancelled')}</Alert>}
    </Stack>
  );
}

function useAction(id: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (action: string, done: (result: Record<string, unknown>) => void) => {
    setBusy(true);
    try {
      done(await postAction('sessions', id, action));
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run, notify };
}

function StatusAction({ id, action, done }: { id: string; action: 'publish' | 'unpublish'; done: string }) {
  const translate = useTranslate();
  const { busy, run, notify } = useAction(id);
  return (
    <Button variant={action === 'publish' ? 'contained' : 'outlined'} disabled={busy} onClick={() => run(action, () => notify(`admin-sessions:actions.${done}`, { type: 'success' }))}>
      {translate(`admin-sessions:actions.${action}`)}
    </Button>
  );
}

function CancelAction({ id }: { id: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { busy, run, notify } = useAction(id);
  const confirm = () =>
    run('cancel', (result) => {
      setOpen(false);
      const notified = (result.notified as number | undefined) ?? 0;
      notify('admin-sessions:actions.cancelled', { type: 'success', messageArgs: { notified } });
    });
  return (
    <>
      <Button color="error" variant="outlined" disabled={busy} onClick={() => setOpen(true)}>
        {translate('admin-sessions:actions.cancel')}
      </Button>
      <Confirm isOpen={open} loading={busy} title="admin-sessions:actions.cancel" content="admin-sessions:actions.cancelConfirm" onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
}
