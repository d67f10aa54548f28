import { Create, SelectInput, SimpleForm, TextInput, email, required, useLocaleState, useNotify, useRedirect } from 'react-admin';
import { LANGUAGE_CHOICES, ROLE_CHOICES } from './staff-choices';

/** Invite a staff member: the server e-mails them a single-use set-up link, in the language chosen here. */
export function StaffInvite() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [locale] = useLocaleState();
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
        <SelectInput source="locale" label="admin:staff.locale" helperText="admin:staff.localeHelp" choices={LANGUAGE_CHOICES} validate={required()} defaultValue={locale} />
      </SimpleForm>
    </Create>
  );
}
