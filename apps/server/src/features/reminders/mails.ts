import { REMINDER_LINK_HOURS } from '@portal/domain/reminders/rules';
import type { Locale } from '@portal/domain/locale/locales';
import type { Offering } from '../../db/schema/offerings';
import { translator } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/outbox';
import { calendarAttachment, courseDetails } from '../completion/confirmation-mail';

interface Person {
  registrationId: string;
  email: string;
  firstName: string;
  locale: Locale;
}

/** The day before a live session: when and where (or the meeting link), with the calendar file. */
export function sessionReminderMail(p: Person, live: Offering, publicUrl: string, now: Date): MailMessage {
  const t = translator(p.locale);
  const title = p.locale === 'fr-CA' ? live.titleFr : live.titleEn;
  return {
    to: p.email,
    subject: t('registration:reminders.session.subject', { title }),
    text: [t('completion:email.greeting', { name: p.firstName }), t('registration:reminders.session.intro'), courseDetails(live, p.locale).join('\n'), t('registration:reminders.session.calendar')].join('\n\n'),
    attachments: [calendarAttachment(p.registrationId, live, p.locale, publicUrl, now)],
    locale: p.locale,
  };
}

/** A registration stalled mid-funnel: a fresh resume link, and a link that stops these reminders. */
export function funnelReminderMail(p: Person, title: string, links: { resume: string; unsubscribe: string }): MailMessage {
  const t = translator(p.locale);
  return {
    to: p.email,
    subject: t('registration:reminders.funnel.subject'),
    text: [
      t('completion:email.greeting', { name: p.firstName }),
      `${t('registration:reminders.funnel.body', { title, hours: REMINDER_LINK_HOURS })}\n${links.resume}`,
      t('registration:reminders.funnel.unsubscribe', { url: links.unsubscribe }),
    ].join('\n\n'),
    locale: p.locale,
  };
}
