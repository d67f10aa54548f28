import { Box } from '@mui/material';
import { CreateButton, DataTable, FunctionField, List, SelectField, SelectInput, TextInput, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from '@portal/domain/privacy/requests';
import { DeadlineChip, T } from './deadline-chip';
import { PrivacyRequestEmpty } from './privacy-request-empty';
import { AdminDateField } from '../providers/admin-dates';

export const KIND_CHOICES = PRIVACY_REQUEST_KINDS.map((id) => ({ id, name: T(`kinds.${id}`) }));
export const STATUS_CHOICES = PRIVACY_REQUEST_STATUSES.map((id) => ({ id, name: T(`statuses.${id}`) }));
const F = (field: string) => T(`fields.${field}`);

const filters = [
  <TextInput key="q" source="q" label={F('q')} alwaysOn />,
  <SelectInput key="status" source="status" label={F('status')} choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" label={F('kind')} choices={KIND_CHOICES} alwaysOn />,
];

/** The e-mail, or 'Erased' once the person's data is gone (the log keeps only a hash). */
export function RequestEmail({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  // The word itself never breaks, though its column lets addresses wrap anywhere.
  return record.email ?? <Box component="em" sx={{ whiteSpace: 'nowrap' }}>{translate(T('erased'))}</Box>;
}

/** Requests about a person's data, open ones by default, soonest deadline first (the server's order): the law gives 30 days. */
export function PrivacyRequestList() {
  const translate = useTranslate();
  return (
    <List
      title={T('menu')}
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'dueAt', order: 'ASC' }}
      exporter={false}
      empty={<PrivacyRequestEmpty />}
      actions={
        <TopToolbar>
          <CreateButton label={T('create')} />
        </TopToolbar>
      }
    >
      {/* Long addresses wrap anywhere rather than widen the table past the screen (a scrolling table is
          not keyboard-reachable); only they do, or every word ('Suppression') would be cut to fit. */}
      <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& td.address': { overflowWrap: 'anywhere' } }}>
        <DataTable.Col source="receivedAt" label={F('receivedAt')}>
          <AdminDateField source="receivedAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="kind" label={F('kind')} disableSort>
          <SelectField source="kind" choices={KIND_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="email" label={F('email')} disableSort cellClassName="address">
          <FunctionField render={(r: RaRecord) => <RequestEmail record={r} />} />
        </DataTable.Col>
        <DataTable.Col source="status" label={F('status')} disableSort>
          <SelectField source="status" choices={STATUS_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="dueAt" label={F('dueAt')}>
          <FunctionField
            render={(r: RaRecord) => (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <AdminDateField source="dueAt" record={r} />
                <DeadlineChip daysLeft={r.daysLeft} open={r.status === 'open'} />
              </Box>
            )}
          />
        </DataTable.Col>
        <DataTable.Col source="confirmedAt" label={F('confirmed')} disableSort>
          <FunctionField render={(r: RaRecord) => translate(T(r.confirmedAt ? 'yes' : 'notConfirmed'))} />
        </DataTable.Col>
        <DataTable.Col source="handledByLabel" label={F('handledBy')} disableSort cellClassName="address">
          <FunctionField render={(r: RaRecord) => r.handledByLabel ?? '—'} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
