import { BooleanField, FunctionField, NumberField, Show, SimpleShowLayout, TextField, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { formatPercent } from '@portal/domain/locale/format';
import { normalizeLocale } from '@portal/domain/locale/locales';
import { C, StateChip } from './code-fields';
import { Discount } from './coupon-list';
import { AdminDateField } from '../providers/admin-dates';

/** A coupon as roles that may not change it see it (viewers): what it takes off, when, how often it was used. */
export function CouponShow() {
  return (
    <Show title={<CodeTitle heading="coupons.editHeading" />} actions={false}>
      <SimpleShowLayout>
        <TextField source="code" label={C('fields.code')} />
        <FunctionField label={C('fields.discount')} render={(r: RaRecord) => <Discount coupon={r} />} />
        <AdminDateField source="validFrom" label={C('fields.validFrom')} showTime emptyText="—" />
        <AdminDateField source="validUntil" label={C('fields.validUntil')} showTime emptyText="—" />
        <NumberField source="maxUses" label={C('fields.maxUses')} emptyText="—" />
        <BooleanField source="singleUse" label={C('fields.singleUse')} />
        <NumberField source="timesUsed" label={C('fields.timesUsed')} />
        <FunctionField label={C('fields.state')} render={(r: RaRecord) => <StateChip state={r.state} />} />
      </SimpleShowLayout>
    </Show>
  );
}

/** A DSO code as roles that may not change it see it (viewers). */
export function DsoCodeShow() {
  return (
    <Show title={<CodeTitle heading="dsoCodes.editHeading" />} actions={false}>
      <SimpleShowLayout>
        <TextField source="code" label={C('fields.code')} />
        <TextField source="organization" label={C('fields.organization')} />
        <FunctionField label={C('fields.discountPercent')} render={(r: RaRecord) => <Percent points={r.discountPercent} />} />
        <AdminDateField source="validFrom" label={C('fields.validFrom')} showTime emptyText="—" />
        <AdminDateField source="validUntil" label={C('fields.validUntil')} showTime emptyText="—" />
        <NumberField source="timesUsed" label={C('fields.registrations')} />
        <FunctionField label={C('fields.state')} render={(r: RaRecord) => <StateChip state={r.state} />} />
      </SimpleShowLayout>
    </Show>
  );
}

function CodeTitle({ heading }: { heading: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate(C(heading), { code: record?.code ?? '' })}</>;
}

function Percent({ points }: { points: number }) {
  const [current] = useLocaleState();
  return <>{formatPercent(points, normalizeLocale(current) ?? 'en')}</>;
}
