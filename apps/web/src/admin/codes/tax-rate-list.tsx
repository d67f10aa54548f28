import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, DataTable, FunctionField, List, SelectInput, useNotify, usePermissions, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { rateOfPercentText } from '@portal/domain/checkout/admin-schemas';
import { CAN } from '@portal/domain/staff/roles';
import { ApiError, request } from '../../lib/api-client';
import { C } from './code-fields';

const filters = [<SelectInput key="country" source="country" label={C('fields.country')} choices={[{ id: 'US', name: 'US' }, { id: 'PR', name: 'PR' }]} alwaysOn />];
const path = (r: RaRecord) => `/api/admin/tax-rates/${r.country}/${r.region}/${r.code}`;

/** US states' and Puerto Rico's sales tax rates; a region without one pays no tax. */
export function TaxRateList() {
  const translate = useTranslate();
  return (
    <List title={C('menu.taxRates')} filters={filters} perPage={100} pagination={false} exporter={false}>
      <Typography sx={{ px: 2, pt: 2 }} color="textSecondary">
        {translate(C('taxRates.hint'))}
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="region" label={C('fields.region')} disableSort />
        <DataTable.Col source="code" label={C('fields.taxCode')} disableSort>
          <FunctionField render={(r: RaRecord) => <Translated k={C(`taxCodes.${r.code}`)} />} />
        </DataTable.Col>
        <DataTable.Col source="percent" label={C('fields.rate')} disableSort>
          <FunctionField render={(r: RaRecord) => (r.percent === null ? <Translated k={C('taxRates.none')} /> : `${r.percent} %`)} />
        </DataTable.Col>
        <DataTable.Col label="" disableSort>
          <RateActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function Translated({ k }: { k: string }) {
  const translate = useTranslate();
  return <>{translate(k)}</>;
}

function RateActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!record || !(CAN.manageCodes as readonly string[]).includes(permissions)) return null;
  const save = async () => {
    const rate = rateOfPercentText(text);
    if (rate === null) return setError(translate('errors:validation.invalid'));
    try {
      await request('PUT', path(record), { rate });
      notify(C('taxRates.saved'), { type: 'success' });
      setEditing(false);
      refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  const remove = async () => {
    await request('DELETE', path(record)).catch((err: Error) => notify(err.message, { type: 'error' }));
    notify(C('taxRates.removed'), { type: 'success' });
    setRemoving(false);
    refresh();
  };
  const label = `${translate(C('fields.rate'))} · ${record.region}`;
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" onClick={() => { setText(record.percent ?? ''); setError(null); setEditing(true); }} aria-label={`${translate(C('taxRates.set'))} ${record.region}`}>
        {translate(C('taxRates.set'))}
      </Button>
      {record.rate !== null && (
        <Button size="small" color="inherit" onClick={() => setRemoving(true)} aria-label={`${translate(C('taxRates.remove'))} ${record.region}`}>
          {translate(C('taxRates.remove'))}
        </Button>
      )}
      <Dialog open={editing} onClose={() => setEditing(false)} aria-labelledby={`rate-${record.id}`}>
        <DialogTitle id={`rate-${record.id}`}>{label}</DialogTitle>
        <DialogContent>
          <TextField autoFocus label={translate(C('fields.rate'))} value={text} onChange={(e) => setText(e.target.value)} error={!!error} helperText={error} inputMode="decimal" sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={save}>
            {translate(C('taxRates.set'))}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm isOpen={removing} title={C('taxRates.remove')} content={translate(C('taxRates.removeConfirm'), { region: record.region })} onConfirm={remove} onClose={() => setRemoving(false)} />
    </Stack>
  );
}
