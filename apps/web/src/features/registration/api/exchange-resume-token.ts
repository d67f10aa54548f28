import { useMutation } from '@tanstack/react-query';
import type { ResumeTarget } from '@portal/domain/registration/resume';
import { post } from '../../../lib/api-client';

/**
 * POST /api/registration/resume: a link's token, once, for where the registration continues. The
 * token is used in the same transaction as the read of the registration, so a busy answer leaves
 * it unused: sent again by itself then.
 */
export const exchangeResumeToken = (token: string) => post<ResumeTarget>('/api/registration/resume', { token }, { resendWhenBusy: true });

export const useExchangeResumeToken = () => useMutation({ mutationFn: exchangeResumeToken });
