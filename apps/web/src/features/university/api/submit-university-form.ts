import { useMutation } from '@tanstack/react-query';
import type { UniversityForm, UniversityFormResponse } from '@portal/domain/university/schema';
import { post } from '../../../lib/api-client';

/** POST /api/university-form/ with the validated form; the server validates it again. */
export const submitUniversityForm = (form: UniversityForm) => post<UniversityFormResponse>('/api/university-form/', form);

export const useSubmitUniversityForm = () => useMutation({ mutationFn: submitUniversityForm });
