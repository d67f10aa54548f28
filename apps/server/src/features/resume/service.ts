import { createHash } from 'node:crypto';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Locale } from '@portal/domain/locale/locales';
import { AppError } from '@portal/domain/errors/app-error';
import { RESUME_EMAIL_MAX_LINKS, RESUME_EMAIL_WINDOW_MINUTES, RESUME_TOKEN_TTL_MINUTES } from '@portal/domain/registration/resume-limits';
import type { ResumeTarget } from '@portal/domain/registration/resume';
import { stepOf } from '@portal/domain/registration/status';
import { isRegistrationComplete, REGISTRATION_COMPLETE_CODE } from '@portal/domain/registration/complete';
import { retryTransaction } from '../../db/retry-transaction';
import { enqueueMail } from '../../platform/mail/outbox';
import { newPublicId } from '../../platform/security/ids';
import { findRegistration } from '../registration/store';
import { resumeLink, resumeMail } from './mail';
import { insertResumeToken, latestRegistrationForUpdate, recentLinkCount, useResumeToken } from './store';

/** Only the hash is stored: a database leak does not hand out working links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * GET /api/provider/email/{email}: e-mails a single-use, expiring link to the registration's
 * owner. The caller learns only that a link was sent, never the registration or its id.
 * A complete registration (paid) gets no link: 409 with REGISTRATION_COMPLETE_CODE, and the web
 * app opens the 'Registration already complete' page.
 */
export async function sendResumeLink(db: NodePgDatabase, email: string, publicUrl: string): Promise<{ sent: true }> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const reg = await latestRegistrationForUpdate(tx, email);
      if (!reg) throw new AppError(404, 'registration:resume.notFound');
      if (isRegistrationComplete(reg.status)) throw new AppError(409, 'registration:alreadyComplete', {}, REGISTRATION_COMPLETE_CODE);
      if ((await recentLinkCount(tx, email, RESUME_EMAIL_WINDOW_MINUTES)) >= RESUME_EMAIL_MAX_LINKS) {
        throw new AppError(429, 'errors:tooManyRequests');
      }
      await queueResumeLink(tx, { ...reg, email }, publicUrl);
      return { sent: true as const };
    }),
  );
}

/** A new single-use link for the registration, e-mailed in its locale (the caller's transaction). */
export async function queueResumeLink(
  tx: NodePgDatabase,
  reg: { id: string; email: string; firstName: string; locale: Locale; titleEn: string; titleFr: string },
  publicUrl: string,
): Promise<void> {
  const token = newPublicId();
  await insertResumeToken(tx, hashToken(token), reg.id, RESUME_TOKEN_TTL_MINUTES);
  const title = reg.locale === 'fr-CA' ? reg.titleFr : reg.titleEn;
  await enqueueMail(tx, resumeMail(reg.email, { name: reg.firstName, title, link: resumeLink(publicUrl, token, reg.locale), locale: reg.locale }));
}

/**
 * Exchanges a link's token (once, before it expires) for where the registration continues. One
 * transaction: a busy database met while reading the registration (answered 503, which the web
 * sends again) rolls back the token's use, so the link still works for that repeat.
 */
export async function exchangeResumeToken(db: NodePgDatabase, token: string): Promise<ResumeTarget> {
  const reg = await db.transaction(async (tx) => {
    const registrationId = await useResumeToken(tx, hashToken(token));
    return registrationId ? findRegistration(tx, registrationId) : undefined;
  });
  if (!reg) throw new AppError(410, 'registration:resume.invalidLink');
  return { id: reg.id, status: reg.status, step: stepOf(reg.status) };
}
