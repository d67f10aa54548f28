import { z } from 'zod/mini';
import { UniversityFormResponseSchema } from '@portal/domain/university/schema';

/** POST /api/university-form/ */
export const UniversitySubmittedAnswer = UniversityFormResponseSchema.check(z.describe('The program\'s registration is stored: its id.'));
