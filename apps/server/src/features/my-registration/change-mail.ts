import { and, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sessionLine } from '@portal/domain/schedule/when';
import type { SiteHosts } from '@portal/domain/site/links';
import { orders } from '../../db/schema/checkout';
import type { Offering } from '../../db/schema/offerings';
import type { RegistrationRow } from '../../db/schema/registration';
import { translator } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/outbox';
import { ticketsForMail } from '../check-in/mail-tickets';
import { confirmationMail, courseDetails } from '../completion/confirmation-mail';
import { mintLink } from './links';
import { sessionBook } from '../disclosures/store';

/**
 * The mails a registrant's own changes send (issue 42), each in the registration's locale and
 * with a fresh link to its page. Built in the change's transaction: the door tickets they list
 * are the ones the change has just issued.
 */
export interface ChangeMailDeps {
  hosts: SiteHosts;
  publicUrl: string;
}

type Row = Pick<RegistrationRow, 'id' | 'email' | 'locale' | 'firstName' | 'courseType' | 'clinId'>;

async function paidOrder(tx: NodePgDatabase, registrationId: string) {
  const [paid] = await tx.select().from(orders).where(and(eq(orders.registrationId, registrationId), eq(orders.status, 'paid'), eq(orders.kind, 'purchase'))).limit(1);
  return paid;
}

/**
 * After a move: a paid registration gets its confirmation again for the new session (calendar file,
 * the new door tickets, the page's link) under a subject that says it moved; one still in the
 * funnel gets the new session's details and the way back to its page.
 */
export async function movedMail(tx: NodePgDatabase, row: Row, session: Offering, deps: ChangeMailDeps): Promise<MailMessage> {
  const t = translator(row.locale);
  const { title } = sessionLine(session, row.locale);
  const subject = t('my-registration:moved.mailSubject', { title });
  const manageUrl = await mintLink(tx, { id: row.id, locale: row.locale, offering: session }, deps.publicUrl, 'mail');
  const paid = await paidOrder(tx, row.id);
  if (paid && row.clinId) {
    const tickets = await ticketsForMail(tx, row.id, deps.publicUrl);
    return confirmationMail({
      to: row.email, registrationId: row.id, locale: row.locale, firstName: row.firstName, clinId: row.clinId, courseType: row.courseType, offering: session,
      paid: { cents: paid.orderTotalCents, currency: paid.currency }, hosts: deps.hosts, publicUrl: deps.publicUrl, tickets, manageUrl,
      subject, intro: t('my-registration:moved.mailIntroPaid'), disclosures: await sessionBook(tx, session),
    });
  }
  const text = [
    t('completion:email.greeting', { name: row.firstName }),
    t('my-registration:moved.mailIntroUnpaid'),
    courseDetails(session, row.locale).join('\n'),
    t('my-registration:moved.mailCarryOn', { url: manageUrl }),
    t('completion:email.signature'),
  ];
  return { to: row.email, subject, text: text.join('\n\n'), locale: row.locale };
}

export interface TeamLine {
  type: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** After a team change: the team as it is now, the session, every valid door ticket (new ones included) and the page's link. */
export async function teamChangedMail(tx: NodePgDatabase, row: Row, session: Offering, team: TeamLine[], deps: ChangeMailDeps): Promise<MailMessage> {
  const t = translator(row.locale);
  const { title } = sessionLine(session, row.locale);
  const manageUrl = await mintLink(tx, { id: row.id, locale: row.locale, offering: session }, deps.publicUrl, 'mail');
  const tickets = await ticketsForMail(tx, row.id, deps.publicUrl);
  const members = team.map((m) => `- ${t('my-registration:team.mailMember', { name: `${m.firstName} ${m.lastName}`.trim(), role: t(`registration:teamTypes.${m.type}`), email: m.email })}`);
  const blocks = [
    t('completion:email.greeting', { name: row.firstName }),
    [t('my-registration:team.mailIntro'), ...members].join('\n'),
    courseDetails(session, row.locale).join('\n'),
    ...(tickets.length ? [[t('completion:email.ticketsTitle'), ...tickets.map((k) => `- ${t('completion:email.ticket', { name: k.name, url: k.pdfUrl })}`)].join('\n')] : []),
    t('completion:email.manage', { url: manageUrl }),
    t('completion:email.signature'),
  ];
  return {
    to: row.email,
    subject: t('my-registration:team.mailSubject', { title }),
    text: blocks.join('\n\n'),
    locale: row.locale,
    attachments: tickets.map((k) => k.qr),
  };
}
