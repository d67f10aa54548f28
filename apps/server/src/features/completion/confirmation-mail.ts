import { hasLimitedPortalView, NEXT_STEPS, surveyUrl } from '@portal/domain/completion/completion';
import { completionTitleKey } from '@portal/domain/completion/title';
import type { CourseType } from '@portal/domain/course/course';
import { formatDate, formatMoney, formatNumber, formatTime, type Money } from '@portal/domain/locale/format';
import type { Locale } from '@portal/domain/locale/locales';
import { externalLink, type SiteHosts } from '@portal/domain/site/links';
import type { Offering } from '../../db/schema/offerings';
import { translator } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/outbox';
import { courseView } from '../checkout/course-view';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Escaped text with its web addresses as links (ours never contain characters that escaping changes). */
const htmlLine = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export interface ConfirmationMailInput {
  to: string;
  locale: Locale;
  firstName: string;
  clinId: string;
  courseType: CourseType;
  offering: Offering;
  paid: Money;
  hosts: SiteHosts;
}

/** The confirmation sent when a registration is paid, in the registrant's locale (spec sections 4 and 9). */
export function confirmationMail(m: ConfirmationMailInput): MailMessage {
  const t = translator(m.locale);
  const course = courseView(m.offering, m.locale);
  const details: string[] = [t('completion:email.course', { title: course.title })];
  if (course.courseType === 'on_demand' || !course.startsAt) {
    details.push(t('completion:email.onDemand'));
  } else {
    details.push(t('completion:email.when', { date: formatDate(course.startsAt, m.locale, course.timeZone), time: formatTime(course.startsAt, m.locale, course.timeZone) }));
    if (m.offering.modality === 'virtual' && m.offering.meetingUrl) details.push(t('completion:email.meeting', { url: m.offering.meetingUrl }));
    else details.push(t('completion:email.where', { location: [course.venue, course.address].filter(Boolean).join(', ') }));
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
  };
}
