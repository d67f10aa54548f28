import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import {
  Form,
  SaveButton,
  SelectInput,
  Show,
  TextInput,
  useGetIdentity,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { LeadAnswer } from '@portal/domain/leads/answers';
import { CAN } from '@portal/domain/staff/roles';
import { LEAD_STATUS_CHOICES, SOURCE_CHOICES } from './lead-list';
import { adminLocale, dateText } from '../providers/admin-dates';

const T = (key: string) => `admin:leads.${key}`;

/** One lead: what its form asked, and its follow-up (status, owner, notes). */
export function LeadShow() {
  return (
    <Show title="admin:leads.heading">
      <LeadStory />
    </Show>
  );
}

function LeadStory() {
  const r = useRecordContext();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  if (!r) return null;
  const source = SOURCE_CHOICES.find((c) => c.id === r.source);
  // Labelled by the server in the staff member's language, as the public form showed them.
  const answers = (r.answers ?? []) as LeadAnswer[];
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
      <div>
        <Typography variant="h5" component="h1">
          {r.firstName} {r.lastName}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {source ? translate(source.name) : r.source} · {dateText(r.createdAt, adminLocale(), { time: true })}
        </Typography>
        <Typography variant="h6" component="h2">
          {translate(T('fields.answers'))}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
          {answers.map((a) => (
            <Box key={a.field} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {a.label}
              </Box>
              <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {a.value}
              </Box>
            </Box>
          ))}
        </Box>
      </div>
      <Paper variant="outlined" sx={{ p: 2, alignSelf: 'start' }}>
        {(CAN.manageLeads as readonly string[]).includes(permissions) ? <FollowUp record={r} /> : <ReadOnlyFollowUp record={r} />}
      </Paper>
    </Box>
  );
}

function ReadOnlyFollowUp({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const status = LEAD_STATUS_CHOICES.find((c) => c.id === record.status);
  return (
    <Stack spacing={1}>
      <Typography>
        {translate(T('fields.status'))}: {status ? translate(status.name) : record.status}
      </Typography>
      <Typography>
        {translate(T('fields.owner'))}: {record.ownerName ?? '—'}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.notes}</Typography>
    </Stack>
  );
}

/** Status and notes saved together; taking or releasing the lead is one click. */
function FollowUp({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const [update, { isPending }] = useUpdate();
  const save = async (data: Record<string, unknown>) => {
    try {
      await update('leads', { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(T('saved'), { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    }
  };
  const mine = identity && record.ownerId === identity.id;
  return (
    <Stack spacing={2}>
      <Typography>
        {translate(T('fields.owner'))}: {record.ownerName ?? '—'}
      </Typography>
      <Button variant="outlined" disabled={isPending} onClick={() => save({ owner: mine ? null : 'me' })} sx={{ alignSelf: 'flex-start' }}>
        {translate(T(mine ? 'release' : 'takeIt'))}
      </Button>
      <Form onSubmit={(values: Record<string, unknown>) => save({ status: values.status, notes: values.notes })} record={record}>
        <SelectInput source="status" label={T('fields.status')} choices={LEAD_STATUS_CHOICES} fullWidth />
        <TextInput source="notes" label={T('fields.notes')} multiline minRows={4} fullWidth />
        <SaveButton />
      </Form>
    </Stack>
  );
}
