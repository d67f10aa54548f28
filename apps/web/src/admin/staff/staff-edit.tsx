import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  Edit,
  SaveButton,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  useGetIdentity,
  useRecordContext,
  useTranslate,
  Labeled,
} from 'react-admin';
import { postAction } from '../providers/data-provider';
import { useAdminAction } from '../providers/use-admin-action';
import { ROLE_CHOICES, STATUS_CHOICES } from './staff-choices';

/** Change a staff member's role, or disable the account (which signs them out everywhere). */
export function StaffEdit() {
  return (
    <Edit title="admin:staff.editHeading" mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<StaffToolbar />}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <Labeled label="admin:staff.name">
            <TextField source="name" />
          </Labeled>
          <Labeled label="admin:staff.email">
            <TextField source="email" />
          </Labeled>
          <Labeled label="admin:staff.status">
            <SelectField source="status" choices={STATUS_CHOICES} />
          </Labeled>
        </Stack>
        <SelectInput source="role" label="admin:staff.role" choices={ROLE_CHOICES} />
      </SimpleForm>
    </Edit>
  );
}

function StaffToolbar() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const mine = record && identity && record.id === identity.id;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton disabled={!!mine} />
      {record && record.status !== 'disabled' && !mine && <DisableButton id={String(record.id)} />}
    </Toolbar>
  );
}

function DisableButton({ id }: { id: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { busy, run } = useAdminAction();
  const confirm = async () => {
    await run(() => postAction('staff', id, 'disable'), () => 'admin:staff.disabled');
    setOpen(false);
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} disabled={busy}>
        {translate('admin:staff.disable')}
      </Button>
      <Confirm isOpen={open} loading={busy} title="admin:staff.disable" content="admin:staff.disableConfirm" onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
}
