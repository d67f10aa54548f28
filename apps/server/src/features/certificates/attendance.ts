import { randomBytes } from 'node:crypto';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { completionCode, type AttendanceResult } from '@portal/domain/certificates/certificates';
import { CODE_ALPHABET, encodeVerificationCode, VERIFICATION_CODE_BYTES } from '@portal/domain/certificates/verification-code';
import { ceHours } from '@portal/domain/course/course';
import { AppError } from '@portal/domain/errors/app-error';
import { stepOf } from '@portal/domain/registration/status';
import { isUpcoming } from '@portal/domain/schedule/schedule';
import type { Offering } from '../../db/schema/offerings';
import type { RegistrationRow } from '../../db/schema/registration';
import { retryTransaction } from '../../db/retry-transaction';
import { newPublicId } from '../../platform/security/ids';
import { findOffering } from '../offerings/store';
import { advance } from '../registration/progress';
import { emitWebhookEvent } from '../webhooks/emit';
import { insertAttendance, insertCertificate, registrationsToMark } from './store';

/**
 * Operations staff record who attended a session (the script and the back-office API both call
 * this). Only a paid registration for that session can attend (one refunded in full has ended:
 * no attendance, no certificate); marking issues the certificate
 * and certifies the registration (confirmation -> completed: full portal access, spec section 1).
 * Marking again changes nothing.
 */
export async function markAttendance(
  db: NodePgDatabase,
  input: { offeringId: string; emails: string[]; markedBy: string },
  now = new Date(),
): Promise<AttendanceResult[]> {
  const offering = await findOffering(db, input.offeringId);
  if (!offering) throw new AppError(404, 'certificates:admin.unknownSession');
  if (offering.courseType === 'live' && isUpcoming(offering.startsAt, now)) throw new AppError(409, 'certificates:admin.notStarted');
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const results: AttendanceResult[] = [];
      for (const email of emails) results.push(await markOne(tx, offering, email, input.markedBy, now));
      return results;
    }),
  );
}

async function markOne(tx: NodePgDatabase, offering: Offering, email: string, markedBy: string, now: Date): Promise<AttendanceResult> {
  const rows = await registrationsToMark(tx, offering.id, email);
  if (rows.length === 0) return { email, outcome: 'not_registered' };
  // The newest paid registration attends; an abandoned earlier one for the same session does not.
  const paid = rows.find((r) => stepOf(r.status) === 'complete' && !r.refundedAt);
  if (!paid) {
    const refunded = rows.find((r) => r.refundedAt);
    return refunded ? { email, outcome: 'refunded', registrationId: refunded.id } : { email, outcome: 'not_paid', registrationId: rows[0].id };
  }
  if (!(await insertAttendance(tx, { registrationId: paid.id, offeringId: offering.id, markedAt: now, markedBy }))) {
    return { email, outcome: 'already_marked', registrationId: paid.id };
  }
  const hours = ceHours(offering, paid.locale);
  await insertCertificate(tx, {
    id: newPublicId(),
    registrationId: paid.id,
    verificationCode: encodeVerificationCode(randomBytes(VERIFICATION_CODE_BYTES)),
    completionCode: completionCode(offering, sessionDay(offering, now), randomSymbols(4)),
    ceHours: hours,
    issuedAt: now,
  });
  await emitWebhookEvent(tx, 'attendance.marked', { registrationId: paid.id, sessionId: offering.id, present: true, markedAt: now.toISOString() });
  await emitWebhookEvent(tx, 'certificate.issued', { registrationId: paid.id, sessionId: offering.id, ceHours: hours, issuedAt: now.toISOString() });
  if (paid.status === 'confirmation' || paid.status === 'on_demand_confirmation') await advance(tx, paid as RegistrationRow, 'certified');
  return { email, outcome: 'marked', registrationId: paid.id };
}

/** The session's first day in its venue's zone (YYYY-MM-DD); an on-demand course's is the day of completion. */
function sessionDay(o: Offering, now: Date): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone: o.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(o.startsAt ?? now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function randomSymbols(count: number): string {
  return [...randomBytes(count)].map((b) => CODE_ALPHABET[b & 31]).join('');
}
