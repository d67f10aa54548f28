import { Create, SelectInput, SimpleForm, TextInput, email, required, useNotify, useRedirect } from 'react-admin';
import { ROLE_CHOICES } from './staff-choices';

/** Invite a staff member: the server e-mails them a single-use set-up link. */
export function StaffInvite() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = () => {
    notify('admin:staff.invited', { type: 'success' });
    redirect('list', 'staff');
  };
  return (
    <Create title="admin:staff.inviteHeading" mutationOptions={{ onSuccess }}>
      <SimpleForm>
        <TextInput source="name" label="admin:staff.name" validate={required()} autoComplete="off" />
        <TextInput source="email" type="email" label="admin:staff.email" validate={[required(), email()]} autoComplete="off" />
        <SelectInput source="role" label="admin:staff.role" choices={ROLE_CHOICES} validate={required()} defaultValue="viewer" />
      </SimpleForm>
    </Create>
  );
}
