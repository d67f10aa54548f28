import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { DEFAULT_QUESTIONS, type CourseKey, type EvaluationQuestion } from '@portal/domain/ce-records/evaluation';
import { attendance } from '../../db/schema/certificates';
import { courseEvaluationForms, courseEvaluations } from '../../db/schema/evaluations';
import { findOffering } from '../offerings/store';

export interface CourseForm {
  questions: EvaluationQuestion[];
  certificateWaits: boolean;
  /** Whether staff saved it; false: the defaults. */
  edited: boolean;
}

/** A course's form: staff's, else the defaults with the certificate not waiting. */
export async function courseForm(db: NodePgDatabase, key: CourseKey): Promise<CourseForm> {
  const [row] = await db.select().from(courseEvaluationForms).where(eq(courseEvaluationForms.courseKey, key));
  return row ? { questions: row.questions, certificateWaits: row.certificateWaits, edited: true } : { questions: [...DEFAULT_QUESTIONS], certificateWaits: false, edited: false };
}

/** The session a registration attended (its attendance keeps it, also after a move), with the answer it gave if any. */
export async function attendedOf(db: NodePgDatabase, registrationId: string) {
  const [[marked], [answer]] = await Promise.all([
    db.select({ offeringId: attendance.offeringId }).from(attendance).where(eq(attendance.registrationId, registrationId)),
    db.select({ submittedAt: courseEvaluations.submittedAt }).from(courseEvaluations).where(eq(courseEvaluations.registrationId, registrationId)),
  ]);
  const session = marked ? await findOffering(db, marked.offeringId) : undefined;
  return { session: session ?? null, answeredAt: answer?.submittedAt ?? null };
}
