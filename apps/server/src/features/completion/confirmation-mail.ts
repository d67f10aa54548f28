import { hasLimitedPortalView, NEXT_STEPS, surveyUrl } from '@portal/domain/completion/completion';
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
import type { MailAttachment } from '../../db/schema/mail';
import type { MailMessage } from '../../platform/mail/outbox';
import { courseView } from '../checkout/course-view';
import { registrationCalendar } from '../enrolment/service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Escaped text with its web addresses as links (ours never contain characters that escaping changes). */
const htmlLine = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

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
  /** The payment's receipt PDF (receipt-<number>.pdf); absent for a registration paid elsewhere. */
  receipt?: MailAttachment;
  now?: Date;
}

/** The confirmation of a paid registration, from its rows (at payment, after 3-D Secure, or sent again by staff). */
export function confirmationOf(
  row: Pick<RegistrationRow, 'id' | 'email' | 'locale' | 'firstName' | 'courseType'>,
  offering: Offering,
  order: Pick<OrderRow, 'orderTotalCents' | 'currency'>,
  clinId: string,
  links: { hosts: SiteHosts; publicUrl: string },
  receipt?: MailAttachment,
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
  });
}

/** The confirmation sent when a registration is paid, in the registrant's locale (spec sections 4 and 9). */
export function confirmationMail(m: ConfirmationMailInput): MailMessage {
  const t = translator(m.locale);
  const course = courseView(m.offering, m.locale);
  const details: string[] = [t('completion:email.course', { title: course.title })];
  const live = isLiveSession(m.offering) ? m.offering : null;
  if (!live) {
    details.push(t('completion:email.onDemand'));
  } else {
    details.push(t('completion:email.when', formatSessionWhen(live, m.locale)));
    if (live.modality === 'virtual' && live.meetingUrl) details.push(t('completion:email.meeting', { url: live.meetingUrl }));
    else details.push(t('completion:email.where', { location: sessionLocation(live) }));
  }
  details.push(t('completion:email.ceHours', { hours: formatNumber(course.ceHours, m.locale) }));

  const steps = NEXT_STEPS.map((s) => t(`completion:nextSteps.${s}`));
  const portal = externalLink('providerLogin', m.locale, m.hosts);
  const survey = surveyUrl(m.locale, m.hosts);
  const blocks: (string | string[])[] = [
    t('completion:email.greeting', { name: m.firstName }),
    t('completion:email.intro', { amount: formatMoney(m.paid, m.locale) }),
    t('completion:email.userId', { clinId: m.clinId }),
    details,
    [t('completion:email.nextStepsTitle'), ...steps.map((s) => `- ${s}`)],
    ...(hasLimitedPortalView(m.courseType) ? [t('completion:email.limitedView')] : []),
    ...(live ? [t('completion:email.calendar')] : []),
    t('completion:email.portal', { url: portal }),
    t('completion:email.survey', { url: survey }),
    t('completion:email.signature'),
  ];
  const subjectKey = completionTitleKey(m.courseType) === 'completion:titleOnDemand' ? 'completion:email.subjectOnDemand' : 'completion:email.subjectStandard';
  return {
    to: m.to,
    subject: t(subjectKey),
    text: blocks.map((b) => (Array.isArray(b) ? b.join('\n') : b)).join('\n\n'),
    html: blocks
      .map((b) => (Array.isArray(b) ? `<p>${b.map(htmlLine).join('<br>')}</p>` : `<p>${htmlLine(b)}</p>`))
      .join('\n'),
    attachments: [...(live ? [calendarAttachment(m, live)] : []), ...(m.receipt ? [m.receipt] : [])],
  };
}

/** The session's .ics, the same file as the completion page's 'Add to calendar' download. */
function calendarAttachment(m: ConfirmationMailInput, live: Offering): MailAttachment {
  const { ics, fileName } = registrationCalendar(m.registrationId, live, m.locale, m.publicUrl, m.now);
  return { filename: fileName, contentType: 'text/calendar; method=PUBLISH', contentBase64: Buffer.from(ics, 'utf8').toString('base64') };
}
