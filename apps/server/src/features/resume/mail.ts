import type { Locale } from '@portal/domain/locale/locales';
import { RESUME_PATH, RESUME_TOKEN_TTL_MINUTES } from '@portal/domain/registration/resume-limits';
import type { MailMessage } from '../../platform/mail/outbox';
import { translator } from '../../platform/i18n';

/** The resume link, in the registration's locale (the locale parameter is added when it is not en). */
export function resumeLink(publicUrl: string, token: string, locale: Locale): string {
  const url = new URL(RESUME_PATH, publicUrl);
  url.searchParams.set('token', token);
  if (locale !== 'en') url.searchParams.set('locale', locale);
  return url.toString();
}

export function resumeMail(to: string, opts: { name: string; title: string; link: string; locale: Locale }): MailMessage {
  const t = translator(opts.locale);
  const minutes = RESUME_TOKEN_TTL_MINUTES;
  const greeting = t('registration:resume.mailGreeting', { name: opts.name });
  const body = t('registration:resume.mailBody', { title: opts.title });
  const expiry = t('registration:resume.mailExpiry', { minutes });
  return {
    to,
    subject: t('registration:resume.mailSubject'),
    text: `${greeting}\n\n${body}\n${opts.link}\n\n${expiry}\n`,
    locale: opts.locale,
  };
}
