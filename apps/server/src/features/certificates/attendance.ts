import { randomBytes } from 'node:crypto';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { completionCode, type AttendanceResult } from '@portal/domain/certificates/certificates';
import { CODE_ALPHABET, encodeVerificationCode, VERIFICATION_CODE_BYTES } from '@portal/domain/certificates/verification-code';
import { ceHours } from '@portal/domain/course/course';
import { AppError } from '@portal/domain/errors/app-error';
import { stepOf } from '@portal/domain/registration/status';
import { attendanceDecision, type AttendanceDecision } from '@portal/domain/certificates/attendance-rule';
import { CHECK_IN_OPENS_MINUTES } from '@portal/domain/check-in/rules';
import type { Offering } from '../../db/schema/offerings';
import type { RegistrationRow } from '../../db/schema/registration';
import { retryTransaction } from '../../db/retry-transaction';
import { newPublicId } from '../../platform/security/ids';
import { findOffering } from '../offerings/store';
import { advance } from '../registration/progress';
import { emitWebhookEvent } from '../webhooks/emit';
import { insertAttendance, insertCertificate, registrationsToMark } from './store';

/**
 * The one writer of attendance and certificates (issue 50): the scan at the door, a phone's sync,
 * the back office, the API token and the CLI all call it, and it applies the domain's rule
 * (`attendanceDecision`) with the server's clock, whatever the door: no attendance before the
 * session's doors open (409), a certificate only once the session has started (an early arrival
 * is marked present now and certified at the start: here when marked again, or by the
 * certificates job, `issueDueCertificates`). A caller may say when the person arrived
 * (`arrivedAt`, a phone's scan time); the rule bounds it. Only a paid registration for that
 * session can attend (one refunded in full has ended: no attendance, no certificate); the
 * certificate certifies the registration (confirmation -> completed: full portal access, spec
 * section 1). Marking again changes nothing but a certificate now due.
 * `window: false` is the control run of the tests only: the rule skipped, as every door but the
 * online scan was before issue 50.
 */
export async function markAttendance(
  db: NodePgDatabase,
  input: { offeringId: string; emails: string[]; markedBy: string; arrivedAt?: Date },
  opts: { window?: boolean } = {},
): Promise<AttendanceResult[]> {
  const offering = await findOffering(db, input.offeringId);
  if (!offering) throw new AppError(404, 'certificates:admin.unknownSession');
  const now = new Date();
  const decision = opts.window === false ? ({ open: true, markedAt: input.arrivedAt ?? now, certify: true } as const) : attendanceDecision(offering, now, input.arrivedAt);
  if (!decision.open) throw new AppError(409, 'certificates:admin.notStarted', { hours: CHECK_IN_OPENS_MINUTES / 60 });
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const results: AttendanceResult[] = [];
      for (const email of emails) results.push(await markOne(tx, offering, email, input.markedBy, decision, now));
      return results;
    }),
  );
}

async function markOne(tx: NodePgDatabase, offering: Offering, email: string, markedBy: string, decision: Decision, now: Date): Promise<AttendanceResult> {
  const rows = await registrationsToMark(tx, offering.id, email);
  if (rows.length === 0) return { email, outcome: 'not_registered' };
  // The newest paid registration attends; an abandoned earlier one for the same session does not.
  const paid = rows.find((r) => stepOf(r.status) === 'complete' && !r.refundedAt);
  if (!paid) {
    const refunded = rows.find((r) => r.refundedAt);
    return refunded ? { email, outcome: 'refunded', registrationId: refunded.id } : { email, outcome: 'not_paid', registrationId: rows[0].id };
  }
  const fresh = await insertAttendance(tx, { registrationId: paid.id, offeringId: offering.id, markedAt: decision.markedAt, markedBy });
  if (fresh) await emitWebhookEvent(tx, 'attendance.marked', { registrationId: paid.id, sessionId: offering.id, present: true, markedAt: decision.markedAt.toISOString() });
  if (decision.certify) await certify(tx, offering, paid, now);
  if (!fresh) return { email, outcome: 'already_marked', registrationId: paid.id };
  return { email, outcome: decision.certify ? 'marked' : 'marked_before_start', registrationId: paid.id };
}

type Decision = Extract<AttendanceDecision, { open: true }>;

/** Issues the registration's certificate, once (a second call finds it and changes nothing), and certifies the registration. */
async function certify(tx: NodePgDatabase, offering: Offering, paid: RegistrationRow, now: Date): Promise<void> {
  const hours = ceHours(offering, paid.locale);
  const issued = await insertCertificate(tx, {
    id: newPublicId(),
    registrationId: paid.id,
    verificationCode: encodeVerificationCode(randomBytes(VERIFICATION_CODE_BYTES)),
    completionCode: completionCode(offering, sessionDay(offering, now), randomSymbols(4)),
    ceHours: hours,
    issuedAt: now,
  });
  if (!issued) return;
  await emitWebhookEvent(tx, 'certificate.issued', { registrationId: paid.id, sessionId: offering.id, ceHours: hours, issuedAt: now.toISOString() });
  if (paid.status === 'confirmation' || paid.status === 'on_demand_confirmation') await advance(tx, paid, 'certified');
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
