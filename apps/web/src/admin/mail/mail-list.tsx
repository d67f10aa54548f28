import SendIcon from '@mui/icons-material/Send';
import { Chip, Typography } from '@mui/material';
import { Button, DataTable, FunctionField, List, SelectInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { MAIL_STATES } from '@portal/domain/mail/admin-schemas';
import { postAction } from '../providers/data-provider';
import { useAdminAction } from '../providers/use-admin-action';
import { AdminDateField } from '../providers/admin-dates';

/**
 * Mail not delivered yet (administrators and operations): dead letters, whose every retry failed,
 * with "Send again"; and mails waiting for their next retry (the queue retries them by itself).
 */
const STATE_CHOICES = MAIL_STATES.map((id) => ({ id, name: `admin:mail.states.${id}` }));
const filters = [<SelectInput key="state" source="state" label="admin:mail.fields.state" choices={STATE_CHOICES} emptyText="admin:mail.filter.all" alwaysOn />];

function SendAgainButton() {
  const record = useRecordContext();
  const { busy, run } = useAdminAction();
  if (!record || record.state !== 'dead') return null;
  return (
    <Button
      label="admin:mail.sendAgain"
      disabled={busy}
      onClick={(e) => {
        e.stopPropagation();
        void run(() => postAction('mail', String(record.id), 'send-again'), () => 'admin:mail.sentAgain');
      }}
    >
      <SendIcon />
    </Button>
  );
}

function StateChip({ state }: { state: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={state === 'dead' ? 'error' : 'default'} label={translate(`admin:mail.states.${state}`)} />;
}

function Intro() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mt: 1, mb: 1 }}>
      {translate('admin:mail.intro')}
    </Typography>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} role="status">
      {translate('admin:mail.empty')}
    </Typography>
  );
}

export function MailList() {
  return (
    <List title="admin:mail.menu" filters={filters} exporter={false} empty={false}>
      <Intro />
      <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <DataTable.Col source="to" label="admin:mail.fields.to" disableSort />
        <DataTable.Col source="subject" label="admin:mail.fields.subject" disableSort />
        <DataTable.Col source="state" label="admin:mail.fields.state" disableSort>
          <FunctionField render={(r: RaRecord) => <StateChip state={r.state} />} />
        </DataTable.Col>
        <DataTable.Col source="attempts" label="admin:mail.fields.attempts" disableSort />
        <DataTable.Col source="lastError" label="admin:mail.fields.lastError" disableSort>
          <FunctionField render={(r: RaRecord) => <Typography variant="body2" sx={{ wordBreak: 'break-word', maxWidth: 320 }}>{r.lastError ?? '—'}</Typography>} />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="admin:mail.fields.createdAt" disableSort>
          <AdminDateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="deadAt" label="admin:mail.fields.deadAt" disableSort>
          <AdminDateField source="deadAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col label="admin:mail.sendAgain" disableSort>
          <SendAgainButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
