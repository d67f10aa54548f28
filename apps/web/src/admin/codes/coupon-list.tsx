import { BooleanInput, CreateButton, DataTable, FunctionField, List, TextInput, TopToolbar, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { formatMoneyWithCode, formatPercent } from '@portal/domain/locale/format';
import { normalizeLocale } from '@portal/domain/locale/locales';
import { useRowClick } from '../read-only/read-only';
import { C, StateChip } from './code-fields';
import { AdminDateField } from '../providers/admin-dates';

const filters = [<TextInput key="q" source="q" label={C('fields.q')} alwaysOn />, <BooleanInput key="active" source="active" label={C('fields.active')} />];

/** Coupons with what they take off, their validity and how often they were used. */
export function CouponList() {
  const rowClick = useRowClick();
  return (
    <List title={C('menu.coupons')} filters={filters} actions={<TopToolbar><CreateButton label={C('coupons.create')} /></TopToolbar>} exporter={false}>
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="code" label={C('fields.code')} disableSort />
        <DataTable.Col source="discount" label={C('fields.discount')} disableSort>
          <FunctionField render={(r: RaRecord) => <Discount coupon={r} />} />
        </DataTable.Col>
        <DataTable.Col source="validUntil" label={C('fields.validUntil')} disableSort>
          <AdminDateField source="validUntil" emptyText="—" />
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

/** What a coupon takes off, in the staff member's locale: a percentage, or an amount with its currency code. */
export function Discount({ coupon }: { coupon: RaRecord }) {
  const [current] = useLocaleState();
  const locale = normalizeLocale(current) ?? 'en';
  return <>{coupon.percentOff ? formatPercent(coupon.percentOff, locale) : formatMoneyWithCode({ cents: coupon.amountOffCents, currency: coupon.currency }, locale)}</>;
}
