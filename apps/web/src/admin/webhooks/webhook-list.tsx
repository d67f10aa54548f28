import { Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { CreateButton, DataTable, FunctionField, Link, List, TopToolbar, useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import { WEBHOOK_EVENTS, type WebhookEndpointView } from '@portal/domain/webhooks/events';
import { EndpointStatus } from './webhook-status';
import { DateTime, W } from './webhook-text';

/** While shown, the list asks again now and then: the server disables failing endpoints and deliveries land on their own. */
const ENDPOINT_LIST_REFRESH_MS = 15_000;

/** The webhook endpoints (administrators): where events go, which ones, and whether delivery works. */
export function WebhookList() {
  return (
    <List
      title={W('menu')}
      actions={<TopToolbar><CreateButton label={W('create')} /></TopToolbar>}
      exporter={false}
      empty={false}
      queryOptions={{ refetchInterval: ENDPOINT_LIST_REFRESH_MS }}
    >
      <Intro />
      <DataTable bulkActionButtons={false} rowClick="show" empty={<Empty />}>
        <DataTable.Col source="url" label={W('fields.url')} disableSort>
          <FunctionField render={(r: RaRecord) => <EndpointLink record={r} />} />
        </DataTable.Col>
        <DataTable.Col source="description" label={W('fields.description')} disableSort />
        <DataTable.Col source="events" label={W('fields.events')} disableSort>
          <FunctionField render={(r: RaRecord) => <EventCount events={r.events} />} />
        </DataTable.Col>
        <DataTable.Col source="enabled" label={W('fields.status')} disableSort>
          <FunctionField render={(r: RaRecord) => <EndpointStatus endpoint={r as unknown as WebhookEndpointView} />} />
        </DataTable.Col>
        <DataTable.Col source="lastDeliveryAt" label={W('fields.lastDeliveryAt')} disableSort>
          <FunctionField render={(r: RaRecord) => <DateTime value={r.lastDeliveryAt} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The URL as a link to the endpoint's page: the row opens it on a click, the link also by keyboard. */
function EndpointLink({ record }: { record: RaRecord }) {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'webhook-endpoints', id: record.id, type: 'show' })} onClick={(e: MouseEvent) => e.stopPropagation()} sx={{ overflowWrap: 'anywhere', display: 'inline-block', minWidth: 160 }}>
      {record.url}
    </Link>
  );
}

export function EventCount({ events }: { events: readonly string[] }) {
  const translate = useTranslate();
  return <>{translate(W('fields.eventCount'), { count: events.length, total: WEBHOOK_EVENTS.length })}</>;
}

function Intro() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="textSecondary" sx={{ px: 2, pt: 2 }}>
      {translate(W('intro'))}
    </Typography>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} role="status">
      {translate(W('empty'))}
    </Typography>
  );
}
