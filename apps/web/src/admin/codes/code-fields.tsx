import { Button, Chip } from '@mui/material';
import { useState } from 'react';
import { useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { CODE_STATES } from '@portal/domain/checkout/admin-schemas';
import { CAN } from '@portal/domain/staff/roles';
import { postAction } from '../providers/data-provider';

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
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions();
  const [busy, setBusy] = useState(false);
  if (!record || !(CAN.manageCodes as readonly string[]).includes(permissions)) return null;
  const action = record.active ? 'deactivate' : 'activate';
  const run = async () => {
    setBusy(true);
    try {
      await postAction(resource, String(record.id), action);
      notify(C(`actions.${action}d`), { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" color={record.active ? 'inherit' : 'primary'} onClick={run} disabled={busy}>
      {translate(C(`actions.${action}`))}
    </Button>
  );
}
