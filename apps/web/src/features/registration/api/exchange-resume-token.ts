import { useMutation } from '@tanstack/react-query';
import type { ResumeTarget } from '@portal/domain/registration/resume';
import { post } from '../../../lib/api-client';

/** POST /api/registration/resume: a link's token, once, for where the registration continues. */
export const exchangeResumeToken = (token: string) => post<ResumeTarget>('/api/registration/resume', { token });

export const useExchangeResumeToken = () => useMutation({ mutationFn: exchangeResumeToken });
