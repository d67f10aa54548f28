import type { ConfirmationView } from '@portal/domain/completion/views';
import { get } from '../../../lib/api-client';
import { useRead } from '../../../lib/use-read';

/** GET /api/confirmation/{id}: the paid registration's user ID and course (also used by campaign pages). */
export const getConfirmation = (id: string) => get<ConfirmationView>(`/api/confirmation/${encodeURIComponent(id)}`);

export const useConfirmation = (id: string) => useRead(`confirmation ${id}`, () => getConfirmation(id));
