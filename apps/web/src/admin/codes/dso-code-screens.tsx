import { BooleanInput, Create, CreateButton, DataTable, DateTimeInput, Edit, FunctionField, List, NumberInput, SimpleForm, TextInput, TopToolbar, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { DsoCodeCreateSchema } from '@portal/domain/dso-codes/admin-schemas';
import { useRowClick } from '../read-only/read-only';
import { ManageToolbar } from './coupon-form';
import { ActivationButton, C, StateChip } from './code-fields';
import { AdminDateField } from '../providers/admin-dates';

const filters = [<TextInput key="q" source="q" label={C('fields.q')} alwaysOn />];
const toBody = ({ id: _id, timesUsed: _t, state: _s, createdAt: _c, ...v }: Record<string, unknown>) => v;

function validateDso(values: Record<string, unknown>): Record<string, string> {
  const parsed = DsoCodeCreateSchema.safeParse({ ...toBody(values), code: values.code ?? 'X' });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse());
}

/** DSO discount codes: organization, discount, validity, and how many registrations used them. */
export function DsoCodeList() {
  const rowClick = useRowClick();
  return (
    <List title={C('menu.dsoCodes')} filters={filters} actions={<TopToolbar><CreateButton label={C('dsoCodes.create')} /></TopToolbar>} exporter={false}>
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="code" label={C('fields.code')} disableSort />
        <DataTable.Col source="organization" label={C('fields.organization')} disableSort />
        <DataTable.Col source="discountPercent" label={C('fields.discountPercent')} disableSort />
        <DataTable.Col source="validUntil" label={C('fields.validUntil')} disableSort>
          <AdminDateField source="validUntil" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="timesUsed" label={C('fields.registrations')} disableSort />
        <DataTable.Col source="state" label={C('fields.state')} disableSort>
          <FunctionField render={(r: RaRecord) => <StateChip state={r.state} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function DsoFields({ creating }: { creating?: boolean }) {
  return (
    <>
      <TextInput source="code" label={C('fields.code')} helperText={creating ? C('hints.code') : undefined} disabled={!creating} />
      <TextInput source="organization" label={C('fields.organization')} />
      <NumberInput source="discountPercent" label={C('fields.discountPercent')} min={0} max={100} />
      <DateTimeInput source="validFrom" label={C('fields.validFrom')} helperText={C('hints.validity')} />
      <DateTimeInput source="validUntil" label={C('fields.validUntil')} helperText={C('hints.validity')} />
      {creating && <BooleanInput source="active" label={C('fields.active')} defaultValue />}
    </>
  );
}

export function DsoCodeCreate() {
  return (
    <Create title={C('dsoCodes.createHeading')} transform={toBody} redirect="list">
      <SimpleForm validate={validateDso} noValidate>
        <DsoFields creating />
      </SimpleForm>
    </Create>
  );
}

export function DsoCodeEdit() {
  return (
    <Edit title={<DsoTitle />} transform={toBody} mutationMode="pessimistic" redirect="list" actions={<ActivationButton resource="dso-codes" />}>
      <SimpleForm validate={validateDso} toolbar={<ManageToolbar />} noValidate>
        <DsoFields />
      </SimpleForm>
    </Edit>
  );
}

function DsoTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate(C('dsoCodes.editHeading'), { code: record?.code ?? '' })}</>;
}
