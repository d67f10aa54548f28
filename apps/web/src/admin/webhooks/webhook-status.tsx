import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import ReplayIcon from '@mui/icons-material/Replay';
import WarningIcon from '@mui/icons-material/Warning';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WebhookDeliveryView, WebhookEndpointView } from '@portal/domain/webhooks/events';
import { W, useDateTime } from './webhook-text';

/**
 * An endpoint's state as a chip whose words and icon carry the meaning (colour only repeats it):
 * enabled, enabled but failing since a date, disabled by the server for failing, disabled by a person.
 */
export function EndpointStatus({ endpoint }: { endpoint: Pick<WebhookEndpointView, 'enabled' | 'disabledReason' | 'failingSince'> }) {
  const translate = useTranslate();
  const when = useDateTime();
  const since = endpoint.failingSince ? when(endpoint.failingSince) : null;
  if (endpoint.enabled && since) {
    // MUI's orange fails text contrast (3:1): dark text on an orange-bordered chip with an orange icon.
    const warn = { borderColor: 'warning.main', '& .MuiChip-icon': { color: 'warning.dark' } };
    return <Chip size="small" variant="outlined" sx={warn} icon={<WarningIcon />} label={translate(W('status.failing'), { date: since })} />;
  }
  if (endpoint.enabled) return <Chip size="small" color="success" icon={<CheckCircleIcon />} label={translate(W('status.enabled'))} />;
  if (endpoint.disabledReason === 'failing') {
    const label = since ? translate(W('status.disabledFailing'), { date: since }) : translate(W('status.disabledFailingNoDate'));
    return <Chip size="small" color="error" icon={<ErrorIcon />} label={label} />;
  }
  return <Chip size="small" variant="outlined" icon={<PauseCircleIcon />} label={translate(W('status.disabled'))} />;
}

const DELIVERY_LOOK = {
  delivered: { color: 'success', variant: 'filled', icon: <CheckCircleIcon /> },
  pending: { color: 'default', variant: 'outlined', icon: <HourglassIcon /> },
  retrying: { color: 'error', variant: 'outlined', icon: <ReplayIcon /> },
  failed: { color: 'error', variant: 'filled', icon: <ErrorIcon /> },
} as const;

/**
 * A delivery's status, worded and with its own icon. A pending delivery with a next attempt is one
 * whose last attempt failed: it says so (its error is in the row). The server counts an attempt
 * when it starts, so a first attempt under way is still plain 'pending' (no next attempt yet).
 */
export function DeliveryStatus({ delivery }: { delivery: Pick<WebhookDeliveryView, 'status' | 'nextAttemptAt'> }) {
  const translate = useTranslate();
  const shown = delivery.status === 'pending' && delivery.nextAttemptAt !== null ? 'retrying' : delivery.status;
  const look = DELIVERY_LOOK[shown];
  return <Chip size="small" variant={look.variant} color={look.color} icon={look.icon} label={translate(W(`deliveries.statuses.${shown}`))} />;
}
