import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { keptAtErasure, minimalEvaluationAnswers } from '@portal/domain/ce-records/record-keeping';
import type { EvaluationAnswers, EvaluationQuestion } from '@portal/domain/ce-records/evaluation';
import type { CourseType } from '@portal/domain/course/course';
import { ceRecordKeeps } from '../../db/schema/ce-record-keeps';

/**
 * What an erasure keeps of the person's CE records (issue 52, item 5), before the registrations
 * are anonymised, as receipts are kept for tax law: the domain's rule (keptAtErasure) decides, per
 * registration with attendance, the minimal form written to ce_record_keeps (the name and a
 * well-formed AGD member ID); the attendance and certificate rows stay as they are (they hold no
 * personal field). The person's evaluations keep their ratings and yes/no answers, not their free
 * texts (minimalEvaluationAnswers). A team member's place keeps nothing: the portal's CE records
 * are the registrant's. Answers how many registrations' CE records were kept, and evaluations trimmed.
 */
export async function keepCeRecords(tx: NodePgDatabase, registrationIds: string[], years: number, now: Date): Promise<{ ceRecords: number; evaluations: number }> {
  if (registrationIds.length === 0) return { ceRecords: 0, evaluations: 0 };
  const ids = sql`${sql.param(registrationIds)}::text[]`;
  const { rows } = await tx.execute<{ id: string; first_name: string; last_name: string; information: unknown; marked_at: Date | string; course_type: CourseType; starts_at: Date | string | null }>(
    sql`select r.id, r.first_name, r.last_name, r.information, a.marked_at, o.course_type, o.starts_at
        from registrations r join attendance a on a.registration_id = r.id join offerings o on o.id = a.offering_id
        where r.id = any(${ids}) and r.anonymised_at is null`,
  );
  let ceRecords = 0;
  for (const row of rows) {
    const kept = keptAtErasure(
      { role: 'registrant', firstName: row.first_name, lastName: row.last_name, information: row.information },
      { courseType: row.course_type, sessionStartsAt: row.starts_at ? new Date(row.starts_at) : null, attendedAt: new Date(row.marked_at) },
      years,
      now,
    );
    if (!kept) continue;
    const done = await tx
      .insert(ceRecordKeeps)
      .values({ registrationId: row.id, firstName: kept.firstName, lastName: kept.lastName, agdNumber: kept.agdNumber, ceDate: kept.ceDate, keptUntil: kept.keptUntil, keptAt: now })
      .onConflictDoNothing()
      .returning({ id: ceRecordKeeps.registrationId });
    ceRecords += done.length;
  }

  const evaluations = await tx.execute<{ registration_id: string; questions: EvaluationQuestion[]; answers: EvaluationAnswers }>(
    sql`select registration_id, questions, answers from course_evaluations where registration_id = any(${ids}) for update`,
  );
  let trimmed = 0;
  for (const e of evaluations.rows) {
    const answers = minimalEvaluationAnswers(e.questions, e.answers);
    if (JSON.stringify(answers) === JSON.stringify(e.answers)) continue;
    await tx.execute(sql`update course_evaluations set answers = ${JSON.stringify(answers)}::jsonb where registration_id = ${e.registration_id}`);
    trimmed += 1;
  }
  return { ceRecords, evaluations: trimmed };
}
