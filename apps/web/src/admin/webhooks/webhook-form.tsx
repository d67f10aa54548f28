import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  Create,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { WEBHOOK_DESCRIPTION_MAX, WebhookEndpointCreateSchema } from '@portal/domain/webhooks/admin-schemas';
import type { WebhookEndpointWithSecret } from '@portal/domain/webhooks/events';
import { SecretDialog } from './secret-dialog';
import { EVENT_CHOICES, W } from './webhook-text';

type Values = { url?: string; description?: string; events?: string[]; enabled?: boolean };

/**
 * The shared schema checks the form before it is sent, for instant feedback; the server checks
 * again (https and a public address in production) and its messages land under the same fields.
 */
function validateEndpoint(values: Values): Record<string, string> {
  const parsed = WebhookEndpointCreateSchema.safeParse(toCreateBody(values));
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse());
}

/** What the admin API takes: only the fields it knows (the record also holds dates, status, creator). */
const toCreateBody = (v: Values) => ({ url: (v.url ?? '').trim(), description: (v.description ?? '').trim(), events: v.events ?? [] });
const toUpdateBody = (v: Values) => ({ ...toCreateBody(v), enabled: Boolean(v.enabled) });

/** An event's plain-language label with its type beside it, as the receiver will see it. */
function EventOption() {
  const record = useRecordContext<{ id: string; name: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      {translate(record.name)}{' '}
      <Typography component="code" variant="body2" color="textSecondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {record.id}
      </Typography>
    </span>
  );
}

function EndpointFields({ editing }: { editing?: boolean }) {
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <TextInput source="url" type="url" label={W('fields.url')} helperText={W('hints.url')} fullWidth autoComplete="off" />
      <TextInput source="description" label={W('fields.description')} helperText={W('hints.description')} fullWidth defaultValue="" slotProps={{ htmlInput: { maxLength: WEBHOOK_DESCRIPTION_MAX } }} />
      <CheckboxGroupInput source="events" label={W('fields.events')} helperText={W('hints.events')} choices={EVENT_CHOICES} optionText={<EventOption />} row={false} />
      {editing && <BooleanInput source="enabled" label={W('fields.enabled')} helperText={W('hints.enabled')} />}
    </Box>
  );
}

/** Adds an endpoint, then shows its signing secret once; closing that goes to the endpoint's page. */
export function WebhookCreate() {
  const redirect = useRedirect();
  const [made, setMade] = useState<WebhookEndpointWithSecret | null>(null);
  return (
    <>
      <Create title={W('createHeading')} transform={toCreateBody} mutationOptions={{ onSuccess: (data: WebhookEndpointWithSecret) => setMade(data) }}>
        <SimpleForm validate={validateEndpoint} noValidate>
          <EndpointFields />
        </SimpleForm>
      </Create>
      <SecretDialog secret={made?.secret ?? null} onClose={() => made && redirect('show', 'webhook-endpoints', made.id)} />
    </>
  );
}

export function WebhookEdit() {
  return (
    <Edit title={W('editHeading')} transform={toUpdateBody} mutationMode="pessimistic" redirect="show">
      <SimpleForm validate={validateEndpoint} toolbar={<EditToolbar />} noValidate>
        <EndpointFields editing />
      </SimpleForm>
    </Edit>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      <DeleteEndpointButton />
    </Toolbar>
  );
}

/** Delete, after a confirmation that names the endpoint; back to the list. */
export function DeleteEndpointButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      label={W('delete')}
      confirmTitle={W('delete')}
      confirmContent={W('deleteConfirm')}
      translateOptions={{ url: record.url }}
      mutationMode="pessimistic"
      redirect="list"
      successMessage={W('deleted')}
    />
  );
}
