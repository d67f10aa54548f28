import { DataTable, DateInput, FunctionField, List, SelectField, SelectInput, TextInput, type RaRecord } from 'react-admin';
import { LEAD_SOURCES, LEAD_STATUSES } from '@portal/domain/leads/inbox';
import { AdminDateField } from '../providers/admin-dates';

const L = (field: string) => `admin:leads.fields.${field}`;
export const SOURCE_CHOICES = LEAD_SOURCES.map((id) => ({ id, name: `admin:leads.sources.${id}` }));
export const LEAD_STATUS_CHOICES = LEAD_STATUSES.map((id) => ({ id, name: `admin:leads.statuses.${id}` }));
const OWNER_CHOICES = [
  { id: 'me', name: L('mine') },
  { id: 'none', name: L('unassigned') },
];

const filters = [
  <TextInput key="q" source="q" label={L('q')} alwaysOn />,
  <SelectInput key="status" source="status" label={L('status')} choices={LEAD_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="source" source="source" label={L('source')} choices={SOURCE_CHOICES} alwaysOn />,
  <SelectInput key="owner" source="owner" label={L('owner')} choices={OWNER_CHOICES} alwaysOn />,
  <DateInput key="from" source="from" label={L('from')} />,
  <DateInput key="to" source="to" label={L('to')} />,
];

/** Every form's leads, newest first; new ones first to look at. */
export function LeadList() {
  return (
    <List title="admin:leads.menu" filters={filters} filterDefaultValues={{ status: 'new' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt" label={L('createdAt')} disableSort>
          <AdminDateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="lastName" label={L('name')} disableSort>
          <FunctionField render={(r: RaRecord) => `${r.firstName} ${r.lastName}`} />
        </DataTable.Col>
        <DataTable.Col source="email" label={L('email')} disableSort />
        <DataTable.Col source="source" label={L('source')} disableSort>
          <SelectField source="source" choices={SOURCE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="status" label={L('status')} disableSort>
          <SelectField source="status" choices={LEAD_STATUS_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="ownerName" label={L('owner')} disableSort>
          <FunctionField render={(r: RaRecord) => r.ownerName ?? '—'} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
