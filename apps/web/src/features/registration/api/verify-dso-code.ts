import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client';

/** POST /api/dso-codes/verify: 200 with the validated text, or an error with 'Invalid DSO Discount Code'. */
export const verifyDsoCode = (code: string) => post<{ valid: true; message: string }>('/api/dso-codes/verify', { code });

export const useVerifyDsoCode = () => useMutation({ mutationFn: verifyDsoCode });
