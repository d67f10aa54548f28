import type { ScannerLead } from '@portal/domain/leads/scanner-lead';
import type { Locale } from '@portal/domain/locale/locales';
import { translator } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/outbox';


/**
 * The follow-up request for the scanner specialists' mailbox (SCANNER_SPECIALIST_EMAIL). Written
 * in English, the language of the one team mailbox, with the lead's own language named so the
 * specialist calls back in it. The lead's address is only in the body: nothing goes to the lead.
 */
export function specialistMail(to: string, lead: ScannerLead, leadLocale: Locale, leadId: string): MailMessage {
  const t = translator('en');
  const name = `${lead.firstName} ${lead.lastName}`;
  const lines = [
    t('scannerTrial:mail.intro'),
    t('scannerTrial:mail.name', { value: name }),
    t('scannerTrial:mail.email', { value: lead.email }),
    t('scannerTrial:mail.phone', { value: lead.phone }),
    t('scannerTrial:mail.location', { country: t(`leads:countries.${lead.country}`), zip: lead.zip }),
    t('scannerTrial:mail.language', { value: t(`common:locale.${leadLocale}`) }),
    ...(lead.providerId ? [t('scannerTrial:mail.registration', { value: lead.providerId })] : []),
    t('scannerTrial:mail.reference', { value: leadId }),
  ];
  return {
    to,
    subject: t('scannerTrial:mail.subject', { name }),
    text: [lines[0], lines.slice(1).join('\n')].join('\n\n'),
  };
}
