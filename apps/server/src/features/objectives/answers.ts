import { progressSchema } from '@portal/domain/registration/answers';

/** POST /api/objectives/ */
export const ObjectivesAnsweredAnswer = progressSchema.describe('The answers are saved: the record\'s new status and the step to open next.');
