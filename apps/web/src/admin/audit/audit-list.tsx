import { Box } from '@mui/material';
import { DataTable, DateInput, FunctionField, Link, List, SelectInput, TextInput, useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import { AUDIT_ACTION_IDS, AUDIT_ENTITIES, auditActionKey, auditEntityKey, parseAuditActionId } from '@portal/domain/staff/audit-actions';
import { AdminDateField } from '../providers/admin-dates';

/** The append-only audit log (administrators): who changed what, when, before and after, in words. */
const ENTITY_CHOICES = AUDIT_ENTITIES.map((id) => ({ id, name: auditEntityKey(id) }));
const ACTION_CHOICES = AUDIT_ACTION_IDS.map((id) => {
  const { entity, action } = parseAuditActionId(id)!;
  return { id, name: auditActionKey(entity, action) };
});

const filters = [
  <TextInput key="actor" source="actor" label="admin:audit.actor" alwaysOn />,
  <SelectInput key="entity" source="entity" label="admin:audit.entity" choices={ENTITY_CHOICES} alwaysOn />,
  <SelectInput key="action" source="action" label="admin:audit.action" choices={ACTION_CHOICES} alwaysOn />,
  <TextInput key="entityId" source="entityId" label="admin:audit.entityId" />,
  <DateInput key="from" source="from" label="admin:audit.from" alwaysOn />,
  <DateInput key="to" source="to" label="admin:audit.to" alwaysOn />,
];

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <Box component="code" sx={{ fontSize: '0.8rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word', display: 'block', maxWidth: 360 }}>
      {JSON.stringify(value)}
    </Box>
  );
}

export function AuditList() {
  return (
    <List title="admin:menu.audit" filters={filters} perPage={50} sort={{ field: 'at', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="at" label="admin:audit.at" disableSort>
          <AdminDateField source="at" showTime />
        </DataTable.Col>
        <DataTable.Col source="actorName" label="admin:audit.actor" disableSort>
          <FunctionField render={(r: RaRecord) => <Actor name={r.actorName} registrationId={r.actorRegistrationId} />} />
        </DataTable.Col>
        <DataTable.Col source="entity" label="admin:audit.entity" disableSort>
          <FunctionField render={(r: RaRecord) => <Readable keyOf={auditEntityKey(r.entity)} raw={r.entity} />} />
        </DataTable.Col>
        <DataTable.Col source="entityId" label="admin:audit.entityId" disableSort />
        <DataTable.Col source="action" label="admin:audit.action" disableSort>
          <FunctionField render={(r: RaRecord) => <Readable keyOf={auditActionKey(r.entity, r.action)} raw={r.action} />} />
        </DataTable.Col>
        <DataTable.Col source="before" label="admin:audit.before" disableSort>
          <FunctionField render={(r: RaRecord) => <Json value={r.before} />} />
        </DataTable.Col>
        <DataTable.Col source="after" label="admin:audit.after" disableSort>
          <FunctionField render={(r: RaRecord) => <Json value={r.after} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/**
 * Who acted, as the server says it in words (the registration's timeline reads it the same way): a
 * staff member's label, or a registrant on their own page, linked to their registration.
 */
function Actor({ name, registrationId }: { name: string; registrationId: string | null }) {
  const createPath = useCreatePath();
  if (!registrationId) return <>{name}</>;
  return (
    <Link to={createPath({ resource: 'registrations', id: registrationId, type: 'show' })} title={registrationId}>
      {name}
    </Link>
  );
}

/** The catalog's text; an entry written before its text existed keeps its code. */
function Readable({ keyOf, raw }: { keyOf: string; raw: string }) {
  const translate = useTranslate();
  return <>{translate(keyOf, { _: raw })}</>;
}
