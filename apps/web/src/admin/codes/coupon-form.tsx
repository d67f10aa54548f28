import { BooleanInput, Create, DateTimeInput, Edit, FormDataConsumer, Labeled, NumberField, NumberInput, RadioButtonGroupInput, SelectInput, SimpleForm, TextInput, Toolbar, SaveButton, useRecordContext, useTranslate, usePermissions } from 'react-admin';
import { CouponCreateSchema } from '@portal/domain/checkout/admin-schemas';
import { CAN } from '@portal/domain/staff/roles';
import { MoneyInput } from '../sessions/money-input';
import { ActivationButton, C, StateChip } from './code-fields';

type Values = Record<string, unknown> & { kind?: 'percent' | 'amount' };

/** The form holds which kind of discount it is; the API takes either a percent or an amount and its currency. */
function toCouponBody({ kind, id: _id, timesUsed: _t, usesLeft: _u, state: _s, createdAt: _c, ...v }: Values) {
  return kind === 'amount' ? { ...v, percentOff: null } : { ...v, amountOffCents: null, currency: null };
}

/** The shared schema checks the form before it is sent, so every mistake shows under its field. */
function validateCoupon(values: Values): Record<string, string> {
  const parsed = CouponCreateSchema.safeParse({ ...toCouponBody(values), code: values.code ?? 'X' });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse());
}

function CouponFields({ creating }: { creating?: boolean }) {
  const record = useRecordContext();
  return (
    <>
      <TextInput source="code" label={C('fields.code')} helperText={creating ? C('hints.code') : undefined} disabled={!creating} />
      <RadioButtonGroupInput
        source="kind"
        label={C('fields.discount')}
        defaultValue={record?.amountOffCents ? 'amount' : 'percent'}
        choices={[
          { id: 'percent', name: C('coupons.kindPercent') },
          { id: 'amount', name: C('coupons.kindAmount') },
        ]}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.kind === 'amount' ? (
            <>
              <MoneyInput source="amountOffCents" label={C('fields.amountOff')} />
              <SelectInput source="currency" label={C('fields.currency')} choices={[{ id: 'USD', name: 'USD' }, { id: 'CAD', name: 'CAD' }]} />
            </>
          ) : (
            <NumberInput source="percentOff" label={C('fields.percentOff')} min={1} max={100} />
          )
        }
      </FormDataConsumer>
      <DateTimeInput source="validFrom" label={C('fields.validFrom')} helperText={C('hints.validity')} />
      <DateTimeInput source="validUntil" label={C('fields.validUntil')} helperText={C('hints.validity')} />
      <NumberInput source="maxUses" label={C('fields.maxUses')} min={1} helperText={C('hints.maxUses')} />
      <BooleanInput source="singleUse" label={C('fields.singleUse')} defaultValue={false} />
      {!creating && (
        <Labeled label={C('fields.timesUsed')}>
          <NumberField source="timesUsed" />
        </Labeled>
      )}
    </>
  );
}

export function CouponCreate() {
  return (
    <Create title={C('coupons.createHeading')} transform={toCouponBody} redirect="list">
      <SimpleForm validate={validateCoupon} noValidate>
        <CouponFields creating />
      </SimpleForm>
    </Create>
  );
}

export function CouponEdit() {
  return (
    <Edit title={<CouponTitle />} transform={toCouponBody} mutationMode="pessimistic" redirect="list" actions={<ActivationButton resource="coupons" />}>
      <SimpleForm validate={validateCoupon} toolbar={<ManageToolbar />} noValidate>
        <CouponFields />
      </SimpleForm>
    </Edit>
  );
}

function CouponTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <>
      {translate(C('coupons.editHeading'), { code: record?.code ?? '' })} {record && <StateChip state={record.state} />}
    </>
  );
}

/** Save only for roles that manage codes; viewers read the form. */
export function ManageToolbar() {
  const { permissions } = usePermissions();
  return <Toolbar>{(CAN.manageCodes as readonly string[]).includes(permissions) ? <SaveButton /> : <span />}</Toolbar>;
}
