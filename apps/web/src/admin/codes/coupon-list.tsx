import { BooleanInput, CreateButton, DataTable, DateField, FunctionField, List, TextInput, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { money } from '../registrations/registration-format';
import { C, StateChip } from './code-fields';

const filters = [<TextInput key="q" source="q" label={C('fields.q')} alwaysOn />, <BooleanInput key="active" source="active" label={C('fields.active')} />];

/** Coupons with what they take off, their validity and how often they were used. */
export function CouponList() {
  return (
    <List title={C('menu.coupons')} filters={filters} actions={<TopToolbar><CreateButton label={C('coupons.create')} /></TopToolbar>} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="code" label={C('fields.code')} disableSort />
        <DataTable.Col source="percentOff" label={C('fields.percentOff')} disableSort>
          <FunctionField render={(r: RaRecord) => (r.percentOff ? `${r.percentOff} %` : money(r.amountOffCents, r.currency))} />
        </DataTable.Col>
        <DataTable.Col source="validUntil" label={C('fields.validUntil')} disableSort>
          <DateField source="validUntil" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="timesUsed" label={C('fields.timesUsed')} disableSort />
        <DataTable.Col source="usesLeft" label={C('fields.usesLeft')} disableSort>
          <FunctionField render={(r: RaRecord) => <UsesLeft left={r.usesLeft} />} />
        </DataTable.Col>
        <DataTable.Col source="state" label={C('fields.state')} disableSort>
          <FunctionField render={(r: RaRecord) => <StateChip state={r.state} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function UsesLeft({ left }: { left: number | null }) {
  const translate = useTranslate();
  return <>{left === null ? translate(C('coupons.unlimited')) : left}</>;
}
