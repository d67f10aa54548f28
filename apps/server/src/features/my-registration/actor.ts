import type { Locale } from '@portal/domain/locale/locales';
import type { RegistrationRow } from '../../db/schema/registration';
import { translator } from '../../platform/i18n';
import type { Actor } from '../staff/audit';

/**
 * Who acts when a registrant changes their own registration from its page (issue 42): no staff
 * account (id null), and a label that says it was the registrant of this registration (by its id:
 * an address in the label would outlive a privacy erasure, which keeps who did what). The back
 * office reads it as "the registrant" in the staff member's language (actorName below).
 */
const PREFIX = 'registrant:';

export function registrantActor(row: Pick<RegistrationRow, 'id'>): Actor {
  return { id: null, label: `${PREFIX}${row.id}` };
}

/** The registration whose registrant acted, from an actor's label; null for staff and commands. */
export const registrationOfActor = (label: string): string | null => (label.startsWith(PREFIX) ? label.slice(PREFIX.length) : null);

/**
 * Who acted, as staff read it: a staff member's label as recorded, the registrant (their own page)
 * in words. `alone`: as a list's cell ("Registrant (own page)") rather than inside a sentence
 * ("by the registrant (on their own page)"). The timeline, the refunds table and the audit log all
 * read it here.
 */
export function actorName(locale: Locale, label: string, opts: { alone?: boolean } = {}): string {
  if (registrationOfActor(label) === null) return label;
  return translator(locale)(opts.alone ? 'admin:audit.registrant' : 'admin:registrations.timeline.registrant');
}

/** The reason a registrant's own cancellation (and its refund) records; the timeline says it in words. */
export const REGISTRANT_CANCEL_REASON = 'registrant:cancelled';
