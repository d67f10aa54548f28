import { useMutation } from '@tanstack/react-query';
import type { FindRegistrationsRequest } from '@portal/domain/my-registration/schema';
import { post } from '../../../lib/api-client';

/**
 * POST /api/my-registrations: the server e-mails a link to every registration of the address. A
 * mutation, not a query: each call sends an e-mail (and revokes the older links), so it is never
 * cached or sent again by itself. The answer is the same whether or not the address is known.
 */
export const useFindRegistrations = () => useMutation({ mutationFn: (form: FindRegistrationsRequest) => post<{ sent: true }>('/api/my-registrations', form) });
