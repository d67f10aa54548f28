import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { formatDate } from '@portal/domain/locale/format';
import type { Locale } from '@portal/domain/locale/locales';
import { PRIVACY_REQUEST_CONFIRM_PATH } from '@portal/domain/privacy/paths';
import { ADMIN_BASE } from '@portal/domain/site/paths';
import { PRIVACY_REQUEST_DEADLINE_DAYS } from '@portal/domain/privacy/requests';
import type { PrivacyRequestRow } from '../../db/schema/privacy-requests';
import { translator } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail/outbox';

/** Where the privacy officer is told of each request (config `privacyOfficer.email`) and the portal's address for links. */
export interface PrivacyMailSettings {
  officerEmail: string;
  publicUrl: string;
}

/**
 * The link that confirms a request made on the form, in the locale of the page it was made on.
 * The token is in the mail only; the database keeps its SHA-256.
 */
export async function mailConfirmationLink(tx: NodePgDatabase, settings: PrivacyMailSettings, request: PrivacyRequestRow, token: string): Promise<void> {
  const locale = request.locale;
  const t = translator(locale);
  const link = `${settings.publicUrl}${PRIVACY_REQUEST_CONFIRM_PATH}?token=${token}&locale=${locale}`;
  const text = [
    t('privacy-requests:mail.confirm.greeting'),
    t('privacy-requests:mail.confirm.received', { kind: t(`privacy-requests:kinds.${request.kind}`) }),
    `${t('privacy-requests:mail.confirm.action')}\n${link}`,
    t('privacy-requests:mail.confirm.deadline', { date: formatDate(request.dueAt, locale), days: PRIVACY_REQUEST_DEADLINE_DAYS }),
    t('privacy-requests:mail.confirm.notYou'),
    t('privacy-requests:mail.confirm.signature'),
  ].join('\n\n');
  await enqueueMail(tx, { to: request.email!, subject: t('privacy-requests:mail.confirm.subject'), text, locale });
}

/** Tells the privacy officer a request arrived (in English, like the other staff notices), with its link in the back office. */
export async function notifyOfficer(tx: NodePgDatabase, settings: PrivacyMailSettings, request: PrivacyRequestRow): Promise<void> {
  const locale: Locale = 'en';
  const t = translator(locale);
  const kind = t(`privacy-requests:kinds.${request.kind}`);
  const text = t('privacy-requests:mail.officer.text', {
    date: formatDate(request.receivedAt, locale),
    source: t(`privacy-requests:sources.${request.source}`),
    kind,
    email: request.email,
    details: request.details || t('privacy-requests:mail.officer.noDetails'),
    dueDate: formatDate(request.dueAt, locale),
    confirmation: t(request.source === 'form' ? 'privacy-requests:mail.officer.confirmationForm' : 'privacy-requests:mail.officer.confirmationStaff'),
    link: `${settings.publicUrl}${ADMIN_BASE}/privacy-requests/${encodeURIComponent(request.id)}/show`,
  });
  await enqueueMail(tx, { to: settings.officerEmail, subject: t('privacy-requests:mail.officer.subject', { kind }), text, locale });
}
