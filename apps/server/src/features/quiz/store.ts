import { and, count, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Variant } from '@portal/domain/course/course';
import { quizAttempts } from '../../db/schema/quiz';
import { newPublicId } from '../../platform/security/ids';

export async function insertQuizAttempt(
  tx: NodePgDatabase,
  attempt: { registrationId: string; variant: Variant; answers: Record<string, string>; correct: number; passed: boolean },
) {
  await tx.insert(quizAttempts).values({ id: newPublicId(), ...attempt });
}

export async function countQuizAttempts(db: NodePgDatabase, registrationId: string, passed?: boolean): Promise<number> {
  const where = passed === undefined ? eq(quizAttempts.registrationId, registrationId) : and(eq(quizAttempts.registrationId, registrationId), eq(quizAttempts.passed, passed));
  const [row] = await db.select({ n: count() }).from(quizAttempts).where(where);
  return row.n;
}
