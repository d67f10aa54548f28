import type { RegistrationRow } from '../../db/schema/registration';
import type { Actor } from '../staff/audit';

/**
 * Who acts when a registrant changes their own registration from its page (issue 42): no staff
 * account (id null), and a label that says it was the registrant of this registration (by its id:
 * an address in the label would outlive a privacy erasure, which keeps who did what). The back
 * office's timeline reads it as "by the registrant" in the staff member's language (admin-timeline.ts).
 */
const PREFIX = 'registrant:';

export function registrantActor(row: Pick<RegistrationRow, 'id'>): Actor {
  return { id: null, label: `${PREFIX}${row.id}` };
}

export const isRegistrantLabel = (label: string) => label.startsWith(PREFIX);

/** The reason a registrant's own cancellation (and its refund) records; the timeline says it in words. */
export const REGISTRANT_CANCEL_REASON = 'registrant:cancelled';
