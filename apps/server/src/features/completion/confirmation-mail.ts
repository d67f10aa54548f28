import { hasLimitedPortalView, NEXT_STEPS, surveyUrl } from '@portal/domain/completion/completion';
import { disclosureLine, sessionDisclosures, type DisclosureBook } from '@portal/domain/ce-records/disclosure';
import { completionTitleKey } from '@portal/domain/completion/title';
import type { CourseType } from '@portal/domain/course/course';
import { formatMoney, formatNumber, type Money } from '@portal/domain/locale/format';
import type { Locale } from '@portal/domain/locale/locales';
import { isLiveSession, sessionLocation } from '@portal/domain/schedule/session';
import { formatSessionWhen } from '@portal/domain/schedule/when';
import { externalLink, type SiteHosts } from '@portal/domain/site/links';
import type { OrderRow } from '../../db/schema/checkout';
import type { Offering } from '../../db/schema/offerings';
import type { RegistrationRow } from '../../db/schema/registration';
import { translator } from '../../platform/i18n';
import type { MailAttachment, OutboxAttachment } from '../../db/schema/mail';
import type { MailMessage } from '../../platform/mail/outbox';
import type { TicketMail } from '../check-in/mail-tickets';
import { courseView } from '../checkout/course-view';
import { registrationCalendar } from '../enrolment/service';

export interface ConfirmationMailInput {
  to: string;
  /** The registration's id: the attached calendar event has the same UID as the page's download. */
  registrationId: string;
  locale: Locale;
  firstName: string;
  clinId: string;
  courseType: CourseType;
  offering: Offering;
  paid: Money;
  hosts: SiteHosts;
  /** The portal's address (the calendar event's link and UID domain). */
  publicUrl: string;
  /** The payment's receipt PDF (receipt-<number>.pdf), a reference drawn when sent; absent for a registration paid elsewhere. */
  receipt?: OutboxAttachment;
  /** A live session's door tickets (features/check-in): each QR attached, each PDF linked. */
  tickets?: TicketMail[];
  /** The registration's own page (features/my-registration): receipts, tickets, certificate later. */
  manageUrl?: string;
  /** Another subject and first line than the payment's (a registrant's move sends the same mail for the new session). */
  subject?: string;
  intro?: string;
  now?: Date;
  /** The session's commercial-relationship disclosures as staff wrote them (issue 52): told in the confirmation; none, nothing said. */
  disclosures?: DisclosureBook;
}

/** The confirmation of a paid registration, from its rows (at payment, after 3-D Secure, or sent again by staff). */
export function confirmationOf(
  row: Pick<RegistrationRow, 'id' | 'email' | 'locale' | 'firstName' | 'courseType'>,
  offering: Offering,
  order: Pick<OrderRow, 'orderTotalCents' | 'currency'>,
  clinId: string,
  links: { hosts: SiteHosts; publicUrl: string },
  receipt?: OutboxAttachment,
  tickets?: TicketMail[],
  manageUrl?: string,
  disclosures?: DisclosureBook,
): MailMessage {
  return confirmationMail({
    to: row.email,
    registrationId: row.id,
    locale: row.locale,
    firstName: row.firstName,
    clinId,
    courseType: row.courseType,
    offering,
    paid: { cents: order.orderTotalCents, currency: order.currency },
    hosts: links.hosts,
    publicUrl: links.publicUrl,
    receipt,
    tickets,
    manageUrl,
    disclosures,
  });
}

/** The course, when and where (or the meeting link) and its CE hours: the confirmation's and the reminder's lines. */
export function courseDetails(offering: Offering, locale: Locale): string[] {
  const t = translator(locale);
  const course = courseView(offering, locale);
  const details: string[] = [t('completion:email.course', { title: course.title })];
  if (!isLiveSession(offering)) {
    details.push(t('completion:email.onDemand'));
  } else {
    details.push(t('completion:email.when', formatSessionWhen(offering, locale)));
    if (offering.modality === 'virtual' && offering.meetingUrl) details.push(t('completion:email.meeting', { url: offering.meetingUrl }));
    else details.push(t('completion:email.where', { location: sessionLocation(offering) }));
  }
  details.push(t('completion:email.ceHours', { hours: formatNumber(course.ceHours, locale) }));
  return details;
}

/** The confirmation sent when a registration is paid, in the registrant's locale (spec sections 4 and 9). */
export function confirmationMail(m: ConfirmationMailInput): MailMessage {
  const t = translator(m.locale);
  const details = courseDetails(m.offering, m.locale);
  const live = isLiveSession(m.offering) ? m.offering : null;

  const steps = NEXT_STEPS.map((s) => t(`completion:nextSteps.${s}`));
  const portal = externalLink('providerLogin', m.locale, m.hosts);
  const survey = surveyUrl(m.locale, m.hosts);
  const blocks: (string | string[])[] = [
    t('completion:email.greeting', { name: m.firstName }),
    m.intro ?? t('completion:email.intro', { amount: formatMoney(m.paid, m.locale) }),
    t('completion:email.userId', { clinId: m.clinId }),
    details,
    ...disclosureBlock(m),
    [t('completion:email.nextStepsTitle'), ...steps.map((s) => `- ${s}`)],
    ...(hasLimitedPortalView(m.courseType) ? [t('completion:email.limitedView')] : []),
    ...(live ? [t('completion:email.calendar')] : []),
    ...(m.tickets?.length ? [[t('completion:email.ticketsTitle'), ...m.tickets.map((k) => `- ${t('completion:email.ticket', { name: k.name, url: k.pdfUrl })}`)]] : []),
    ...(m.manageUrl ? [t('completion:email.manage', { url: m.manageUrl })] : []),
    t('completion:email.portal', { url: portal }),
    t('completion:email.survey', { url: survey }),
    t('completion:email.signature'),
  ];
  const subjectKey = completionTitleKey(m.courseType) === 'completion:titleOnDemand' ? 'completion:email.subjectOnDemand' : 'completion:email.subjectStandard';
  return {
    to: m.to,
    subject: m.subject ?? t(subjectKey),
    text: blocks.map((b) => (Array.isArray(b) ? b.join('\n') : b)).join('\n\n'),
    locale: m.locale,
    attachments: [...(live ? [calendarAttachment(m.registrationId, live, m.locale, m.publicUrl, m.now)] : []), ...(m.receipt ? [m.receipt] : []), ...(m.tickets ?? []).map((k) => k.qr)],
  };
}

/** The session's disclosures under their heading, each on its line (a text only in the other language says so); none: no block. */
function disclosureBlock(m: ConfirmationMailInput): string[][] {
  if (!m.disclosures) return [];
  const t = translator(m.locale);
  const shown = sessionDisclosures(m.offering.presenter, m.disclosures, m.locale);
  if (!shown.length) return [];
  const own = m.locale === 'fr-CA' ? 'fr' : 'en';
  return [[t('completion:course.disclosures'), ...shown.map((d) => `- ${disclosureLine(d, m.locale)}${d.lang === own ? '' : ` ${t('completion:course.disclosuresOtherLanguage')}`}`)]];
}

/** The session's .ics, the same file as the completion page's 'Add to calendar' download. */
export function calendarAttachment(registrationId: string, live: Offering, locale: Locale, publicUrl: string, now?: Date): MailAttachment {
  const { ics, fileName } = registrationCalendar(registrationId, live, locale, publicUrl, now);
  return { filename: fileName, contentType: 'text/calendar; method=PUBLISH', contentBase64: Buffer.from(ics, 'utf8').toString('base64') };
}
