import KeyIcon from '@mui/icons-material/Key';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, List as MuiList, ListItem, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  EditButton,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { WebhookEndpointView, WebhookEndpointWithSecret } from '@portal/domain/webhooks/events';
import { postAction } from '../providers/data-provider';
import { useAdminAction } from '../providers/use-admin-action';
import { SecretDialog } from './secret-dialog';
import { WebhookDeliveries, deliveriesKey } from './webhook-deliveries';
import { DeleteEndpointButton } from './webhook-form';
import { EndpointStatus } from './webhook-status';
import { DateTime, W, eventLabel } from './webhook-text';

/** The endpoint's record is asked for again as often as its deliveries: its status and last delivery follow them. */
const ENDPOINT_REFRESH_MS = 5_000;

/** One endpoint: what it receives and its state, its actions (test, rotate, edit, delete), its deliveries. */
export function WebhookShow() {
  return (
    <Show title={W('showHeading')} actions={<ShowActions />} queryOptions={{ refetchInterval: ENDPOINT_REFRESH_MS }}>
      <SimpleShowLayout>
        <TextField source="url" label={W('fields.url')} sx={{ overflowWrap: 'anywhere' }} />
        <TextField source="description" label={W('fields.description')} emptyText="—" />
        <FunctionField label={W('fields.status')} render={(r: RaRecord) => <EndpointStatus endpoint={r as unknown as WebhookEndpointView} />} />
        <FunctionField label={W('fields.events')} render={(r: RaRecord) => <EventList events={r.events} />} />
        <FunctionField label={W('fields.lastDeliveryAt')} render={(r: RaRecord) => <DateTime value={r.lastDeliveryAt} />} />
        <FunctionField label={W('fields.createdAt')} render={(r: RaRecord) => <DateTime value={r.createdAt} />} />
        <TextField source="createdBy" label={W('fields.createdBy')} emptyText="—" />
      </SimpleShowLayout>
      <Deliveries />
    </Show>
  );
}

function EventList({ events }: { events: readonly string[] }) {
  const translate = useTranslate();
  return (
    <MuiList dense disablePadding>
      {events.map((type) => (
        <ListItem key={type} disableGutters sx={{ display: 'block' }}>
          {translate(eventLabel(type))}{' '}
          <Typography component="code" variant="body2" color="textSecondary" sx={{ fontFamily: 'monospace' }}>
            {type}
          </Typography>
        </ListItem>
      ))}
    </MuiList>
  );
}

function Deliveries() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <WebhookDeliveries endpointId={String(record.id)} />
    </Box>
  );
}

function ShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <SendTestButton />
      <RotateSecretButton />
      <EditButton />
      <DeleteEndpointButton />
    </TopToolbar>
  );
}

/** Sends the test event to this endpoint only; its delivery shows in the table below as it happens. */
function SendTestButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { busy, run } = useAdminAction();
  if (!record) return null;
  const send = () =>
    run(
      () => postAction('webhook-endpoints', String(record.id), 'test'),
      () => {
        void queryClient.invalidateQueries({ queryKey: deliveriesKey(String(record.id)) });
        return W('test.sent');
      },
    );
  return (
    <Button size="small" startIcon={<SendIcon />} onClick={send} disabled={busy}>
      {translate(W('test.action'))}
    </Button>
  );
}

/** A new signing secret after a confirmation, shown once like the first one. */
function RotateSecretButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { busy, run } = useAdminAction();
  const [asking, setAsking] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  if (!record) return null;
  const rotate = async () => {
    setAsking(false);
    await run(
      () => postAction<WebhookEndpointWithSecret>('webhook-endpoints', String(record.id), 'rotate-secret'),
      (made) => {
        setSecret(made.secret);
        return W('rotate.done');
      },
    );
  };
  return (
    <>
      <Button size="small" startIcon={<KeyIcon />} onClick={() => setAsking(true)} disabled={busy}>
        {translate(W('rotate.action'))}
      </Button>
      <Confirm isOpen={asking} title={W('rotate.confirmTitle')} content={W('rotate.confirm')} confirm={W('rotate.action')} onConfirm={rotate} onClose={() => setAsking(false)} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
