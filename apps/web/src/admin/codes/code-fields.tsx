import { Button, Chip } from '@mui/material';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { CODE_STATES } from '@portal/domain/checkout/admin-schemas';
import { CAN } from '@portal/domain/staff/roles';
import { postAction } from '../providers/data-provider';
import { useAdminAction } from '../providers/use-admin-action';

export const C = (key: string) => `admin-codes:${key}`;
export const STATE_CHOICES = CODE_STATES.map((id) => ({ id, name: C(`states.${id}`) }));

/** A coupon's or DSO code's state as a chip: green when it can be used now. */
export function StateChip({ state }: { state: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={state === 'active' ? 'success' : 'default'} variant={state === 'active' ? 'filled' : 'outlined'} label={translate(C(`states.${state}`))} />;
}

/** Activate or deactivate the code on screen (coupons and DSO codes), for roles that manage codes. */
export function ActivationButton({ resource }: { resource: 'coupons' | 'dso-codes' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { busy, run } = useAdminAction();
  if (!record || !(CAN.manageCodes as readonly string[]).includes(permissions)) return null;
  const action = record.active ? 'deactivate' : 'activate';
  const toggle = () => run(() => postAction(resource, String(record.id), action), () => C(`actions.${action}d`));
  return (
    <Button variant="outlined" color={record.active ? 'inherit' : 'primary'} onClick={toggle} disabled={busy}>
      {translate(C(`actions.${action}`))}
    </Button>
  );
}
