import { CreateButton, DataTable, List, SelectField, TopToolbar } from 'react-admin';
import { ROLE_CHOICES, STATUS_CHOICES } from './staff-choices';
import { AdminDateField } from '../providers/admin-dates';

/** Staff accounts (administrators): who has access, with which role, in which state; newest first, so an invitation just sent is on the first page. */
export function StaffList() {
  return (
    <List
      title="admin:menu.staff"
      actions={
        <TopToolbar>
          <CreateButton label="admin:staff.invite" />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" label="admin:staff.name" disableSort />
        <DataTable.Col source="email" label="admin:staff.email" disableSort />
        <DataTable.Col source="role" label="admin:staff.role" disableSort>
          <SelectField source="role" choices={ROLE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="status" label="admin:staff.status" disableSort>
          <SelectField source="status" choices={STATUS_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="admin:staff.createdAt" disableSort>
          <AdminDateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
