import { useMutation } from '@tanstack/react-query';
import type { PrivacyRequestConfirmed, PrivacyRequestForm, PrivacyRequestReceived } from '@portal/domain/privacy/request-api';
import { PRIVACY_REQUEST_CONFIRM_API, PRIVACY_REQUESTS_API } from '@portal/domain/privacy/paths';
import { post } from '../../../lib/api-client';

/** POST /api/privacy-requests: the form, checked by the server with the same schema; the locale is the page's (its cookie). */
export const usePostPrivacyRequest = () => useMutation({ mutationFn: (form: PrivacyRequestForm) => post<PrivacyRequestReceived>(PRIVACY_REQUESTS_API, form) });

/** POST /api/privacy-requests/confirm: the mailed link's token (a 404 for a used or unknown one). */
export const useConfirmPrivacyRequest = () => useMutation({ mutationFn: (token: string) => post<PrivacyRequestConfirmed>(PRIVACY_REQUEST_CONFIRM_API, { token }) });
