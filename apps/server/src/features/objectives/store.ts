import { asc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { objectiveAnswers } from '../../db/schema/objectives';

export async function insertObjectiveAnswers(tx: NodePgDatabase, registrationId: string, pairs: { questionId: string; answerId: string }[]) {
  await tx.insert(objectiveAnswers).values(pairs.map((p) => ({ registrationId, ...p })));
}

/** The stored question_N / answer pairs of a registration, in question order. */
export function findObjectiveAnswers(db: NodePgDatabase, registrationId: string) {
  return db
    .select({ questionId: objectiveAnswers.questionId, answerId: objectiveAnswers.answerId })
    .from(objectiveAnswers)
    .where(eq(objectiveAnswers.registrationId, registrationId))
    .orderBy(asc(objectiveAnswers.questionId));
}
