import type { UniversityForm, UniversityFormResponse } from '@portal/domain/university/schema';
import { post } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** POST /api/university-form/ with the validated form; the server validates it again. */
export const submitUniversityForm = (form: UniversityForm) => post<UniversityFormResponse>('/api/university-form/', form);

export const useSubmitUniversityForm = () => useAction(submitUniversityForm);
