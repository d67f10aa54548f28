import { useMutation } from '@tanstack/react-query';
import type { ObjectivesBody } from '@portal/domain/questionnaire/objectives';
import type { Status, Step } from '@portal/domain/registration/status';
import { post } from '../../../lib/api-client';

export interface StepMove {
  status: Status;
  step: Step;
}

/**
 * POST /api/objectives/: the four answers; the server stores them and moves to the scanner offer,
 * in one transaction (a busy answer rolled it back: sent again by itself then).
 */
export const postObjectives = (body: ObjectivesBody) => post<StepMove>('/api/objectives/', body, { resendWhenBusy: true });

export const usePostObjectives = () => useMutation({ mutationFn: postObjectives });
