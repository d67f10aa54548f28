import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { hasLimitedPortalView } from '@portal/domain/completion/completion';
import { ceHours } from '@portal/domain/course/course';
import type { ConfirmationView } from '@portal/domain/completion/views';
import { AppError } from '@portal/domain/errors/app-error';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import type { Locale } from '@portal/domain/locale/locales';
import { stepOf } from '@portal/domain/registration/status';
import type { Offering } from '../../db/schema/offerings';
import type { RegistrationRow } from '../../db/schema/registration';
import { findOffering } from '../offerings/store';
import { findRegistration } from '../registration/store';
import { isLiveSession, sessionLocation } from '@portal/domain/schedule/session';
import { formatSessionWhen } from '@portal/domain/schedule/when';
import { assignClinId } from '../checkout/clin-id';
import { courseView } from '../checkout/course-view';
import { hasPaidOrder } from '../checkout/store';
import { enrolmentCalendarPath } from '../enrolment/service';
import { paymentReceiptLink } from '../receipts/service';
import { ticketLinks } from '../check-in/documents';

/**
 * GET /api/confirmation/{id}: the complete registration's user ID and course, for the completion
 * page and the campaign confirmation pages. 409 until the registration is complete. A record that
 * reached completion without paying here (sold outside the portal, created by the campaign import)
 * gets its ClinID the first time it is read: the same rule as at payment, set once (a conditional
 * update), so concurrent first reads agree.
 */
export async function getConfirmation(db: NodePgDatabase, id: string, locale: Locale): Promise<ConfirmationView> {
  const row = PUBLIC_ID_PATTERN.test(id) ? await findRegistration(db, id) : undefined;
  if (!row) throw new AppError(404, 'errors:notFound');
  if (stepOf(row.status) !== 'complete') throw new AppError(409, 'errors:wrongStep');
  row.clinId ??= await db.transaction((tx) => assignClinId(tx, row.id));
  const offering = await findOffering(db, row.offeringId);
  if (!offering) throw new AppError(404, 'errors:notFound');
  return {
    id: row.id,
    status: row.status,
    courseType: row.courseType,
    firstName: row.firstName,
    email: row.email,
    clinId: row.clinId,
    confirmationEmailed: await hasPaidOrder(db, row.id),
    receipt: await paymentReceiptLink(db, row.id),
    limitedPortalView: hasLimitedPortalView(row.courseType) && row.status !== 'completed',
    tickets: (await ticketLinks(db, row.id)).map(({ name, qrUrl, pdfUrl }) => ({ name, qrUrl, pdfUrl })),
    course: registeredCourse(offering, row, locale),
  };
}

/** The course a registration is for, as the completion page and the registrant's own page show it. */
export function registeredCourse(offering: Offering, row: Pick<RegistrationRow, 'id' | 'locale'>, locale: Locale): ConfirmationView['course'] {
  return {
    ...courseView(offering, locale),
    // The hours the registrant earns depend on the locale they registered in, not on the reader's.
    ceHours: ceHours(offering, row.locale),
    meetingUrl: offering.meetingUrl,
    when: isLiveSession(offering) ? formatSessionWhen(offering, locale) : null,
    location: offering.modality === 'in_person' && offering.courseType === 'live' ? sessionLocation(offering) || null : null,
    calendarPath: isLiveSession(offering) ? enrolmentCalendarPath(row.id) : null,
  };
}
