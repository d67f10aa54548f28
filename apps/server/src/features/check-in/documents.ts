import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { TICKET_TOKEN_PATTERN, voidReasonOf } from '@portal/domain/check-in/rules';
import type { Locale } from '@portal/domain/locale/locales';
import { tickets } from '../../db/schema/tickets';
import { registrations } from '../../db/schema/registration';
import { findOffering } from '../offerings/store';
import { ticketPaths } from './qr';
import type { TicketDocument } from './ticket-pdf';
import { holderOf, ticketsWithHolders, validTicketsOf } from './tickets';

/** A ticket that still admits somebody, with what its PDF prints; undefined for an unknown or voided token. */
export async function ticketDocument(db: NodePgDatabase, token: string): Promise<TicketDocument | undefined> {
  if (!TICKET_TOKEN_PATTERN.test(token)) return undefined;
  const [found] = await ticketsWithHolders(db).where(eq(tickets.token, token));
  if (!found || found.ticket.voidedAt || voidReasonOf(found.registration, found.ticket.offeringId)) return undefined;
  const [reg] = await db.select({ locale: registrations.locale }).from(registrations).where(eq(registrations.id, found.ticket.registrationId));
  const offering = await findOffering(db, found.ticket.offeringId);
  if (!offering) return undefined;
  return { token, name: holderOf(found).name, locale: reg.locale as Locale, offering };
}

/** The tickets the completion page and the confirmation e-mail show: each holder's name and links. */
export async function ticketLinks(db: NodePgDatabase, registrationId: string) {
  const rows = await validTicketsOf(db, registrationId);
  return rows.map((r) => {
    const { qrUrl, pdfUrl, pngUrl } = ticketPaths(r.ticket.token);
    return { name: holderOf(r).name, token: r.ticket.token, qrUrl, pdfUrl, pngUrl };
  });
}
