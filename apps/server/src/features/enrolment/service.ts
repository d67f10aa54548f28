import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import type { Locale } from '@portal/domain/locale/locales';
import { stepOf } from '@portal/domain/registration/status';
import type { Offering } from '../../db/schema/offerings';
import { findOffering } from '../offerings/store';
import { findRegistration } from '../registration/store';
import { sessionCalendar } from './ics';

/**
 * GET /api/enrolment/{registrationId}/calendar.ics: the enrolled (paid) registration's live
 * session as a calendar file. The registration id is the capability, as in the funnel's URLs.
 */
export async function enrolmentCalendar(db: NodePgDatabase, registrationId: string, locale: Locale, publicUrl: string, now = new Date()) {
  const row = PUBLIC_ID_PATTERN.test(registrationId) ? await findRegistration(db, registrationId) : undefined;
  if (!row) throw new AppError(404, 'errors:notFound');
  if (stepOf(row.status) !== 'complete') throw new AppError(409, 'errors:wrongStep');
  const offering = await findOffering(db, row.offeringId);
  if (!offering || offering.courseType !== 'live' || !offering.startsAt || !offering.endsAt) throw new AppError(404, 'schedule:calendar.noSession');
  return registrationCalendar(row.id, offering, locale, publicUrl, now);
}

export const enrolmentCalendarPath = (registrationId: string) => `/api/enrolment/${encodeURIComponent(registrationId)}/calendar.ics`;

/**
 * One registration's calendar file and its name: the download and the confirmation e-mail's
 * attachment are the same event (same UID), so importing both updates one calendar entry.
 */
export function registrationCalendar(registrationId: string, offering: Offering, locale: Locale, publicUrl: string, now = new Date()) {
  const ics = sessionCalendar({ uid: `${registrationId}@${new URL(publicUrl).hostname}`, offering, locale, portalUrl: publicUrl, now });
  const day = offering.startsAt!.toISOString().slice(0, 10);
  return { ics, fileName: `live-training-${day}.ics` };
}
