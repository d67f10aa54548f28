import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { agdNumberOf } from '@portal/domain/ce-records/agd-roster';
import { VERIFY_PATH_PREFIX } from '@portal/domain/certificates/paths';
import { recognitionStatements, type Recognition } from '@portal/domain/ce-records/disclosure';
import { transcriptOf, type TranscriptPeriod } from '@portal/domain/ce-records/transcript';
import { AppError } from '@portal/domain/errors/app-error';
import type { Locale } from '@portal/domain/locale/locales';
import { registrations } from '../../db/schema/registration';
import { translator } from '../../platform/i18n';
import { registrationOfToken } from '../my-registration/links';
import { transcriptRecords } from './store';
import { renderTranscript } from './transcript-pdf';

/** Printed on the transcript besides the courses: where certificates are verified, and the company's recognitions (config). */
export interface TranscriptSettings {
  publicUrl: string;
  recognition: Recognition;
}

/**
 * The transcript of the address of one registration (issue 52, item 4): every course of that
 * address that counts as CE (the domain's transcriptOf), in `locale`, for the period. Who may ask
 * is the caller's concern: the registration's own page token (transcriptForToken) or staff
 * (the admin route). `asked`: the reader's locale; null: the registrant's. An erased registration has no address left: 404 (staff) / 410 (its link).
 */
export async function transcriptOfRegistration(db: NodePgDatabase, registrationId: string, period: TranscriptPeriod, asked: Locale | null, settings: TranscriptSettings) {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!row || row.anonymisedAt) return null;
  // Staff's download is in the registrant's locale unless they chose one (as the certificates are).
  const locale = asked ?? row.locale;
  const transcript = transcriptOf(row.email, await transcriptRecords(db, row.email), period);
  const t = translator(locale);
  const number = agdNumberOf(row.information);
  const pdf = await renderTranscript(transcript, {
    locale,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email.toLowerCase(),
    agdNumber: number.state === 'ok' ? number.agdNumber : '',
    issuedAt: new Date(),
    verifyBase: `${settings.publicUrl}${VERIFY_PATH_PREFIX.replace(/\/$/, '')}`,
    statements: recognitionStatements(settings.recognition, locale, (key, values) => t(key, values ?? {})),
  });
  const span = [period.from, period.to].filter(Boolean).join('_to_') || 'all';
  return { pdf, transcript, fileName: `ce-transcript-${span}.pdf` };
}

/**
 * The registrant's own page (and the "Find my registrations" links, which open it): the link's token
 * is the capability, as for the page itself. An unknown, revoked or expired token answers 410, as the
 * page does; the address is never taken from the request (typing one proves nothing).
 */
export async function transcriptForToken(db: NodePgDatabase, token: string, period: TranscriptPeriod, locale: Locale, settings: TranscriptSettings) {
  const found = await transcriptOfRegistration(db, await registrationOfToken(db, token), period, locale, settings);
  if (!found) throw new AppError(410, 'my-registration:linkInvalid');
  return found;
}
