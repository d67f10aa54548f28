import type { TFunction } from 'i18next';
import type { MailMessage } from '../../platform/mail/outbox';


/** The confirmation a submitter receives, in the locale they used on the form. */
export function confirmationMail(t: TFunction, to: string, firstName: string, id: string): MailMessage {
  const paragraphs = [
    t('university:email.greeting', { name: firstName }),
    t('university:email.received'),
    t('university:email.nextSteps'),
    t('university:email.reference', { id }),
    t('university:email.signature'),
  ];
  return {
    to,
    subject: t('university:email.subject'),
    text: paragraphs.join('\n\n'),
  };
}
