import {
  AutocompleteInput,
  DataTable,
  DateInput,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { REGISTRATION_STATES, registrationState } from '@portal/domain/registration/ended';
import { AdminDateField } from '../providers/admin-dates';

const L = (field: string) => `admin:registrations.fields.${field}`;
export const REGISTRATION_STATUS_CHOICES = REGISTRATION_STATES.map((id) => ({ id, name: `admin:registrations.statuses.${id}` }));
/** A cancelled or fully refunded registration shows as such, whatever step it had reached (the domain's rule). */
export const shownStatus = (r: RaRecord) => registrationState({ status: r.status, cancelledAt: r.cancelledAt, refundedAt: r.refundedAt });

const filters = [
  <TextInput key="q" source="q" label={L('q')} alwaysOn />,
  <ReferenceInput key="offeringId" source="offeringId" reference="sessions" alwaysOn>
    <AutocompleteInput label={L('session')} optionText={(s: RaRecord) => `${s.titleEn}${s.city ? ` · ${s.city}` : ''}${s.startsAt ? ` · ${String(s.startsAt).slice(0, 10)}` : ''}`} filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput key="status" source="status" label={L('status')} choices={REGISTRATION_STATUS_CHOICES} alwaysOn />,
  <DateInput key="from" source="from" label={L('from')} />,
  <DateInput key="to" source="to" label={L('to')} />,
];

function StatusText() {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <>{translate(`admin:registrations.statuses.${shownStatus(record)}`)}</> : null;
}

/** Registrations, newest first, searched by name, e-mail or ClinID and narrowed by session, status and day. */
export function RegistrationList() {
  return (
    <List title="admin:registrations.menu" filters={filters} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="lastName" label={L('name')} disableSort>
          <FunctionField render={(r: RaRecord) => `${r.firstName} ${r.lastName}`} />
        </DataTable.Col>
        <DataTable.Col source="email" label={L('email')} disableSort />
        <DataTable.Col source="clinId" label={L('clinId')} disableSort />
        <DataTable.Col source="status" label={L('status')} disableSort>
          <StatusText />
        </DataTable.Col>
        <DataTable.Col source="offeringTitle" label={L('session')} disableSort />
        <DataTable.Col source="offeringStartsAt" label={L('sessionStarts')} disableSort>
          <AdminDateField source="offeringStartsAt" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label={L('createdAt')} disableSort>
          <AdminDateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
