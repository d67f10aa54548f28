import { EXPORT_KINDS } from '../exports/schemas';

/**
 * Every kind of record the audit log names, with every action written on it. `writeAudit` takes
 * only these pairs (a type error otherwise), and each pair has a text in the `admin` catalog
 * (`audit.actions.<entity>.<action>`, the entity's name under `audit.entities.<entity>`), which
 * a domain test checks in every locale: a new action cannot reach the log without a text.
 */
export const AUDIT_ACTIONS = {
  staff: ['invite', 'create', 'setup', 'sign_in', 'sign_out_everywhere', 'change_role', 'disable'],
  api_token: ['create', 'revoke'],
  session: ['create', 'update', 'publish', 'unpublish', 'cancel'],
  registration: ['correct_contact', 'move', 'move_settled', 'move_hold', 'send_resume_link', 'resend_confirmation', 'refund', 'cancel', 'change_team', 'download_transcript'],
  attendance: ['present', 'absent', 'mark'],
  /** An AGD roster (issue 52): downloaded, and marked as sent to AGD. */
  agd_roster: ['download', 'mark_sent'],
  /** A course's evaluation (issue 52): its questions or the certificate's wait changed; its results downloaded as CSV. */
  evaluation_form: ['update', 'download_results'],
  /** A course's or a presenter's commercial-relationship disclosure (issue 52): written, reworded or removed. */
  disclosure: ['update'],
  ticket: ['check_in', 'offline_void', 'impossible_scan_time'],
  lead: ['follow_up'],
  coupon: ['create', 'update', 'activate', 'deactivate'],
  dso_code: ['create', 'update', 'activate', 'deactivate'],
  tax_rate: ['create', 'update', 'delete'],
  campaign_import: ['import'],
  scorm_package: ['upload'],
  module_assignment: ['assign'],
  mail: ['send_again'],
  webhook_endpoint: ['create', 'update', 'rotate_secret', 'delete', 'send_test', 'redeliver', 'disable_failing'],
  /** A retention run started from the back office (the daily job's runs are in retention_runs only). */
  retention: ['run'],
  /** A privacy request's handling by staff (the values read, corrected or erased never go in the entry). */
  privacy_request: ['create', 'export', 'correct', 'erase', 'close'],
  /** The CSV exports, and the funnel dashboard's figures as CSV. */
  export: [...EXPORT_KINDS, 'funnel'],
} as const;

export type AuditEntity = keyof typeof AUDIT_ACTIONS;
export type AuditAction<E extends AuditEntity = AuditEntity> = (typeof AUDIT_ACTIONS)[E][number];
/** One entity with one of its own actions, e.g. `{ entity: 'session', action: 'publish' }`. */
export type AuditEvent = { [E in AuditEntity]: { entity: E; action: AuditAction<E> } }[AuditEntity];

export const AUDIT_ENTITIES = Object.keys(AUDIT_ACTIONS) as AuditEntity[];

/** The pairs as one list of ids ("session.publish"): what the audit log's filter by action offers. */
export const AUDIT_ACTION_IDS: string[] = AUDIT_ENTITIES.flatMap((entity) => AUDIT_ACTIONS[entity].map((action) => `${entity}.${action}`));

/** The catalog key of an entry's action ("admin:audit.actions.session.publish"). */
export const auditActionKey = (entity: string, action: string) => `admin:audit.actions.${entity}.${action}`;
export const auditEntityKey = (entity: string) => `admin:audit.entities.${entity}`;

/** "session.publish" -> its entity and action, or null for an id not in the list. */
export function parseAuditActionId(id: string): { entity: AuditEntity; action: string } | null {
  if (!AUDIT_ACTION_IDS.includes(id)) return null;
  const dot = id.indexOf('.');
  return { entity: id.slice(0, dot) as AuditEntity, action: id.slice(dot + 1) };
}
