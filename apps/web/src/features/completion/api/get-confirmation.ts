import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfirmationView } from '@portal/domain/completion/views';
import { get } from '../../../lib/api-client';

/** GET /api/confirmation/{id}: the paid registration's user ID and course (also used by campaign pages). */
export const getConfirmation = (id: string) => get<ConfirmationView>(`/api/confirmation/${encodeURIComponent(id)}`);

export const confirmationQueryOptions = (id: string) => queryOptions({ queryKey: ['confirmation', id], queryFn: () => getConfirmation(id) });

export const useConfirmation = (id: string) => useQuery(confirmationQueryOptions(id));
