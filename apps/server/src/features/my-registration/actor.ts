import type { RegistrationRow } from '../../db/schema/registration';
import type { Actor } from '../staff/audit';

/**
 * Who acts when a registrant changes their own registration from its page (issue 42): no staff
 * account (id null), and a label that says it was the registrant, with their address, so the
 * audit log and the registration's timeline read "by Registrant (jane@example.com)".
 */
export function registrantActor(row: Pick<RegistrationRow, 'email'>): Actor {
  return { id: null, label: `Registrant (${row.email})` };
}
