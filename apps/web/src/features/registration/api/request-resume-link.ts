import { useMutation } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';

/**
 * GET /api/provider/email/{email}: the server e-mails a resume link to a known address. A mutation,
 * not a query: every call sends an e-mail, so it must never be cached or refetched.
 */
export const requestResumeLink = (email: string) => get<{ sent: true }>(`/api/provider/email/${encodeURIComponent(email)}`);

export const useRequestResumeLink = () => useMutation({ mutationFn: requestResumeLink });
