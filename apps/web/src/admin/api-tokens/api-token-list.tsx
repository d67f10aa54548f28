import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField as MuiTextField, Typography, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  DataTable,
  DeleteWithConfirmButton,
  Form,
  List,
  SaveButton,
  TextInput,
  TopToolbar,
  required,
  useCreate,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AdminDateField } from '../providers/admin-dates';

/**
 * How often the list asks again while it is on screen. Tokens are used elsewhere (a script in a
 * terminal, a scheduled job), and 'Last used' is what tells the person their automation works:
 * read once, it stayed as it was until a reload. The query layer asks again only when the tab
 * becomes visible again, which switching to a terminal or a second screen never does.
 */
const TOKEN_LIST_REFRESH_MS = 10_000;

/** The signed-in person's own API tokens for automation: create (shown once), see use, revoke. */
export function ApiTokenList() {
  // Hidden tabs do not poll (refetchIntervalInBackground stays false).
  return (
    <List title="admin:menu.apiTokens" actions={<TopToolbar><NewTokenButton /></TopToolbar>} pagination={false} empty={false} queryOptions={{ refetchInterval: TOKEN_LIST_REFRESH_MS }}>
      <RefetchOnWindowFocus />
      <Typography sx={{ px: 2, pt: 2 }} color="textSecondary">
        <UsageText />
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" label="admin:apiTokens.name" disableSort />
        <DataTable.Col source="createdAt" label="admin:apiTokens.createdAt" disableSort>
          <AdminDateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="lastUsedAt" label="admin:apiTokens.lastUsedAt" disableSort>
          <AdminDateField source="lastUsedAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="revokedAt" label="admin:apiTokens.revokedAt" disableSort>
          <AdminDateField source="revokedAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col label="" disableSort>
          <RevokeButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** Coming back to the window (from the terminal that used a token) shows the use at once. */
function RefetchOnWindowFocus() {
  const { refetch } = useListContext();
  useEffect(() => {
    const again = () => void refetch();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [refetch]);
  return null;
}

function UsageText() {
  const translate = useTranslate();
  return <>{translate('admin:apiTokens.usage')}</>;
}

function RevokeButton() {
  const record = useRecordContext();
  if (!record || record.revokedAt) return null;
  return (
    <DeleteWithConfirmButton
      label="admin:apiTokens.revoke"
      confirmTitle="admin:apiTokens.revoke"
      confirmContent="admin:apiTokens.revokeConfirm"
      mutationMode="pessimistic"
      redirect={false}
      successMessage="admin:apiTokens.revoked"
      translateOptions={{ name: record.name }}
    />
  );
}

/** A dialog: name the token, then see it once with the advice to copy it now. */
function NewTokenButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const close = () => {
    setOpen(false);
    setToken(null);
  };
  const submit = (values: Record<string, unknown>) =>
    create('api-tokens', { data: values }, { onSuccess: (made) => setToken(String((made as { token?: string }).token)), returnPromise: true });
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {translate('admin:apiTokens.create')}
      </Button>
      <Dialog open={open} onClose={token ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="new-token-title">
        <DialogTitle id="new-token-title">{translate('admin:apiTokens.createHeading')}</DialogTitle>
        {token ? (
          <>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <Alert severity="warning">{translate('admin:apiTokens.shownOnce')}</Alert>
                <MuiTextField label={translate('admin:apiTokens.tokenLabel')} value={token} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-api-token' } }} fullWidth />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button variant="contained" onClick={close}>
                {translate('admin:apiTokens.close')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <Form onSubmit={submit}>
            <DialogContent>
              <TextInput source="name" label="admin:apiTokens.name" helperText="admin:apiTokens.nameHint" validate={required()} fullWidth autoFocus />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{translate('ra.action.cancel')}</Button>
              <SaveButton label="admin:apiTokens.create" disabled={isPending} alwaysEnable />
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </>
  );
}
