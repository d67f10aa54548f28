import { answerPairs, type ObjectivesBody } from '@portal/domain/questionnaire/objectives';
import { stepOf } from '@portal/domain/registration/status';
import type { Database } from '../../db/client';
import { advance, loadForStep } from '../registration/progress';
import { insertObjectiveAnswers } from './store';

/**
 * Stores the questionnaire and moves the record to the scanner offer, in one transaction. The
 * status moves first: its conditional update makes a second submission (double click, two tabs)
 * fail with 409 before it writes anything.
 */
export async function answerObjectives(db: Database, body: ObjectivesBody) {
  const row = await loadForStep(db.orm, body.id, 'objectives');
  const status = await db.orm.transaction(async (tx) => {
    const to = await advance(tx, row, 'objectives_answered');
    await insertObjectiveAnswers(tx, row.id, answerPairs(body.answers));
    return to;
  });
  return { status, step: stepOf(status) };
}
