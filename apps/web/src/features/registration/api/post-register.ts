import { useMutation } from '@tanstack/react-query';
import type { Registration } from '@portal/domain/registration/schema';
import type { Status, Step } from '@portal/domain/registration/status';
import { post } from '../../../lib/api-client';

export interface RegisterResponse {
  id: string;
  status: Status;
  step: Step;
}

/**
 * POST /api/register/ with the validated information step (and a waiting-list hold, if any); the
 * server validates it again. Seats, record and hold are written in one transaction, which a busy
 * answer has rolled back: sent again by itself then.
 */
export const postRegister = (form: Registration & { holdToken?: string }) => post<RegisterResponse>('/api/register/', form, { resendWhenBusy: true });

export const useRegister = () => useMutation({ mutationFn: postRegister });
