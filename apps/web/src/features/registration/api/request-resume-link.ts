import { get } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/**
 * GET /api/provider/email/{email}: the server e-mails a resume link to a known address. A mutation,
 * not a query: every call sends an e-mail, so it must never be cached or refetched.
 */
export const requestResumeLink = (email: string) => get<{ sent: true }>(`/api/provider/email/${encodeURIComponent(email)}`);

export const useRequestResumeLink = () => useAction(requestResumeLink);
