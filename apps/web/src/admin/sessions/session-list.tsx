import { Chip } from '@mui/material';
import {
  CreateButton,
  DataTable,
  DateInput,
  FunctionField,
  List,
  SelectField,
  SelectInput,
  TextInput,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useRowClick } from '../read-only/read-only';
import { formatInZone } from './session-time';
import { COURSE_TYPE_CHOICES, STATUS_CHOICES } from './session-choices';

const L = (field: string) => `admin-sessions:fields.${field}`;

const filters = [
  <TextInput key="q" source="q" label={L('q')} alwaysOn />,
  <SelectInput key="status" source="status" label={L('status')} choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="courseType" source="courseType" label={L('courseType')} choices={COURSE_TYPE_CHOICES} />,
  <DateInput key="from" source="from" label={L('from')} />,
  <DateInput key="to" source="to" label={L('to')} />,
];

/** Live sessions and on-demand offerings, with seats taken and left; a click opens the session. */
export function SessionList() {
  const rowClick = useRowClick();
  return (
    <List
      title="admin-sessions:menu"
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="admin-sessions:create" />
        </TopToolbar>
      }
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="titleEn" label={L('title')} disableSort />
        <DataTable.Col source="courseType" label={L('courseType')} disableSort>
          <SelectField source="courseType" choices={COURSE_TYPE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="startsAt" label={L('startsAt')} disableSort>
          <FunctionField render={(r: RaRecord) => (r.startsAt ? formatInZone(r.startsAt, r.timeZone) : '—')} />
        </DataTable.Col>
        <DataTable.Col source="city" label={L('city')} disableSort>
          <FunctionField render={(r: RaRecord) => (r.modality === 'virtual' ? <Virtual /> : r.city ?? '—')} />
        </DataTable.Col>
        <DataTable.Col source="presenter" label={L('presenter')} disableSort />
        <DataTable.Col source="seatsTaken" label={L('seats')} disableSort>
          <FunctionField render={(r: RaRecord) => <Seats session={r} />} />
        </DataTable.Col>
        <DataTable.Col source="status" label={L('status')} disableSort>
          <FunctionField render={(r: RaRecord) => <StatusChip status={r.status} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** Seats taken / capacity; an on-demand offering has no seats (its capacity is only a technical ceiling). */
export function Seats({ session }: { session: RaRecord }) {
  const translate = useTranslate();
  return <>{session.courseType === 'on_demand' ? translate('admin-sessions:onDemandSeats') : `${session.seatsTaken} / ${session.seatsCapacity}`}</>;
}

function Virtual() {
  const translate = useTranslate();
  return <>{translate('admin-sessions:modalities.virtual')}</>;
}

export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const color = status === 'published' ? 'success' : status === 'cancelled' ? 'error' : 'default';
  return <Chip size="small" color={color} variant={status === 'draft' ? 'outlined' : 'filled'} label={translate(`admin-sessions:status.${status}`)} />;
}
